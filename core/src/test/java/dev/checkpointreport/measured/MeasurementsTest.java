package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hand-checked responses: two scrapes of {@code /checkpoints} ten seconds apart (the second keeps a history
 * of six), the configuration, two scrapes of {@code /exceptions} and one operator's subtasks at checkpoint 9.
 * Checkpoints 1 to 10 are triggered a second apart from T0; 7 failed; the job failed at T0 + 6.5 s and restored
 * checkpoint 6 at T0 + 6.8 s.
 */
class MeasurementsTest {
    private static final String EXCEPTIONS = "{\"exceptionHistory\":{\"entries\":[%s],\"truncated\":false}}";

    @TempDir
    Path folder;

    @Test
    void scrapesAreMergedByCheckpointId() throws MeasuredException {
        Measurements measured = Measurements.read(Fixtures.all());
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L,
                9L, 10L);
        assertThat(measured.completed()).hasSize(9);
        assertThat(measured.failed()).extracting(Checkpoint::id).containsExactly(7L);
        // checkpoint 5 is in progress in the first scrape and completed in the second: the completed one counts
        assertThat(measured.checkpoints().get(4).status()).isEqualTo(Checkpoint.Status.COMPLETED);
        assertThat(measured.checkpoints().get(4).duration()).isEqualTo(250L);
        assertThat(measured.inProgress()).isEmpty();
        assertThat(measured.jobId()).isEqualTo("a1b2c3d4e5f60718293a4b5c6d7e8f90");
        assertThat(((FlinkNewest) measured.facts()).newest()).isEqualTo("flink/checkpoints-2026-01-01T0010.json");
        assertThat(((FlinkNewest) measured.facts()).counts()).isEqualTo(new JobCounts(1, 10, 0, 9, 1));
        assertThat(measured.settings().interval()).isEqualTo(1000L);
        assertThat(measured.settings().timeout()).isEqualTo(600_000L);
        assertThat(measured.restores()).containsExactly(new Restore(6, Fixtures.T0 + 6800, false,
                "file:/tmp/flink-checkpoints/a1b2c3d4e5f60718293a4b5c6d7e8f90/chk-6"));
        // the failure is in the second scrape of /exceptions only, and counted once
        assertThat(measured.failures()).containsExactly(new JobFailure(Fixtures.T0 + 6500,
                "java.lang.RuntimeException"));
        assertThat(measured.files()).hasSize(6);
    }

    @Test
    void percentilesAreNearestRankOverTheCompletedCheckpoints() throws MeasuredException {
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(Fixtures.all()));
        // durations sorted: 100 (1), 150 (3), 200 (2), 250 (5), 300 (6), 350 (9), 400 (4), 450 (10), 500 (8)
        // n = 9: p50 is rank ⌈4.5⌉ = 5, p90 rank ⌈8.1⌉ = 9, p99 rank ⌈8.91⌉ = 9, max rank 9
        assertThat(statistics.duration()).extracting(o -> o.checkpoint().id(), Observed::value).containsExactly(
                org.assertj.core.groups.Tuple.tuple(6L, 300L), org.assertj.core.groups.Tuple.tuple(8L, 500L),
                org.assertj.core.groups.Tuple.tuple(8L, 500L), org.assertj.core.groups.Tuple.tuple(8L, 500L));
        // state sizes 1000 … 6000 (1 … 6), 6500 (8), 7000 (9), 7500 (10)
        assertThat(statistics.stateSize()).extracting(Observed::value).containsExactly(5000L, 7500L, 7500L, 7500L);
        // checkpointed sizes: 500 for 8, 9, 10, then 1000 for 1 … 6: rank 5 is checkpoint 2, rank 9 checkpoint 6
        assertThat(statistics.checkpointedSize()).extracting(o -> o.checkpoint().id()).containsExactly(2L, 6L, 6L,
                6L);
        assertThat(statistics.completed()).isEqualTo(9);
        assertThat(statistics.failed()).isEqualTo(1);
    }

    @Test
    void theMtbfIsTheObservedSpanOverTheFailures() throws MeasuredException {
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(Fixtures.all()));
        // from checkpoint 1's trigger at T0 + 1 s to checkpoint 10's last acknowledgement at T0 + 10.45 s
        assertThat(statistics.firstSeen()).isEqualTo(Fixtures.T0 + 1000);
        assertThat(statistics.lastSeen()).isEqualTo(Fixtures.T0 + 10_450);
        assertThat(statistics.spanSeconds()).isEqualTo(9.45);
        assertThat(statistics.failures()).isEqualTo(1);
        assertThat(statistics.mtbf()).isEqualByComparingTo("9.45");
    }

    @Test
    void aRestoreIsTimedFromTheFailureBeforeIt() throws MeasuredException {
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(Fixtures.all()));
        assertThat(statistics.restores()).singleElement().satisfies(r -> {
            assertThat(r.restore().checkpoint()).isEqualTo(6L);
            assertThat(r.sinceFailure()).isEqualTo(300L);
        });
    }

    @Test
    void theSkewTableSetsTheLargestSubtaskAgainstTheMean() throws MeasuredException {
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(Fixtures.all()));
        MeasuredStatistics.Skew skew = statistics.skew().get(0);
        assertThat(skew.state().checkpoint()).isEqualTo(9L);
        assertThat(skew.state().vertex()).isEqualTo("flink/subtasks-9-keyed-count.json");
        assertThat(skew.total()).isEqualTo(7000L);
        assertThat(skew.largest()).isEqualTo(5000L);
        assertThat(skew.largestIndex()).isZero();
        // 5000 over the mean of 3500
        assertThat(skew.largestOverMean()).isEqualTo(10.0 / 7);
    }

    @Test
    void theVertexIdIsTheRunOf32HexDigitsInTheFilesName() {
        String vertex = "e45bf7107ff70a643445d7122eb32834";
        List<SubtaskState.Subtask> one = List.of(new SubtaskState.Subtask(0, 10L, 10L, 5L));
        // a scrape's stamp after the id, a name of the user's own, the goal's own name, and names with no id
        assertThat(new SubtaskState(27, "flink/subtasks-27-" + vertex + "-202651455291T084.json", one).vertexId())
                .isEqualTo(vertex);
        assertThat(new SubtaskState(5, "flink/op-5-" + vertex + ".json", one).vertexId()).isEqualTo(vertex);
        assertThat(new SubtaskState(5, "flink/" + vertex + "/subtasks-5-" + vertex + ".json", one).vertexId())
                .isEqualTo(vertex);
        assertThat(new SubtaskState(9, "flink/subtasks-9-keyed-count.json", one).vertexId()).isNull();
        assertThat(new SubtaskState(9, "flink/" + vertex + "/subtasks-9.json", one).vertexId()).isNull();
        assertThat(new SubtaskState(9, "flink/subtasks-9-" + vertex + "0.json", one).vertexId()).isNull();
        // and the operator is named by that id
        assertThat(new SubtaskState(27, "flink/subtasks-27-" + vertex + "-202651455291T084.json", one)
                .named(java.util.Map.of(vertex, "count-per-user")).operator()).isEqualTo("count-per-user");
    }

    @Test
    void aSpanOf0SecondsHasNoMtbfIntervalThoughTheExceptionsAreSaved() throws Exception {
        // one checkpoint acknowledged at its trigger, and an exception history with no failure: a span of 0 s
        List<SavedResponse> files = List.of(saved("checkpoints.json", "{\"counts\":{\"restored\":0,\"total\":1,"
                + "\"in_progress\":0,\"completed\":1,\"failed\":0},\"summary\":{},\"history\":[" + completed(1, 1000)
                + "]}"), saved("exceptions.json", EXCEPTIONS.formatted("")));
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(files));
        assertThat(statistics.spanSeconds()).isZero();
        assertThat(statistics.failures()).isZero();
        assertThat(statistics.mtbf()).isNull();
        assertThat(statistics.mtbfInterval()).isNull();
    }

    @Test
    void untilRunningEndsAtTheFirstFinishedCheckpointNotOneSeenOnlyInProgress() throws Exception {
        // failure at 6.5 s, restore of 5 at 6.8 s; 7 (7 s) is only ever seen in progress, 8 (8 s) completed
        List<SavedResponse> files = List.of(saved("checkpoints.json", "{\"counts\":{\"restored\":1,\"total\":3,"
                + "\"in_progress\":1,\"completed\":2,\"failed\":0},\"summary\":{},\"latest\":{\"restored\":{\"id\":5,"
                + "\"restore_timestamp\":" + (Fixtures.T0 + 6800) + "}},\"history\":[" + completed(8, 8000) + ","
                + "{\"id\":7,\"status\":\"IN_PROGRESS\",\"trigger_timestamp\":" + (Fixtures.T0 + 7000) + "},"
                + completed(5, 5000) + "]}"), saved("exceptions.json", EXCEPTIONS.formatted("{\"timestamp\":"
                + (Fixtures.T0 + 6500) + ",\"exceptionName\":\"java.lang.RuntimeException\"}")));
        MeasuredStatistics.RestoreTime restore = MeasuredStatistics.of(Measurements.read(files)).restores().get(0);
        assertThat(restore.untilRunning()).isEqualTo(1500L);
        assertThat(restore.lost()).isEqualTo(1500L);
    }

    private SavedResponse saved(String name, String json) throws IOException {
        return Fixtures.one(Files.writeString(folder.resolve(name), json));
    }

    /** A completed checkpoint triggered and acknowledged at {@code T0 + at} ms, 0 ms end to end. */
    private static String completed(long id, long at) {
        return "{\"id\":" + id + ",\"status\":\"COMPLETED\",\"is_savepoint\":false,\"trigger_timestamp\":"
                + (Fixtures.T0 + at) + ",\"latest_ack_timestamp\":" + (Fixtures.T0 + at) + ",\"end_to_end_duration\":0,"
                + "\"state_size\":10}";
    }

    @Test
    void withoutTheExceptionsThereIsNoMtbf() throws MeasuredException {
        List<SavedResponse> files = Fixtures.all().stream().filter(f -> !f.written().contains("exceptions")).toList();
        MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.read(files));
        assertThat(statistics.failures()).isZero();
        assertThat(statistics.mtbf()).isNull();
        assertThat(statistics.restores().get(0).failure()).isNull();
    }
}
