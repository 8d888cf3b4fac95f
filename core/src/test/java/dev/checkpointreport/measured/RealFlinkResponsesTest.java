package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Responses captured from Flink 2.3.0's MiniCluster (parallelism 2, 1,000 keys, a checkpoint every 300 ms, one
 * failure injected after checkpoint 3), saved as the README says; only the checkpoint folder's machine path is
 * replaced by {@code /checkpoints/}. The plugin's percentiles over these nine checkpoints equal Flink's own.
 */
class RealFlinkResponsesTest {

    private static MeasuredStatistics statistics() throws MeasuredException, URISyntaxException {
        return MeasuredStatistics.of(measurements());
    }

    private static Measurements measurements() throws MeasuredException, URISyntaxException {
        return Measurements.read(Fixtures.in(Path.of(RealFlinkResponsesTest.class.getResource("/measured/flink-2.3.0")
                .toURI())));
    }

    @Test
    void everyShapeFlinkWritesIsRead() throws Exception {
        Measurements measured = measurements();
        assertThat(measured.source()).isEqualTo(HistorySource.FLINK_REST);
        assertThat(measured.source().axis()).isEqualTo("checkpoint, triggered (UTC)");
        assertThat(measured.source().scraped()).isTrue();
        assertThat(measured.jobId()).isEqualTo("0c311d2cc6c47690fbb42ec68f0ba67a");
        assertThat(measured.completed()).extracting(Checkpoint::id).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        assertThat(((FlinkNewest) measured.facts()).counts()).isEqualTo(new JobCounts(1, 11, 0, 9, 2));
        assertThat(measured.settings().interval()).isEqualTo(300L);
        assertThat(measured.settings().stateBackend()).isEqualTo("HashMapStateBackend");
        assertThat(measured.restores()).extracting(Restore::checkpoint, Restore::timestamp)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(3L, 1_796_130_615_980L));
        assertThat(measured.failures()).containsExactly(new JobFailure(1_796_130_615_742L,
                "java.lang.IllegalStateException"));
        assertThat(measured.subtasks()).hasSize(2);
        // Flink writes a percentile of a single value as "NaN": read as none
        assertThat(((FlinkNewest) measured.facts()).summary().duration().p90()).isEqualTo(123.0);
    }

    @Test
    void thePercentilesEqualFlinksOwnSummary() throws Exception {
        MeasuredStatistics statistics = statistics();
        Measurements measured = measurements();
        // durations 16 (9), 20 (8), 29 (4), 38 (2), 42 (6), 57 (7), 58 (5), 64 (3), 123 (1)
        assertThat(statistics.duration()).extracting(Observed::value).containsExactly(42L, 123L, 123L, 123L);
        assertThat((double) Observed.at(statistics.duration(), Percentile.P50).value())
                .isEqualTo(((FlinkNewest) measured.facts()).summary().duration().p50());
        assertThat((double) Observed.at(statistics.stateSize(), Percentile.P90).value())
                .isEqualTo(((FlinkNewest) measured.facts()).summary().stateSize().p90()).isEqualTo(67950.0);
        assertThat(Observed.at(statistics.stateSize(), Percentile.P90).checkpoint().id()).isEqualTo(3L);
    }

    @Test
    void theRestoreAndTheMtbfFollowFromTheFailure() throws Exception {
        MeasuredStatistics statistics = statistics();
        // from checkpoint 1's trigger to checkpoint 9's last acknowledgement: 2.898 s, one failure
        assertThat(statistics.spanSeconds()).isEqualTo(2.898);
        assertThat(statistics.mtbf()).isEqualByComparingTo("2.898");
        assertThat(statistics.restores().get(0).sinceFailure()).isEqualTo(238L);
    }

    @Test
    void theKeyedOperatorsStateFallsAlmostEvenlyOnItsTwoSubtasks() throws Exception {
        MeasuredStatistics.Skew keyed = statistics().skew().stream()
                .filter(s -> s.state().vertex().contains("bde003748507fe3676ee1553bea4cff0")).findFirst().orElseThrow();
        assertThat(keyed.total()).isEqualTo(66_265L);
        assertThat(keyed.largest()).isEqualTo(33_741L);
        assertThat(keyed.largestOverMean()).isEqualTo(33_741.0 * 2 / 66_265);
    }

    @Test
    void aScrapeOfAnotherRunOfTheJobIsRefusedNamingBothJobs() throws Exception {
        List<SavedResponse> files = new ArrayList<>(Fixtures.in(Path.of(RealFlinkResponsesTest.class
                .getResource("/measured/flink-2.3.0").toURI())));
        Path other = Path.of(RealFlinkResponsesTest.class.getResource("/measured/flink-2.3.0-another-run/checkpoints.json")
                .toURI());
        files.add(new SavedResponse(other, "flink/other/checkpoints.json", "flink/other/checkpoints.json"));

        MeasuredException e = org.assertj.core.api.Assertions.catchThrowableOfType(MeasuredException.class,
                () -> Measurements.read(files));
        assertThat(e.getMessage()).startsWith("flink/other/checkpoints.json: $.history[1].external_path: names the job "
                + "7ea7e6aa4d8dae8fc49d51b0b403a032, but flink/checkpoints.json (").endsWith(") names the job "
                + "0c311d2cc6c47690fbb42ec68f0ba67a; the files of one scenario must come from one job");
    }

    private static Measurements measurementsWithTheJob() throws MeasuredException, URISyntaxException {
        List<SavedResponse> files = new ArrayList<>(Fixtures.in(Path.of(RealFlinkResponsesTest.class
                .getResource("/measured/flink-2.3.0").toURI())));
        files.add(Fixtures.one(Path.of(RealFlinkResponsesTest.class.getResource("/measured/flink-2.3.0-job/job.json")
                .toURI())));
        return Measurements.read(files);
    }

    @Test
    void theJobsResponseNamesTheOperatorsTheSubtasksFilesAreNamedBy() throws Exception {
        assertThat(measurementsWithTheJob().subtasks()).extracting(SubtaskState::vertexId, SubtaskState::operator)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("bc764cd8ddf7a0cff126f51c16239658", "Source: events"),
                        org.assertj.core.groups.Tuple.tuple("bde003748507fe3676ee1553bea4cff0",
                                "keyed count -> Sink: discard"));
        assertThat(measurements().subtasks()).extracting(SubtaskState::operator).containsExactly(null, null);
    }

    @Test
    void theRestoreSaysTheTimeLostAndTheTimeUntilTheJobRanAgain() throws Exception {
        MeasuredStatistics.RestoreTime restore = statistics().restores().get(0);
        // checkpoint 3 triggered at …615580, the failure at …615742; checkpoint 4, the first after the restore at
        // …615980, triggered at …616364
        assertThat(restore.lost()).isEqualTo(162L);
        assertThat(restore.untilRunning()).isEqualTo(622L);
    }

    @Test
    void oneFailureGivesAnMtbfIntervalNearlyTwoOrdersOfMagnitudeWide() throws Exception {
        MtbfInterval interval = statistics().mtbfInterval();
        // 2·2.898/χ²(0.95; 4) and 2·2.898/χ²(0.05; 2), as scipy.stats.chi2.ppf gives them
        assertThat(interval.failures()).isEqualTo(1);
        assertThat(interval.lower()).isCloseTo(0.6108943433703262, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(interval.upper()).isCloseTo(56.49861321255626, org.assertj.core.data.Offset.offset(1e-10));
        assertThat(interval.few()).isTrue();
    }

    @Test
    void aStartAtCheckpointFourLeavesTheFirstThreeOutOfThePercentilesOnly() throws Exception {
        Measurements measured = measurements();
        MeasuredFrom from = new MeasuredFrom(4L, null);
        MeasuredStatistics statistics = MeasuredStatistics.of(measured, from);

        assertThat(from.problem(measured)).isNull();
        // durations from checkpoint 4 on: 16 (9), 20 (8), 29 (4), 42 (6), 57 (7), 58 (5); p50 is rank 3, p90 rank 6
        assertThat(statistics.duration()).extracting(o -> o.checkpoint().id(), Observed::value).containsExactly(
                org.assertj.core.groups.Tuple.tuple(4L, 29L), org.assertj.core.groups.Tuple.tuple(5L, 58L),
                org.assertj.core.groups.Tuple.tuple(5L, 58L), org.assertj.core.groups.Tuple.tuple(5L, 58L));
        assertThat(statistics.warmUp()).isEqualTo(3);
        assertThat(statistics.counted()).isEqualTo(6);
        assertThat(statistics.completed()).isEqualTo(9);
        assertThat(statistics.spanSeconds()).isEqualTo(2.898);
        assertThat(statistics.mtbf()).isEqualByComparingTo("2.898");
        assertThat(MeasuredStatistics.of(measured, new MeasuredFrom(null, 1_796_130_616_364L)).duration())
                .isEqualTo(statistics.duration());
    }

    @Test
    void aStartTheHistoryDoesNotHoldOrThatLeavesNothingIsNamed() throws Exception {
        Measurements measured = measurements();
        assertThat(new MeasuredFrom(12L, null).problem(measured)).isEqualTo("names checkpoint 12, which the merged "
                + "history does not hold: it holds checkpoints 1 to 9; name one of them, or a time such as "
                + "2026-12-01T14:30:00Z");
        assertThat(new MeasuredFrom(null, 1_796_130_617_865L).problem(measured)).isEqualTo("leaves out every "
                + "completed checkpoint of the 9 in the merged history, the last triggered at "
                + "2026-12-01T13:10:17.864Z; name an earlier start");
    }

    @Test
    void theBusiestSubtaskIsSaidByStateAndByDuration() throws Exception {
        MeasuredStatistics.Skew keyed = statistics().skew().get(1);
        // subtask 0: 33741 B in 15 ms, subtask 1: 32524 B in 16 ms
        assertThat(keyed.largestIndex()).isEqualTo(0);
        assertThat(keyed.slowestIndex()).isEqualTo(1);
        assertThat(keyed.slowest()).isEqualTo(16L);
    }
}
