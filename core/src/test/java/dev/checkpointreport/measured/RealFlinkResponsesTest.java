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
        assertThat(measured.jobId()).isEqualTo("0c311d2cc6c47690fbb42ec68f0ba67a");
        assertThat(measured.completed()).extracting(Checkpoint::id).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        assertThat(measured.counts()).isEqualTo(new JobCounts(1, 11, 0, 9, 2));
        assertThat(measured.settings().interval()).isEqualTo(300L);
        assertThat(measured.settings().stateBackend()).isEqualTo("HashMapStateBackend");
        assertThat(measured.restores()).extracting(Restore::checkpoint, Restore::timestamp)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(3L, 1_796_130_615_980L));
        assertThat(measured.failures()).containsExactly(new JobFailure(1_796_130_615_742L,
                "java.lang.IllegalStateException"));
        assertThat(measured.subtasks()).hasSize(2);
        // Flink writes a percentile of a single value as "NaN": read as none
        assertThat(measured.summary().duration().p90()).isEqualTo(123.0);
    }

    @Test
    void thePercentilesEqualFlinksOwnSummary() throws Exception {
        MeasuredStatistics statistics = statistics();
        Measurements measured = measurements();
        // durations 16 (9), 20 (8), 29 (4), 38 (2), 42 (6), 57 (7), 58 (5), 64 (3), 123 (1)
        assertThat(statistics.duration()).extracting(Observed::value).containsExactly(42L, 123L, 123L, 123L);
        assertThat((double) Observed.at(statistics.duration(), Percentile.P50).value())
                .isEqualTo(measured.summary().duration().p50());
        assertThat((double) Observed.at(statistics.stateSize(), Percentile.P90).value())
                .isEqualTo(measured.summary().stateSize().p90()).isEqualTo(67950.0);
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
}
