package dev.checkpointreport.source;

import java.util.List;

/** How the value of an event's period or time column becomes the index of its period. */
public interface PeriodAxis {

    /** The index of the period {@code value} falls in; the field is {@link EventColumns#WHEN}. */
    int indexOf(String value) throws BadField;

    /** The labels of every period, in order, once the file has been read. */
    List<String> labels();

    /** Labels as written: declared with {@code periods:}, or in the order they first appear. */
    static PeriodAxis labels(List<String> declared, boolean strictOrder, int maxPeriods) {
        return new PeriodLabels(declared, strictOrder, maxPeriods);
    }

    /** Times bucketed by the period length from the start of the first period. */
    static PeriodAxis times(long startMillis, long lengthMillis, List<String> declared, int maxPeriods) {
        return new TimeBuckets(startMillis, lengthMillis, declared, maxPeriods);
    }
}
