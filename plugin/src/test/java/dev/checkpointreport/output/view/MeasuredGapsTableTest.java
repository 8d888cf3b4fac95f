package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.run.ScenarioResult;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the scrapes did not see, on the page, in report.json and in the verdict's warning the log prints: the
 * hand-checked responses and a third scrape that skips checkpoints 11 to 13 ({@link Measured#withGaps}).
 */
class MeasuredGapsTableTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void theGapTheCheckpointInProgressAndTheUnlistedFailuresAreSaidWithTheCadence() throws Exception {
        ScenarioResult result = PipelineRun.report(Measured.withGaps(folder), folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        assertThat(page.select("#measured-gaps tbody tr").eachText()).containsExactly(
                "checkpoints no scrape saw 3 in 1 gap of the ids: #11 to #13 (3, between 2026-01-01 00:00:10.000 and "
                        + "2026-01-01 00:00:14.000). They left Flink's history between two scrapes (or in a JobManager "
                        + "failover); to see every one, scrape at least every 8.5 s, (20 × 1 s − 3 s) / 2: Flink keeps "
                        + "the last 20 checkpoints (web.checkpoints.history) at interval 1 s and may answer from its "
                        + "cache of 3 s (flink/jobmanager-config.txt).",
                "seen only in progress #15 (triggered 2026-01-01 00:00:15.000): in progress in every scrape that "
                        + "shows it, so no duration or size is counted; a later scrape would show how it ended",
                "failed, not in the history Flink counts 3 failed, the merged history lists 1: the other 2 are "
                        + "triggers that failed before they got an id (Flink refuses a trigger while a task is not "
                        + "running, as in a restart, and counts it failed without listing it), or failed checkpoints "
                        + "among those no scrape saw");
        assertThat(result.verdict().warnings()).containsExactly("3 checkpoints no scrape saw, in 1 gap of the merged "
                + "ids: 11 to 13 (3, between 2026-01-01T00:00:10Z and 2026-01-01T00:00:14Z); scrape at least every "
                + "8.5 s, (20 × 1 s − 3 s) / 2: Flink keeps the last 20 checkpoints (web.checkpoints.history) at "
                + "interval 1 s and may answer from its cache of 3 s (flink/jobmanager-config.txt).");

        JsonNode measured = JSON.readTree(folder.resolve("report/report.json").toFile()).path("measured");
        assertThat(measured.path("gaps").toString()).isEqualTo("[{\"afterId\":10,\"beforeId\":14,\"missing\":3,"
                + "\"from\":1767225610000,\"to\":1767225614000,\"hole\":false}]");
        assertThat(measured.path("missing").asLong()).isEqualTo(3);
        assertThat(measured.path("inProgress").asLong()).isEqualTo(1);
        assertThat(measured.path("inProgressIds").toString()).isEqualTo("[15]");
        assertThat(measured.path("failedUnlisted").asLong()).isEqualTo(2);
        assertThat(measured.path("scrapeEvery").path("millis").asLong()).isEqualTo(8500);
        assertThat(measured.path("scrapeEvery").path("history").asLong()).isEqualTo(20);
        assertThat(measured.path("scrapeEvery").path("from").asText()).isEqualTo("flink/jobmanager-config.txt");
        assertThat(measured.path("files")).hasSize(8);
    }

    @Test
    void theExampleJobsFailedTriggerWithoutAnIdIsExplainedAndNoGapIsClaimed() throws Exception {
        ScenarioResult result = PipelineRun.report(Path.of("../example-project/scenarios/measured.yml"), folder.resolve("example"));
        Document page = Reports.page(folder.resolve("example"));

        assertThat(page.select("#measured-gaps tbody tr").eachText()).containsExactly("failed, not in the history "
                + "Flink counts 1 failed, the merged history lists 0: it is a trigger that failed before it got an "
                + "id (Flink refuses a trigger while a task is not running, as in a restart, and counts it failed "
                + "without listing it)");
        assertThat(result.verdict().warnings()).isEmpty();
    }

    @Test
    void aHistoryThatShowsEveryCheckpointSaysNothingMore() throws Exception {
        ScenarioResult result = PipelineRun.report(Measured.scenario(folder), folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        assertThat(page.select("#measured-gaps")).isEmpty();
        assertThat(result.verdict().warnings()).isEmpty();
        JsonNode measured = JSON.readTree(folder.resolve("report/report.json").toFile()).path("measured");
        assertThat(measured.path("gaps").toString()).isEqualTo("[]");
        assertThat(measured.path("inProgressIds").toString()).isEqualTo("[]");
        assertThat(measured.path("failedUnlisted").asLong()).isZero();
        // Flink's defaults without jobmanager-config.txt: (10 × 1 s − 3 s) / 2
        assertThat(measured.path("scrapeEvery").path("millis").asLong()).isEqualTo(3500);
        assertThat(measured.path("scrapeEvery").path("from").isNull()).isTrue();
    }
}
