package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved {@code query_range} answers, hand-written under {@code src/test/resources/measured/prometheus} in
 * Prometheus's format: twelve samples 15 s apart from T0 of one job's metrics, as Flink's reporter names them. The
 * job restarts twice (numRestarts rises before 75 s and before 150 s) and its JobManager once (its series end at
 * 105 s; a new JobManager's start at 120 s with its counters at 0 and no checkpoint yet). Checkpoint ids by sample:
 * -1, -1, 1, 1, 2, 2, 4, 5, -1, -1, 7, 8. Every figure below is worked out from the files by hand.
 */
class PrometheusHistoryTest {
    /** 2026-01-01T00:00:00Z, the first sample. */
    static final long T0 = 1_767_225_600_000L;
    static final List<String> JOB_LEVEL = List.of("lastCompletedCheckpointId", "lastCheckpointDuration",
            "lastCheckpointFullSize", "lastCheckpointSize", "lastCheckpointRestoreTimestamp",
            "numberOfCompletedCheckpoints", "numberOfFailedCheckpoints", "numRestarts");

    static SavedResponse answer(String metric) {
        try {
            Path file = Path.of(PrometheusHistoryTest.class.getResource("/measured/prometheus/" + metric + ".json")
                    .toURI());
            return new SavedResponse(file, "prometheus/" + metric + ".json", "prometheus/" + metric + ".json");
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<SavedResponse> answers(List<String> metrics) {
        List<SavedResponse> files = new ArrayList<>();
        for (String metric : metrics) {
            files.add(answer(metric));
        }
        return files;
    }

    static List<SavedResponse> all() {
        List<String> metrics = new ArrayList<>(JOB_LEVEL);
        metrics.add("checkpointAlignmentTime");
        metrics.add("checkpointStartDelayNanos");
        return answers(metrics);
    }

    @Test
    void eachRiseOfTheCheckpointIdIsACheckpointAtItsSample() throws MeasuredException {
        Measurements measured = Measurements.readPrometheus(all());
        assertThat(measured.source()).isEqualTo(HistorySource.PROMETHEUS);
        assertThat(measured.source().axis()).isEqualTo("checkpoint, sampled (UTC)");
        assertThat(measured.source().sampled()).isTrue();
        assertThat(measured.jobId()).isEqualTo("a1b2c3d4e5f60718293a4b5c6d7e8f90");
        // 3 completed between the samples at 60 s and 90 s, where only 4 is seen; 6 never completed
        assertThat(measured.checkpoints()).extracting(Checkpoint::id, Checkpoint::trigger, Checkpoint::duration,
                Checkpoint::stateSize, Checkpoint::checkpointedSize).containsExactly(
                tuple(1L, T0 + 30_000, 120L, 1000L, 1000L), tuple(2L, T0 + 60_000, 150L, 1100L, 100L),
                tuple(4L, T0 + 90_000, 300L, 1300L, 200L), tuple(5L, T0 + 105_000, 180L, 1400L, 100L),
                tuple(7L, T0 + 150_000, 210L, 1500L, 500L), tuple(8L, T0 + 165_000, 160L, 1600L, 100L));
        assertThat(measured.checkpoints()).extracting(Checkpoint::status).containsOnly(Checkpoint.Status.COMPLETED);
        assertThat(measured.checkpoints().get(4).file()).isEqualTo("prometheus/lastCompletedCheckpointId.json");
        // the new JobManager's series is the second; checkpoint 7 is its third sample
        assertThat(measured.checkpoints().get(4).path()).isEqualTo("$.data.result[1].values[2]");
        assertThat(measured.inProgress()).isEmpty();
        assertThat(measured.facts()).isInstanceOf(PrometheusSeries.class);
        assertThat(measured.files()).hasSize(10).startsWith("prometheus/lastCompletedCheckpointId.json");
    }

    @Test
    void restartsAndTheNewJobManagerAreFailuresBeforeTheirRestores() throws MeasuredException {
        Measurements measured = Measurements.readPrometheus(all());
        // numRestarts rises at 75 s and 150 s (timed at the samples before); the JobManager's start again at
        // 120 s is one more, timed at 105 s
        assertThat(measured.failures()).extracting(JobFailure::timestamp).containsExactly(T0 + 60_000, T0 + 105_000,
                T0 + 135_000);
        assertThat(measured.exceptionsSaved()).isTrue();
        // restores at Flink's times 72 s, 125 s and 142 s, each from the latest checkpoint seen by then
        assertThat(measured.restores()).containsExactly(new Restore(2, T0 + 72_000, false, null),
                new Restore(5, T0 + 125_000, false, null), new Restore(5, T0 + 142_000, false, null));
        MeasuredStatistics statistics = MeasuredStatistics.of(measured);
        assertThat(statistics.restores()).extracting(MeasuredStatistics.RestoreTime::sinceFailure)
                .containsExactly(12_000L, 20_000L, 7_000L);
        // the span runs from the first sample to the last, 165 s, over 3 failures
        assertThat(statistics.firstSeen()).isEqualTo(T0);
        assertThat(statistics.lastSeen()).isEqualTo(T0 + 165_000);
        assertThat(statistics.mtbf()).isEqualByComparingTo("55");
        assertThat(statistics.completed()).isEqualTo(6);
        // durations sorted 120 (1), 150 (2), 160 (8), 180 (5), 210 (7), 300 (4): p50 is rank 3, p90 rank 6
        assertThat(statistics.duration()).extracting(o -> o.checkpoint().id(), Observed::value).containsExactly(
                tuple(8L, 160L), tuple(4L, 300L), tuple(4L, 300L), tuple(4L, 300L));
        assertThat(statistics.checkpointedSize()).extracting(Observed::value).containsExactly(100L, 1000L, 1000L,
                1000L);
    }

    @Test
    void theCountersRiseAsIncreaseCountsThem() throws MeasuredException {
        PrometheusSeries series = (PrometheusSeries) Measurements.readPrometheus(all()).facts();
        assertThat(series.jobName()).isEqualTo("counts");
        assertThat(series.firstSample()).isEqualTo(T0);
        assertThat(series.lastSample()).isEqualTo(T0 + 165_000);
        assertThat(series.samples()).isEqualTo(12);
        assertThat(series.step()).isEqualTo(15_000L);
        // completed: 0 0 1 1 2 2 4 5 | 0 0 1 2: 5 under the first JobManager, 2 under the second; 6 seen
        assertThat(series.completedIncrease()).isEqualTo(7L);
        // failed: 0 0 0 0 1 1 1 1 | 0 0 0 2
        assertThat(series.failedCheckpoints()).isEqualTo(3L);
        assertThat(series.restarts()).isEqualTo(2L);
        assertThat(series.counterResets()).isEqualTo(1);
        assertThat(series.alignmentNanos()).isEqualTo(4_000_000L);
        assertThat(series.startDelayNanos()).isEqualTo(7_000_000L);
        assertThat(series.metrics()).containsExactly("flink_jobmanager_job_lastCompletedCheckpointId",
                "flink_jobmanager_job_lastCheckpointDuration", "flink_jobmanager_job_lastCheckpointFullSize",
                "flink_jobmanager_job_lastCheckpointSize", "flink_jobmanager_job_lastCheckpointRestoreTimestamp",
                "flink_jobmanager_job_numberOfCompletedCheckpoints", "flink_jobmanager_job_numberOfFailedCheckpoints",
                "flink_jobmanager_job_numRestarts", "flink_taskmanager_job_task_checkpointAlignmentTime",
                "flink_taskmanager_job_task_checkpointStartDelayNanos");
    }

    @Test
    void theFailedCheckpointsTheMetricsListNoneOfAreFailedUnlisted() throws MeasuredException {
        // the history sampled from Prometheus lists no failed checkpoint: each of the counter's 3 is unlisted
        HistoryGaps gaps = Measurements.readPrometheus(all()).gaps();
        assertThat(gaps.flinkFailed()).isEqualTo(3L);
        assertThat(gaps.historyFailed()).isZero();
        assertThat(gaps.failedUnlisted()).isEqualTo(3L);
        // without numberOfFailedCheckpoints' file there is no count to set beside the history
        assertThat(Measurements.readPrometheus(answers(List.of("lastCompletedCheckpointId", "lastCheckpointDuration",
                "lastCheckpointFullSize"))).gaps().failedUnlisted()).isNull();
    }

    @Test
    void withoutTheOptionalMetricsTheHistoryKeepsItsCheckpoints() throws MeasuredException {
        Measurements measured = Measurements.readPrometheus(answers(List.of("lastCompletedCheckpointId",
                "lastCheckpointDuration", "lastCheckpointFullSize")));
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(1L, 2L, 4L, 5L, 7L, 8L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::checkpointedSize).containsOnlyNulls();
        // without numRestarts the failures are unknown, not none
        assertThat(measured.exceptionsSaved()).isFalse();
        assertThat(measured.failures()).isEmpty();
        assertThat(measured.restores()).isEmpty();
        assertThat(((PrometheusSeries) measured.facts()).restarts()).isNull();
        assertThat(((PrometheusSeries) measured.facts()).completedIncrease()).isNull();
        // the id's fall to -1 at 120 s still says a JobManager started again
        assertThat(((PrometheusSeries) measured.facts()).counterResets()).isEqualTo(1);
        assertThat(MeasuredStatistics.of(measured).spanSeconds()).isEqualTo(165.0);
    }

    @Test
    void aScrapeThatReadAGaugeBeforeTheCheckpointCompletedTakesTheNextSamples(@TempDir Path folder)
            throws IOException, MeasuredException {
        // checkpoint 1 is first seen at 30 s with the gauges still at none (-1), as at 15 s; checkpoint 2 at 60 s
        // with checkpoint 1's duration (120 ms), as at 45 s: the next samples, 45 s and 75 s, hold their own
        List<SavedResponse> files = new ArrayList<>();
        for (SavedResponse file : all()) {
            String text = Files.readString(file.real());
            if (file.written().endsWith("/lastCheckpointDuration.json")) {
                text = text.replace("[1767225630,\"120\"]", "[1767225630,\"-1\"]")
                        .replace("[1767225660,\"150\"]", "[1767225660,\"120\"]");
            }
            if (file.written().endsWith("/lastCheckpointFullSize.json")) {
                text = text.replace("[1767225630,\"1000\"]", "[1767225630,\"-1\"]");
            }
            Path copy = folder.resolve(file.real().getFileName());
            Files.writeString(copy, text);
            files.add(new SavedResponse(copy, file.shown(), file.written()));
        }
        Measurements measured = Measurements.readPrometheus(files);
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration).containsExactly(120L, 150L, 300L, 180L,
                210L, 160L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::stateSize).containsExactly(1000L, 1100L, 1300L,
                1400L, 1500L, 1600L);
    }

    /** What Thanos answers when one of its stores did not: success, with the store's samples left out. */
    static final String PARTIAL = "partial response: store 10.0.0.7:10901 unreachable; the result may be incomplete";

    /**
     * The answers as a partial one has them: the checkpoint id's says it is {@link #PARTIAL} and lacks its sample at
     * 75 s, the one a store that did not answer held; every other answer is whole.
     */
    static List<SavedResponse> partial(Path folder) throws IOException {
        List<SavedResponse> files = new ArrayList<>();
        for (SavedResponse file : all()) {
            String text = Files.readString(file.real());
            if (file.written().endsWith("/lastCompletedCheckpointId.json")) {
                text = text.replace("[1767225675,\"2\"],", "").replace("{\"status\":\"success\",",
                        "{\"status\":\"success\",\"warnings\":[\"" + PARTIAL + "\"],");
            }
            Path copy = folder.resolve(file.real().getFileName());
            Files.writeString(copy, text);
            files.add(new SavedResponse(copy, file.shown(), file.written()));
        }
        return files;
    }

    @Test
    void aPartialAnswerIsSaidAndTheGapInItsHoleIsNoSamplingGap(@TempDir Path folder)
            throws IOException, MeasuredException {
        Measurements measured = Measurements.readPrometheus(partial(folder));
        assertThat(((PrometheusSeries) measured.facts()).warnings()).containsExactly(new PrometheusSeries.Warning(
                "prometheus/lastCompletedCheckpointId.json", PARTIAL));
        // no sample between 60 s and 90 s, across which the id grew from 2 to 4: checkpoint 3 is in that hole
        assertThat(((PrometheusSeries) measured.facts()).holes()).containsExactly(new PrometheusSeries.Hole(T0 + 60_000, T0 + 90_000));
        HistoryGaps gaps = measured.gaps();
        assertThat(gaps.gaps()).containsExactly(new HistoryGaps.Gap(2, 4, T0 + 60_000, T0 + 90_000, true),
                new HistoryGaps.Gap(5, 7, T0 + 105_000, T0 + 150_000, false));
        assertThat(gaps.warning()).isEqualTo("2 checkpoints missing, in 2 gaps of the merged ids: 3 (1, between "
                + "2026-01-01T00:01:00Z and 2026-01-01T00:01:30Z, in a hole of the samples), 6 (1, between "
                + "2026-01-01T00:01:45Z and 2026-01-01T00:02:30Z); a hole is what a partial answer left out, not a "
                + "sampling gap: Prometheus answered '" + PARTIAL + "' (prometheus/lastCompletedCheckpointId.json); "
                + "query again once every store answers; for the others, let Prometheus scrape Flink's reporter more "
                + "often than the job checkpoints, and ask at a step no longer than that (checkpoint.scrape.step).");
        // the same hole in an answer that warns of nothing is a span Prometheus kept no sample of
        List<SavedResponse> whole = partial(folder);
        Path ids = folder.resolve("lastCompletedCheckpointId.json");
        Files.writeString(ids, Files.readString(ids).replace("\"warnings\":[\"" + PARTIAL + "\"],", ""));
        HistoryGaps unsampled = Measurements.readPrometheus(whole).gaps();
        assertThat(unsampled.partial()).isEmpty();
        assertThat(unsampled.holeAdvice()).isEqualTo("a hole is a span with no sample at all, which no step or "
                + "scrape interval fills: Prometheus did not scrape the job then, or kept none of its samples");
    }

    @Test
    void aRangeThatStartsAfterACheckpointDoesNotCountIt() throws MeasuredException {
        // the files in another order read the same, and a first sample's checkpoint completed before the range
        List<SavedResponse> files = all();
        java.util.Collections.reverse(files);
        assertThat(Measurements.readPrometheus(files).checkpoints()).hasSize(6);
    }
}
