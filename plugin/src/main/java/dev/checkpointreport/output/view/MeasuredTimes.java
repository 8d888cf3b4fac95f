package dev.checkpointreport.output.view;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** A measured time as the page shows it, in UTC: {@code 2026-12-01 14:30:14.982}. */
final class MeasuredTimes {
    private static final DateTimeFormatter FULL = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private MeasuredTimes() {
    }

    static String full(long millis) {
        return FULL.format(Instant.ofEpochMilli(millis));
    }

    /** The chart's axis label: month, day and time to the second. */
    static String clock(long millis) {
        return CLOCK.format(Instant.ofEpochMilli(millis));
    }

    /** Milliseconds as a duration: {@code 300.0 ms}, {@code 2m 05s}. */
    static String millis(long millis) {
        return Numbers.seconds(millis / 1000.0);
    }
}
