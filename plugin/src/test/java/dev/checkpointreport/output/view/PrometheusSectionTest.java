package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredSectionTest.rowsOf;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The section "Measured" of a history read from Prometheus (the hand-checked answers {@code PrometheusHistoryTest}
 * works out): the same tables, charts and gate as the REST history's, each saying that its times are the samples'.
 */
class PrometheusSectionTest {
    @TempDir
    static Path folder;
    private static Path report;

    @BeforeAll
    static void write() throws Exception {
        report = folder.resolve("report");
        PipelineRun.report(Measured.prometheus(folder), report);
    }

    @Test
    void theLeadSaysWhereTheHistoryComesFromAndWhoseTimesItGives() {
        Document page = Reports.page(report);
        assertThat(page.select("#measured-lead").text()).isEqualTo("Prometheus's samples of Flink's reporter in 10 "
                + "files for job counts (a1b2c3d4e5f60718293a4b5c6d7e8f90): 6 checkpoints seen in 12 samples every "
                + "15.0 s from 2026-01-01 00:00:00.000 to 2026-01-01 00:02:45.000 UTC, a span of 2m 45s. A checkpoint "
                + "is seen where the last completed checkpoint's id grows from one sample to the next; its time is "
                + "that sample's, up to one step after Flink completed it, not Flink's trigger time.");
        assertThat(rowsOf(page, "measured-overview")).isEqualTo("""
                [checkpoints completed, 6 seen at the samples; Flink's numberOfCompletedCheckpoints rose by 7: 1 \
                completed between two samples, where only the last is seen]
                [checkpoints failed, 3, as numberOfFailedCheckpoints rose; the metrics give no id of a failed checkpoint]
                [restarts, 2, as numRestarts rose; 1 new JobManager, whose counters started again]
                [restores, 3, each a new lastCheckpointRestoreTimestamp]
                [samples, 12, 15.0 s apart (the median step)]
                [largest of any subtask, alignment 4.0 ms, start delay 7.0 ms]
                [observed span, 2m 45s]
                [mean time between failures, 55.0 s: 2m 45s over 3 failures; 90 % interval 21.3 s to 3m 22s. \
                Fewer than 5 failures: a rough figure, which more failures seen would narrow]
                """);
    }

    @Test
    void theIdsNoSampleSawAreGapsOfTheSampledHistory() {
        Document page = Reports.page(report);
        assertThat(page.select("#measured-gaps caption").text()).isEqualTo("What the samples did not see");
        assertThat(rowsOf(page, "measured-gaps")).startsWith("[checkpoints no sample saw, 2 in 2 gaps of the ids: #3 "
                + "(1, between 2026-01-01 00:01:00.000 and 2026-01-01 00:01:30.000) and #6 (1, between 2026-01-01 "
                + "00:01:45.000 and 2026-01-01 00:02:30.000). They completed (or failed) between two samples, where "
                + "only the last is seen, or in a JobManager failover; to see every one, let Prometheus scrape Flink's "
                + "reporter more often than the job checkpoints, and ask at a step no longer than that "
                + "(checkpoint.scrape.step).]\n");
    }

    @Test
    void theLogSaysWhatNoSampleSawAndAsksForFinerSamplesNotScrapes() throws Exception {
        assertThat(PipelineRun.report(Measured.prometheus(folder.resolve("log")), folder.resolve("log-report")).measured()
                .measurements().gaps().warning())
                .isEqualTo("2 checkpoints no sample saw, in 2 gaps of the merged ids: 3 (1, between "
                        + "2026-01-01T00:01:00Z and 2026-01-01T00:01:30Z), 6 (1, between 2026-01-01T00:01:45Z and "
                        + "2026-01-01T00:02:30Z); let Prometheus scrape Flink's reporter more often than the job "
                        + "checkpoints, and ask at a step no longer than that (checkpoint.scrape.step).");
    }

    @Test
    void aPartialAnswerIsSaidOnThePageAndInReportJsonAndItsHoleIsNoSamplingGap() throws Exception {
        // Thanos's answer of the checkpoint id lacks the sample at 75 s, held by a store that did not answer
        String partial = "partial response: store 10.0.0.7:10901 unreachable; the result may be incomplete";
        Path scenario = Measured.prometheus(folder.resolve("partial"));
        Path ids = folder.resolve("partial/prometheus/lastCompletedCheckpointId.json");
        java.nio.file.Files.writeString(ids, java.nio.file.Files.readString(ids).replace("[1767225675,\"2\"],", "")
                .replace("{\"status\":\"success\",", "{\"status\":\"success\",\"warnings\":[\"" + partial + "\"],"));
        Path written = folder.resolve("partial-report");
        PipelineRun.report(scenario, written);

        Document page = Reports.page(written);
        assertThat(rowsOf(page, "measured-gaps")).isEqualTo("[checkpoints missing, 2 in 2 gaps of the ids: #3 (1, "
                + "between 2026-01-01 00:01:00.000 and 2026-01-01 00:01:30.000, in a hole of the samples) and #6 (1, "
                + "between 2026-01-01 00:01:45.000 and 2026-01-01 00:02:30.000). A hole is what a partial answer left "
                + "out, not a sampling gap: Prometheus answered '" + partial + "' "
                + "(prometheus/lastCompletedCheckpointId.json); query again once every store answers; for the others, "
                + "let Prometheus scrape Flink's reporter more often than the job checkpoints, and ask at a step no "
                + "longer than that (checkpoint.scrape.step).]\n"
                + "[answered in part, Prometheus answered '" + partial + "' (prometheus/lastCompletedCheckpointId.json): "
                + "the samples of a store that did not answer are missing from every figure above and below; query "
                + "again once every store answers]\n");
        JsonNode measured = new ObjectMapper().readTree(written.resolve(ReportJsonOutput.REPORT_JSON).toFile())
                .path("measured");
        assertThat(measured.path("prometheus").path("warnings").toString()).isEqualTo("[{\"file\":"
                + "\"prometheus/lastCompletedCheckpointId.json\",\"text\":\"" + partial + "\"}]");
        assertThat(measured.path("prometheus").path("holes").toString()).isEqualTo("[{\"from\":1767225660000,"
                + "\"to\":1767225690000}]");
        assertThat(measured.path("gaps").findValuesAsText("hole")).containsExactly("true", "false");
        assertThat(measured.path("failedUnlisted").asLong()).isEqualTo(3);
    }

