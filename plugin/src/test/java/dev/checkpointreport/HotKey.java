package dev.checkpointreport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A skewed events file for tests: per period one hot key with 50 events and 40 cold keys with one each,
 * over the lesson's twelve months, plus one malformed line that {@code maxBadLines: 1} skips.
 */
public final class HotKey {
    private HotKey() {
    }

    /** Writes {@code events.csv} into {@code folder}, next to the scenario that reads it. */
    public static void writeEvents(Path folder) {
        StringBuilder csv = new StringBuilder("id,key,period\n");
        int id = 0;
        for (int month = 1; month <= 12; month++) {
            String period = String.format("2026-%02d", month);
            for (int i = 0; i < 50; i++) {
                csv.append("e").append(id++).append(",hot,").append(period).append('\n');
            }
            for (int cold = 1; cold <= 40; cold++) {
                csv.append("e").append(id++).append(",cold").append(cold).append(',').append(period).append('\n');
            }
            if (month == 6) {
                csv.append("e").append(id).append(",cold1,2026-13\n");
            }
        }
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("events.csv"), csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lesson's scenario with the hot-key events as its source. */
    public static String yaml(String lessonYaml) {
        return lessonYaml.replace(Lesson.GENERATOR, """
                source:
                  events: events.csv
                  key: key
                  period: period
                  id: id
                  periods: 2026-01..2026-12
                  maxBadLines: 1
                """);
    }

    /** Writes the events and the report of the lesson reading them into {@code folder/report}. */
    public static Path report(Path folder) {
        writeEvents(folder);
        return Reports.write(folder, yaml(Lesson.yaml()), null);
    }
}
