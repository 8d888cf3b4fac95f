package dev.checkpointreport.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import dev.checkpointreport.measured.SparkQuery;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark query ({@link KeyedCountQuery}), run once for the class until it has restarted after its injected
 * failure, its progress logged by {@link ProgressLog} into {@code target/spark-query/progress.jsonl}; then a query
 * that idles ({@link IdleQuery}), its {@code lastProgress} polled into {@code polled.jsonl}. The course's
 * Spark scenario holds one such capture; {@code -Dmeasured.save=true} replaces it with this run's.
 */
@Tag("spark")
class SparkQueryTest {
    static final Path COURSE = Path.of("..", "..", "example-project", "scenarios");
    static final Path FRESH = Path.of("target", "spark-query");
    static final Path LOG = FRESH.resolve("progress.jsonl");
    static final Path POLLED = FRESH.resolve("polled.jsonl");

    private static String counts;

    @BeforeAll
    static void runTheQuery() throws Exception {
        delete(FRESH);
        Files.createDirectories(FRESH);
        SparkSession spark = KeyedCountQuery.session();
        try {
            counts = KeyedCountQuery.run(spark, LOG, FRESH.resolve("checkpoint"));
            Files.write(POLLED, IdleQuery.run(spark, FRESH.resolve("idle")), StandardCharsets.UTF_8);
        } finally {
            spark.stop();
        }
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
        assertThat(measured.path("spark").path("durationField").asText()).isEqualTo("commitTimeMs");
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
    void withChangelogCheckpointingTheCommitIsTheStoresWholeCommit(@TempDir Path course) throws Exception {
        ProgressFigures log = new ProgressFigures(LOG);
        // a changelog each commit and no snapshot before the 10th: RocksDB's checkpoint latency is 0 while the
        // store's commit, the changelog's write, takes time
        assertThat(log.batches).filteredOn(b -> b.checkpointLatency() == 0 && b.commit() > 0).isNotEmpty();
        Files.copy(LOG, Files.createDirectories(course.resolve("data").resolve("spark")).resolve("progress.jsonl"));
        Files.writeString(course.resolve("data").resolve("spark-job.csv"), counts);
        Path scenario = Files.copy(COURSE.resolve("spark.yml"), course.resolve("spark.yml"));
        JsonNode measured = report(scenario, course.resolve("report")).path("measured");
        assertThat(longs(measured.path("checkpoints"), "duration")).isEqualTo(log.commits()).doesNotContain(0L);
        assertThat(measured.path("percentiles").path("duration").path("p50").path("value").asLong())
                .isEqualTo(ProgressFigures.percentile(log.commits(), 50)).isPositive();
    }

    @Test
    void anIdleTriggersRecordIsToldFromTheBatchThatFollowsIt() throws Exception {
        List<String> lines = Files.readAllLines(POLLED, StandardCharsets.UTF_8);
        ObjectMapper json = new ObjectMapper();
        assertThat(lines).hasSize(2 + IdleQuery.IDLE);
        JsonNode batch = json.readTree(lines.get(lines.size() - 1));
        for (String line : lines.subList(1, 1 + IdleQuery.IDLE)) {
            // Spark's own idle report: the next batch's id, no input, no addBatch, the last batch's state
            JsonNode idle = json.readTree(line);
            assertThat(idle.path("batchId").asLong()).isEqualTo(batch.path("batchId").asLong()).isEqualTo(1L);
            assertThat(idle.path("numInputRows").asLong()).isZero();
            assertThat(idle.path("durationMs").has("addBatch")).isFalse();
            assertThat(idle.path("stateOperators").get(0).path("numRowsTotal").asLong()).isEqualTo(100L);
        }
        assertThat(batch.path("durationMs").has("addBatch")).isTrue();
        Measurements measured = Measurements.readSpark(List.of(new SavedResponse(POLLED, "polled.jsonl",
                "polled.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L);
        Checkpoint one = measured.checkpoints().get(1);
        assertThat(one.rows()).isEqualTo(150L);
        assertThat(one.keys()).isEqualTo(250L);
        assertThat(one.trigger()).isEqualTo(java.time.Instant.parse(batch.path("timestamp").asText()).toEpochMilli());
        assertThat(one.duration()).isEqualTo(batch.path("stateOperators").get(0).path("commitTimeMs").asLong());
        assertThat(((SparkQuery) measured.facts()).idle()).isEqualTo(IdleQuery.IDLE);
        assertThat(((SparkQuery) measured.facts()).repeats()).isZero();
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
        PipelineRun.run(PipelineRun.request(scenario, output).basedir(scenario.getParent().toFile())
                .passedOver("passed over"), line -> { });
        return new ObjectMapper().readTree(output.resolve("report.json").toFile());
    }
}
