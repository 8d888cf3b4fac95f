package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredSectionTest.rowsOf;
import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The section "Measured" of a real Spark query's progress with RocksDB's changelog checkpointing (the core's
 * {@code measured/spark/changelog-progress.jsonl}): the page names the figure each commit is, and what it holds.
 */
class SparkSectionTest {
    @TempDir
    Path folder;

    /** The page of a scenario whose {@code measured.spark} reads the capture. */
    private Document page() throws Exception {
        Path spark = Files.createDirectories(folder.resolve("spark"));
        try (InputStream capture = getClass().getResourceAsStream("/measured/spark/changelog-progress.jsonl")) {
            Files.copy(capture, spark.resolve("progress.jsonl"));
        }
        Path scenario = Measured.scenario(folder, "flink: flink/*.json             # responses saved from Flink's "
                + "REST API, one file per scrape", "spark: spark/*.jsonl");
        Path report = folder.resolve("report");
        PipelineRun.report(scenario, report);
        return Reports.page(report);
    }

    @Test
    void theOverviewSaysTheCommitIsTheStoresWholeCommit() throws Exception {
        Document page = page();
        assertThat(rowsOf(page, "measured-overview")).contains("[commit duration, commitTimeMs: the time the state "
                + "stores took to commit, summed over the operators and their partitions (RocksDB's whole commit: "
                + "its flush, checkpoint and the sync of its files or changelog)]\n");
        assertThat(rowsOf(page, "measured-percentiles")).startsWith("[p50, 220.0 ms (#4)");
    }

    @Test
    void theTablesAndTheChartsNameACommitAndWhatItCopiedAsSparkDoes() throws Exception {
        Document page = page();
        assertThat(page.select("#measured-percentiles thead th").eachText())
                .containsExactly("percentile", "state commit", "state size", "bytes copied");
        assertThat(page.select("#measured-checkpoints thead th").eachText())
                .containsExactly("checkpoint", "batch started (UTC)", "state commit", "state size", "bytes copied");
        assertThat(page.select("#measured-data").html()).contains("\"durationName\":\"state commit\"")
                .contains("\"writtenName\":\"bytes copied\"");
    }
}
