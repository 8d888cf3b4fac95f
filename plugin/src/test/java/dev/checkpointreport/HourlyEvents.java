package dev.checkpointreport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Events bucketed by time for tests: twelve hours of readings on 2 March 2026 from 12:00, three to six keys an
 * hour, read by the lesson's timing scenario with {@code periodLength: 1h} and the failure at 20:00.
 */
public final class HourlyEvents {
    private HourlyEvents() {
    }

    /** Writes the events and the report of the scenario, with {@code labels} added to its source, into {@code folder/report}. */
    public static Path report(Path folder, String labels) {
        StringBuilder csv = new StringBuilder("key,at\n");
        for (int hour = 12; hour < 24; hour++) {
            for (int key = 0; key < 3 + hour % 4; key++) {
                csv.append("k").append(key).append(",2026-03-02T").append(hour).append(":").append(10 + key)
                        .append(":00Z\n");
            }
        }
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("events.csv"), csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String yaml = Reports.timingYaml(Lesson.GENERATOR, """
                source:
                  events: events.csv
                  key: key
                  time: at
                  periodStart: 2026-03-02T12:00:00Z
                """ + labels, "period: 2026-09", "period: 2026-03-02T20:00:00Z", "periodLength: 1m", "periodLength: 1h");
        return Reports.write(folder, yaml, null);
    }
}
