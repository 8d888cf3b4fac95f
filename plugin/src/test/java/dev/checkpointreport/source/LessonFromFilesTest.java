package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.model.RowCounts;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Done-when of issue 12: the lesson's own stream, after its three stages, written to a file by this
 * test and read back with {@code source.events} (or its counts with {@code source.counts}), gives exactly
 * the lesson's tables: report.json is the generator's in every section but {@code source}.
 */
class LessonFromFilesTest {
    private static final int SUBSCRIBERS = 200;
    private static final int PERIODS = 12;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theLessonsStreamAsAnEventsCsvGivesTheLessonsTables() throws IOException {
        writeStream(dir.resolve("from-file/generated/stream.csv"), "subscriber,period\n", (key, p) -> key + "," + label(p) + "\n");

        assertThat(reportOf("generated/stream.csv", "key: subscriber", "period: period")).isEqualTo(lessonReport());
    }

    @Test
    void theLessonsStreamAsGzippedJsonLinesWithTimesGivesTheLessonsTables() throws IOException {
        writeStream(dir.resolve("from-file/generated/stream.jsonl.gz"), "", (key, p) -> "{\"at\": \""
                + Instant.parse("2026-01-01T00:00:00Z").plusSeconds(60L * p + 59) + "\", \"meter\": {\"key\": \"" + key
                + "\"}, \"subscriber\": \"" + key + "\"}\n");

        assertThat(reportOf("generated/stream.jsonl.gz", "key: subscriber", "time: at",
                "periodStart: 2026-01-01T00:00:00Z")).isEqualTo(lessonReport());
    }

    @Test
    void theLessonsCountsAsACountsFileGiveTheLessonsTables() throws IOException {
        RowCounts counts = MeterStream.count(20260218L, SUBSCRIBERS, PERIODS, 4);
        Path file = Files.createDirectories(dir.resolve("from-file/generated")).resolve("counts.csv");
        StringBuilder csv = new StringBuilder("worker,keys,period,rows\n");
        for (int p = PERIODS - 1; p >= 0; p--) {
            for (int w = 0; w < counts.workers(); w++) {
                long rows = counts.worker(w).upTo(p) - (p == 0 ? 0 : counts.worker(w).upTo(p - 1));
                csv.append(w).append(',').append(counts.keysOf(w)).append(',').append(label(p)).append(',')
                        .append(rows).append('\n');
            }
        }
        Files.writeString(file, csv);

        assertThat(reportOf("generated/counts.csv")).isEqualTo(lessonReport());
    }

    private interface Line {
        String of(String key, int period);
    }

    /** The lesson's rows after screen, dedupe and consumption, one line per row. */
    private static void writeStream(Path file, String header, Line line) throws IOException {
        Files.createDirectories(file.getParent());
        MeterReadings source = new MeterReadings(20260218L, PERIODS);
        try (OutputStream out = file.toString().endsWith(".gz")
                ? new GZIPOutputStream(Files.newOutputStream(file)) : Files.newOutputStream(file);
             Writer writer = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            writer.write(header);
            for (int i = 0; i < SUBSCRIBERS; i++) {
                for (MeterReading row : Pipeline.rows(source.readingsOf(i))) {
                    writer.write(line.of(row.subscriber(), row.period()));
                }
            }
        }
    }

    private static String label(int period) {
        return String.format("2026-%02d", period + 1);
    }

    private ObjectNode reportOf(String file, String... keys) throws IOException {
        String kind = file.contains("counts") ? "counts" : "events";
        String source = "source:\n  " + kind + ": " + file + "\n  periods: 2026-01..2026-12\n"
                + (keys.length == 0 ? "" : "  " + String.join("\n  ", keys) + "\n");
        String yaml = Reports.timingYaml(Lesson.GENERATOR, source);
        ObjectNode report = read(Reports.write(dir.resolve("from-file"), yaml, null));
        assertThat(report.get("source").get(kind).asText()).isEqualTo(file);
        report.remove("source");
        return report;
    }

    private ObjectNode lessonReport() throws IOException {
        ObjectNode report = read(Reports.write(dir.resolve("generator"), Reports.timingYaml(), null));
        assertThat(report.get("rows").asLong()).isEqualTo(2200);
        assertThat(report.get("recovery").get("state").get("periods").get(11).toString()).contains("\"busiest");
        report.remove("source");
        return report;
    }

    private static ObjectNode read(Path report) throws IOException {
        return (ObjectNode) JSON.readTree(report.resolve("report.json").toFile());
    }
}
