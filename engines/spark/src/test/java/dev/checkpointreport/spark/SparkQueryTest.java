package dev.checkpointreport.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.uptodate.ReportInputs;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark query ({@link KeyedCountQuery}), run once for the class until it has restarted after its injected
 * failure, its progress logged by {@link ProgressLog} into {@code target/spark-query/progress.jsonl}. The course's
 * Spark scenario holds one such capture; {@code -Dmeasured.save=true} replaces it with this run's.
 */
class SparkQueryTest {
    static final Path COURSE = Path.of("..", "..", "example-project", "scenarios");
    static final Path FRESH = Path.of("target", "spark-query");
    static final Path LOG = FRESH.resolve("progress.jsonl");

    private static String counts;

    @BeforeAll
    static void runTheQuery() throws Exception {
        delete(FRESH);
        Files.createDirectories(FRESH);
        counts = KeyedCountQuery.run(LOG, FRESH.resolve("checkpoint"));
        Files.writeString(FRESH.resolve("spark-job.csv"), counts);
        if (Boolean.getBoolean("measured.save")) {
            Path saved = Files.createDirectories(COURSE.resolve("data").resolve("spark"));
            Files.copy(LOG, saved.resolve("progress.jsonl"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(COURSE.resolve("data").resolve("spark-job.csv"), counts);
        }
    }

    private static void delete(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    @Test
    void theNewRunRunsTheFailedBatchAgainFromItsSavedOffsets() throws IOException {
        ProgressFigures log = new ProgressFigures(LOG);
        assertThat(log.batches.stream().map(ProgressFigures.Batch::run).distinct().count()).isEqualTo(2);
        assertThat(log.lastBeforeRestart().id()).isEqualTo(KeyedCountQuery.FAILING_BATCH - 1);
        assertThat(log.restarted().id()).isEqualTo(KeyedCountQuery.FAILING_BATCH);
        assertThat(log.restarted().walCommitted()).isFalse();
        assertThat(log.batches).filteredOn(b -> b != log.restarted()).allMatch(ProgressFigures.Batch::walCommitted);
        assertThat(log.batches).extracting(ProgressFigures.Batch::rows).containsOnly(KeyedCountQuery.ROWS_PER_BATCH);
        assertThat(log.keys()).containsOnly((long) KeyedCountQuery.KEYS);
    }

    @Test
    void theReportsMeasuredFiguresAreTheLogsOwn(@TempDir Path course) throws Exception {
        Files.copy(LOG, Files.createDirectories(course.resolve("data").resolve("spark")).resolve("progress.jsonl"));
        Files.writeString(course.resolve("data").resolve("spark-job.csv"), counts);
        Path scenario = Files.copy(COURSE.resolve("spark.yml"), course.resolve("spark.yml"));
        JsonNode measured = report(scenario, course.resolve("report")).path("measured");
        ProgressFigures log = new ProgressFigures(LOG);

        assertThat(measured.path("engine").asText()).isEqualTo("spark");
        assertThat(measured.path("spark").path("durationField").asText()).isEqualTo("rocksdbCommitCheckpointLatency");
        assertThat(measured.path("spark").path("batches").asInt()).isEqualTo(log.batches.size());
        assertThat(longs(measured.path("checkpoints"), "id"))
                .isEqualTo(log.batches.stream().map(ProgressFigures.Batch::id).toList());
        assertThat(longs(measured.path("checkpoints"), "duration")).isEqualTo(log.commits());
        assertThat(longs(measured.path("checkpoints"), "stateSize")).isEqualTo(log.sst());
        assertThat(longs(measured.path("checkpoints"), "keys")).isEqualTo(log.keys());
        for (String[] p : new String[][] {{"p50", "50"}, {"p90", "90"}, {"p99", "99"}, {"max", "100"}}) {
            int percent = Integer.parseInt(p[1]);
            JsonNode percentiles = measured.path("percentiles");
            assertThat(percentiles.path("duration").path(p[0]).path("value").asLong()).as("duration " + p[0])
                    .isEqualTo(ProgressFigures.percentile(log.commits(), percent));
            assertThat(percentiles.path("stateSize").path(p[0]).path("value").asLong()).as("state " + p[0])
                    .isEqualTo(ProgressFigures.percentile(log.sst(), percent));
            assertThat(percentiles.path("keys").path(p[0]).path("value").asLong()).as("keys " + p[0])
                    .isEqualTo(ProgressFigures.percentile(log.keys(), percent));
        }
        JsonNode restore = measured.path("restores").get(0);
        assertThat(measured.path("restores")).hasSize(1);
        ProgressFigures.Batch before = log.lastBeforeRestart();
        ProgressFigures.Batch again = log.restarted();
        assertThat(restore.path("checkpoint").asLong()).isEqualTo(again.id());
        assertThat(restore.path("timestamp").asLong()).isEqualTo(again.start());
        assertThat(restore.path("failureTimestamp").asLong()).isEqualTo(before.start() + before.took());
        assertThat(restore.path("sinceFailure").asLong()).isEqualTo(again.start() - before.start() - before.took());
        assertThat(restore.path("rowsRecomputed").asLong()).isEqualTo(again.rows());
        assertThat(restore.path("replayMillis").asLong()).isEqualTo(again.took());
        assertThat(measured.path("model").path("snapshotSeconds").path("measured").asDouble())
                .isEqualTo(ProgressFigures.percentile(log.commits(), 90) / 1000.0);
        Files.writeString(FRESH.resolve("report.json"), measured.toPrettyString(), StandardCharsets.UTF_8);
    }

    @Test
    void theCoursesCaptureIsAProgressLogOfThisQuery() throws IOException {
        ProgressFigures committed = new ProgressFigures(COURSE.resolve("data").resolve("spark").resolve("progress.jsonl"));
        assertThat(committed.batches).hasSameSizeAs(new ProgressFigures(LOG).batches);
        assertThat(committed.restarted().id()).isEqualTo(KeyedCountQuery.FAILING_BATCH);
        assertThat(Files.readString(COURSE.resolve("data").resolve("spark-job.csv"))).isEqualTo(counts);
    }

    private static List<Long> longs(JsonNode array, String field) {
        List<Long> values = new ArrayList<>();
        array.forEach(item -> values.add(item.path(field).asLong()));
        return values;
    }

    /** The plugin's one write path run on the scenario, as the goal runs it: its report.json. */
    private static JsonNode report(Path scenario, Path output) throws Exception {
        File folder = scenario.getParent().toFile();
        ReportPipeline.run(new ReportPipeline.Request(List.of(new ListedScenario("spark", scenario)), true,
                output.toFile(), folder, null, new ReportInputs.Settings("engines/spark test", false, List.of()),
                UpToDate.NEVER, false, "passed over", null), line -> { }, line -> { });
        return new ObjectMapper().readTree(output.resolve("report.json").toFile());
    }
}
