package dev.checkpointreport.source;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Times bucketed into periods of a fixed length from {@code periodStart}: period {@code i} holds the times
 * in {@code [start + i × length, start + (i + 1) × length)}. The labels are the declared ones, or else the
 * start of each period as an ISO-8601 instant, up to the last period an event falls in.
 */
final class TimeBuckets implements PeriodAxis {
    private final long start;
    private final long length;
    private final List<String> declared;
    private final int maxPeriods;
    private int last = -1;

    TimeBuckets(long start, long length, List<String> declared, int maxPeriods) {
        this.start = start;
        this.length = length;
        this.declared = declared == null ? null : List.copyOf(declared);
        this.maxPeriods = declared == null ? maxPeriods : declared.size();
    }

    @Override
    public int indexOf(String value) throws BadField {
        Long millis = EventTime.millis(value);
        if (millis == null) {
            throw new BadField(EventColumns.WHEN, "expected " + EventTime.EXPECTED + ", found " + QuotedValue.of(value));
        }
        if (millis < start) {
            throw new BadField(EventColumns.WHEN, "the time " + QuotedValue.of(value) + " is before periodStart "
                    + Instant.ofEpochMilli(start));
        }
        long period = (millis - start) / length;
        if (period >= maxPeriods) {
            throw new BadField(EventColumns.WHEN, "the time " + QuotedValue.of(value) + " falls in period " + (period + 1)
                    + (declared == null ? "; at most " + maxPeriods + " periods are counted"
                            : ", after the last of source.periods (" + declared.get(declared.size() - 1) + ")"));
        }
        last = Math.max(last, (int) period);
        return (int) period;
    }

    @Override
    public List<String> labels() {
        if (declared != null) {
            return declared;
        }
        List<String> labels = new ArrayList<>();
        for (int i = 0; i <= last; i++) {
            labels.add(Instant.ofEpochMilli(start + i * length).toString());
        }
        return labels;
    }
}