    @Test
    void thePercentilesCheckpointsAndRestoresAreTheRestHistorysTables() {
        Document page = Reports.page(report);
        assertThat(rowsOf(page, "measured-percentiles")).isEqualTo("""
                [p50, 160.0 ms (#8), 1300 B (1.3 kB) (#4), 100 B (#8)]
                [p90 chosen, 300.0 ms (#4), 1600 B (1.6 kB) (#8), 1000 B (1 kB) (#1)]
                [p99, 300.0 ms (#4), 1600 B (1.6 kB) (#8), 1000 B (1 kB) (#1)]
                [max, 300.0 ms (#4), 1600 B (1.6 kB) (#8), 1000 B (1 kB) (#1)]
                """);
        assertThat(page.select("#measured-checkpoints thead th").eachText()).containsExactly("checkpoint",
                "sampled (UTC)", "end-to-end duration", "state size", "checkpointed size");
        assertThat(rowsOf(page, "measured-checkpoints")).startsWith(
                "[#1, 2026-01-01 00:00:30.000, 120.0 ms, 1000 B (1 kB), 1000 B (1 kB)]\n"
                        + "[#2, 2026-01-01 00:01:00.000, 150.0 ms, 1100 B (1.1 kB), 100 B]\n"
                        + "[#4, 2026-01-01 00:01:30.000, 300.0 ms, 1300 B (1.3 kB), 200 B]\n");
        assertThat(page.select("#measured-checkpoints-finding").text()).isEqualTo("Each at the time of the sample "
                + "that first shows it; the metrics give no id of a failed checkpoint, and 3 failed.");
        assertThat(rowsOf(page, "measured-restores")).isEqualTo("""
                [2026-01-01 00:01:12.000, #2, 2026-01-01 00:01:00.000, 0 s, 12.0 s, 30.0 s]
                [2026-01-01 00:02:05.000, #5, 2026-01-01 00:01:45.000, 0 s, 20.0 s, —]
                [2026-01-01 00:02:22.000, #5, 2026-01-01 00:02:15.000, 30.0 s, 7.0 s, 15.0 s]
                """);
    }

    @Test
    void theModelAndTheGateJudgeTheSampledCheckpoints() {
        Document page = Reports.page(report);
        assertThat(rowsOf(page, "measured-model")).isEqualTo("""
                [snapshot time, 300.0 ms (#4), 400.0 ms, 0.75, within]
                [state size, 1600 B (1.6 kB) (#8), 51200 B (51.2 kB), 0.0313, within]
                [write rate, 667 B/s (#4), 131000 B/s, 0.00511, not judged]
                """);
        assertThat(rowsOf(page, "measured-optimum")).contains("[M, the MTBF, 55.0 s, 10.0 s]\n");
        assertThat(page.select("#measured-gate").hasClass("gate-pass")).isTrue();
        assertThat(page.select("#chart-measured-duration, #chart-measured-size")).hasSize(2);
        assertThat(page.select("#measured-data").html()).contains("\"axis\":\"checkpoint, sampled (UTC)\"")
                .contains("\"durationName\":\"end-to-end duration\"").contains("\"writtenName\":\"checkpointed size\"")
                .contains("\"labels\":[\"#1 01-01 00:00:30\",");
    }

    @Test
    void reportJsonSaysItsSourceAndWhatTheSeriesSay() throws Exception {
        JsonNode measured = new ObjectMapper().readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile())
                .path("measured");
        assertThat(measured.path("source").asText()).isEqualTo("prometheus");
        assertThat(measured.has("engine")).isFalse();
        assertThat(measured.path("counts").isNull()).isTrue();
        assertThat(measured.path("checkpoints")).hasSize(6);
        assertThat(measured.path("checkpoints").get(2).path("id").asLong()).isEqualTo(4);
        assertThat(measured.path("checkpoints").get(2).path("trigger").asLong()).isEqualTo(1_767_225_690_000L);
        assertThat(measured.path("span").path("seconds").asDouble()).isEqualTo(165.0);
        assertThat(measured.path("mtbfSeconds").asDouble()).isEqualTo(55.0);
        assertThat(measured.path("failures")).hasSize(3);
        assertThat(measured.path("prometheus").path("completedIncrease").asLong()).isEqualTo(7);
        assertThat(measured.path("prometheus").path("failedCheckpoints").asLong()).isEqualTo(3);
        assertThat(measured.path("prometheus").path("step").asLong()).isEqualTo(15_000);
        assertThat(measured.path("model").path("snapshotSeconds").path("measured").asDouble()).isEqualTo(0.3);
        assertThat(measured.path("model").path("snapshotSeconds").path("passed").asBoolean()).isTrue();
    }
}
