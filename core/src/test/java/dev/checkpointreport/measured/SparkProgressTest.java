package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Spark query's progress log, hand-written under {@code src/test/resources/measured/spark}: eight batches of a
 * query with two stateful operators on RocksDB, a 500 ms trigger, a failure after batch 4 and a new run that runs
 * batch 5 again. Every figure below is worked out from the log by hand.
 */
class SparkProgressTest {
    /** 2026-01-01T00:00:00Z, the log's first batch. */
    static final long T0 = 1_767_225_600_000L;

    static SavedResponse log(String name) {
        try {
            Path file = Path.of(SparkProgressTest.class.getResource("/measured/spark/" + name).toURI());
            return new SavedResponse(file, "spark/" + name, "spark/" + name);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Measurements rocksdb() throws MeasuredException {
        return Measurements.readSpark(List.of(log("progress.jsonl")));
    }

    @Test
    void eachStatefulBatchIsACheckpointOfTheHistory() throws MeasuredException {
        Measurements measured = rocksdb();
        assertThat(measured.source()).isEqualTo(HistorySource.SPARK);
        assertThat(measured.source().axis()).isEqualTo("batch, started (UTC)");
        assertThat(measured.source().numbered()).isFalse();
        assertThat(measured.jobId()).isEqualTo("5b2e8c1a-3d4f-4e6a-9b7c-0a1b2c3d4e5f");
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(measured.checkpoints().get(2).trigger()).isEqualTo(T0 + 1000);
        assertThat(measured.checkpoints().get(2).latestAck()).isEqualTo(T0 + 1110);
        assertThat(measured.checkpoints().get(2).label()).isEqualTo("batch 2");
        // the stores' commitTimeMs summed over the two operators: 60 + 10; RocksDB's SST files: 1300 + 200
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration)
                .containsExactly(50L, 60L, 70L, 55L, 65L, 210L, 90L, 60L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::stateSize)
                .containsExactly(1200L, 1400L, 1500L, 1600L, 1700L, 1700L, 2000L, 2100L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::checkpointedSize)
                .containsExactly(1200L, 400L, 300L, 300L, 300L, 1500L, 600L, 300L);
        // the entries of the operator that holds the most, stateStoreSave's 100, not the sum with dedupe's 10
        assertThat(measured.checkpoints()).extracting(Checkpoint::keys).containsOnly(100L);
        assertThat(measured.checkpoints().get(6).rows()).isEqualTo(6000L);
        assertThat(((SparkQuery) measured.facts()).durationField()).isEqualTo("commitTimeMs");
        assertThat(((SparkQuery) measured.facts()).stateField()).isEqualTo("rocksdbSstFileSize");
        assertThat(((SparkQuery) measured.facts()).writtenField()).isEqualTo("rocksdbBytesCopied");
        assertThat(((SparkQuery) measured.facts()).rocksdb()).isTrue();
        assertThat(((SparkQuery) measured.facts()).operators()).containsExactly("stateStoreSave", "dedupe");
        assertThat(((SparkQuery) measured.facts()).name()).isEqualTo("counts");
        assertThat(measured.facts()).isInstanceOf(SparkQuery.class);
    }

    @Test
    void aNewRunOfTheSameQueryIsARestartThatRunsTheFailedBatchAgain() throws MeasuredException {
        Measurements measured = rocksdb();
        assertThat(((SparkQuery) measured.facts()).runs()).containsExactly("11111111-aaaa-4bbb-8ccc-000000000001",
                "22222222-aaaa-4bbb-8ccc-000000000002");
        // the old run's last batch started at 2.000 s and took 120 ms; the new run's first started at 5.300 s
        assertThat(measured.failures()).containsExactly(new JobFailure(T0 + 2120, null));
        assertThat(measured.restores()).containsExactly(new Restore(5, T0 + 5300, false, null, 1000L, 900L));
        MeasuredStatistics statistics = MeasuredStatistics.of(measured);
        assertThat(statistics.restores()).singleElement().satisfies(r -> assertThat(r.sinceFailure()).isEqualTo(3180L));
        // the span ends with the latest batch end: batch 5's, at 5.300 s + 900 ms, after batch 7's at 6.130 s
        assertThat(statistics.lastSeen()).isEqualTo(T0 + 6200);
        assertThat(statistics.spanSeconds()).isEqualTo(6.2);
        assertThat(statistics.mtbf()).isEqualByComparingTo("6.2");
    }

    @Test
    void thePercentilesAreNearestRankOverTheBatches() throws MeasuredException {
        MeasuredStatistics statistics = MeasuredStatistics.of(rocksdb());
        // sorted 50 55 60 60 65 70 90 210: p50 is the 4th, p90 of 8 the 8th
        assertThat(statistics.duration()).extracting(o -> o.checkpoint().id(), Observed::value).containsExactly(
                org.assertj.core.groups.Tuple.tuple(7L, 60L), org.assertj.core.groups.Tuple.tuple(5L, 210L),
                org.assertj.core.groups.Tuple.tuple(5L, 210L), org.assertj.core.groups.Tuple.tuple(5L, 210L));
        assertThat(statistics.stateSize()).extracting(Observed::value).containsExactly(1600L, 2100L, 2100L, 2100L);
        assertThat(statistics.keys()).extracting(Observed::value).containsExactly(100L, 100L, 100L, 100L);
        assertThat(statistics.completed()).isEqualTo(8);
    }

    @Test
    void theBatchGapIsTheMedianTimeBetweenARunsBatches() throws MeasuredException {
        SparkQuery query = ((SparkQuery) rocksdb().facts());
        // run 1: 500 500 500 500; run 2: 200 500; no gap across the restart
        assertThat(query.gaps()).isEqualTo(6);
        assertThat(query.batchGap()).isEqualTo(500L);
        assertThat(query.batches()).isEqualTo(8);
    }

    @Test
    void withoutRocksDbTheCommitTimeAndTheMemoryAreTaken() throws MeasuredException {
        Measurements measured = Measurements.readSpark(List.of(log("hdfs-progress.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration).containsExactly(50L, 60L, 70L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::stateSize).containsExactly(5800L, 5900L, 6000L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::checkpointedSize).containsOnlyNulls();
        assertThat(((SparkQuery) measured.facts()).durationField()).isEqualTo("commitTimeMs");
        assertThat(((SparkQuery) measured.facts()).stateField()).isEqualTo("memoryUsedBytes");
        assertThat(((SparkQuery) measured.facts()).rocksdb()).isFalse();
        assertThat(measured.restores()).isEmpty();
    }

    @Test
    void withChangelogCheckpointingTheCommitIsTheStoresWholeCommit() throws MeasuredException {
        // a real Spark 4.2 query (engines/spark) with changelog checkpointing: no snapshot before the 10th commit, so
        // rocksdbCommitCheckpointLatency is 0 on every batch, while commitTimeMs times the changelog's write
        Measurements measured = Measurements.readSpark(List.of(log("changelog-progress.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration)
                .containsExactly(105L, 229L, 301L, 246L, 220L, 170L, 205L, 232L);
        assertThat(((SparkQuery) measured.facts()).durationField()).isEqualTo("commitTimeMs");
        MeasuredStatistics statistics = MeasuredStatistics.of(measured);
        // sorted 105 170 205 220 229 232 246 301: p50 the 4th, p90 of 8 the 8th
        assertThat(statistics.duration()).extracting(Observed::value).containsExactly(220L, 301L, 301L, 301L);
    }

    @Test
    void anIdleTriggersRecordIsLeftOutAndTheBatchAfterItKept() throws MeasuredException {
        // a real Spark 4.2 query's lastProgress polled: batch 0, two idle triggers' reports with batch 1's id, no
        // input, no addBatch and batch 0's state figures, then batch 1 itself
        Measurements measured = Measurements.readSpark(List.of(log("idle-polled.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration).containsExactly(226L, 193L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::keys).containsExactly(100L, 250L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::rows).containsExactly(100L, 150L);
        assertThat(((SparkQuery) measured.facts()).idle()).isEqualTo(2);
        assertThat(((SparkQuery) measured.facts()).batches()).isEqualTo(2);
        assertThat(((SparkQuery) measured.facts()).gaps()).isEqualTo(1);
    }

    @Test
    void twoIdleReportsWithTheNextBatchsIdDoNotHideThatBatch(@TempDir Path folder) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(log("progress.jsonl").real(), StandardCharsets.UTF_8));
        ObjectMapper json = new ObjectMapper();
        List<String> idle = new ArrayList<>();
        for (String at : List.of("2026-01-01T00:00:01.200Z", "2026-01-01T00:00:01.400Z")) {
            ObjectNode record = (ObjectNode) json.readTree(lines.get(2));
            record.put("batchId", 3).put("numInputRows", 0).put("timestamp", at);
            record.putObject("durationMs").put("latestOffset", 2).put("triggerExecution", 3);
            idle.add(json.writeValueAsString(record));
        }
        ObjectNode batch = (ObjectNode) json.readTree(lines.get(3));
        ((ObjectNode) batch.get("stateOperators").get(0)).put("commitTimeMs", 890);
        ((ObjectNode) batch.get("stateOperators").get(0).get("customMetrics")).put("rocksdbSstFileSize", 9799);
        lines.set(3, json.writeValueAsString(batch));
        lines.addAll(3, idle);
        Path file = Files.write(folder.resolve("idle.jsonl"), lines, StandardCharsets.UTF_8);

        Measurements measured = Measurements.readSpark(List.of(new SavedResponse(file, "spark/idle.jsonl",
                "spark/idle.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(measured.checkpoints().get(3).duration()).isEqualTo(900L);
        assertThat(measured.checkpoints().get(3).stateSize()).isEqualTo(9999L);
        assertThat(measured.checkpoints().get(3).trigger()).isEqualTo(T0 + 1500);
        assertThat(((SparkQuery) measured.facts()).idle()).isEqualTo(2);
        assertThat(((SparkQuery) measured.facts()).repeats()).isZero();
        assertThat(MeasuredStatistics.of(measured).duration().get(3).checkpoint().id()).isEqualTo(3L);
    }

    @Test
    void aRecordWrittenTwiceIsLeftOutAsARepeat(@TempDir Path folder) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(log("progress.jsonl").real(), StandardCharsets.UTF_8));
        lines.add(3, lines.get(2));
        Path file = Files.write(folder.resolve("twice.jsonl"), lines, StandardCharsets.UTF_8);
        Measurements measured = Measurements.readSpark(List.of(new SavedResponse(file, "spark/twice.jsonl",
                "spark/twice.jsonl")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
        assertThat(((SparkQuery) measured.facts()).repeats()).isEqualTo(1);
        assertThat(((SparkQuery) measured.facts()).idle()).isZero();
        assertThat(((SparkQuery) measured.facts()).batches()).isEqualTo(8);
    }

    @Test
    void aRunThatIdlesBeforeItsFirstBatchStartsAtItsFirstIdleTrigger(@TempDir Path folder) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(log("progress.jsonl").real(), StandardCharsets.UTF_8));
        ObjectMapper json = new ObjectMapper();
        // the new run's first trigger at 3.000 s finds no data yet; its batch 5 starts at 5.300 s
        ObjectNode idle = (ObjectNode) json.readTree(lines.get(5));
        idle.put("numInputRows", 0).put("timestamp", "2026-01-01T00:00:03.000Z");
        idle.putObject("durationMs").put("latestOffset", 2).put("triggerExecution", 3);
        lines.add(5, json.writeValueAsString(idle));
        Path file = Files.write(folder.resolve("idle.jsonl"), lines, StandardCharsets.UTF_8);

        Measurements measured = Measurements.readSpark(List.of(new SavedResponse(file, "spark/idle.jsonl",
                "spark/idle.jsonl")));
        assertThat(measured.restores()).containsExactly(new Restore(5, T0 + 3000, false, null, 1000L, 900L));
        assertThat(MeasuredStatistics.of(measured).restores()).singleElement()
                .satisfies(r -> assertThat(r.sinceFailure()).isEqualTo(880L));
        assertThat(measured.checkpoints().get(5).duration()).isEqualTo(210L);
        assertThat(((SparkQuery) measured.facts()).idle()).isEqualTo(1);
    }
}
