package dev.checkpointreport.source;

/**
 * One record of the lesson's meter stream. A field is {@code null} when the record lacks it, which is
 * what the screen stage looks for.
 */
record MeterReading(String subscriber, Integer period, String region, String type, Long index, String unit) {

    boolean isComplete() {
        return subscriber != null && period != null && region != null && index != null && unit != null;
    }
}
