package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredSectionTest.rowsOf;
import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Reports;
import dev.checkpointreport.Sites;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The section "Measured" of the example course's Kafka Streams app (engines/kafka-streams' capture): its restarts
 * with the levers each cost answers to, from the run's own figures, and its charts in Kafka Streams' words.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KafkaStreamsSectionTest {
    private Document page;

    @BeforeAll
    void writeTheCourse(@TempDir Path folder) {
        page = Reports.page(Sites.exampleCourse(folder.resolve("example")).resolve("kafka-streams"));
    }

    @Test
    void eachRestartIsARowWithItsRestoreAndCatchUp() {
        assertThat(page.select("#measured-restores thead th").eachText()).containsExactly("RUNNING again (UTC)",
                "to RUNNING", "records restored", "restore took", "from offset 0", "input run again", "catch-up",
                "largest restore");
        assertThat(rowsOf(page, "measured-restores")).isEqualTo("""
                [2026-12-03 19:05:54.256, 4.4 s, 4954, 622.0 ms, 0 of 8, 182, 3860 in 1.0 s, compacted #0: 882]
                [2026-12-03 19:06:03.461, 4.9 s, 55289, 1.4 s, 8 of 8, 1208, 4485 in 3.8 s, counts #1: 23202]
                """);
    }

    @Test
    void theLeversAreNamedFromTheRunsOwnFigures() {
        assertThat(page.text()).contains("commit.interval.ms sets the input run again (1208 records fetched and not "
                + "yet committed when the log last saw the old process), not this restore: halving it would not "
                + "shorten the replay of 55289 changelog records; 8 of 8 store partitions replayed their changelog "
                + "from offset 0: the state dir was wiped or lost, or the app runs exactly-once without "
                + "transactional stores (enable.transactional.statestores); the changelog's length, not the state's, "
                + "sets a replay from 0: compacted replayed 6256 records where counts replayed 49033; a changelog "
                + "compacted as compacted's is would restore 7.84× fewer.");
    }

    @Test
    void theChartsSayWhatKafkaStreamsMeasuresAndMarkNoFailureApart() {
        assertThat(page.select("figcaption").eachText()).contains("The longest commit (commit-latency-max) at each "
                + "snapshot whose commits rose, in milliseconds, over time; the dashed line is the chosen percentile. "
                + "A green dashed line marks each new process reaching RUNNING, a grey dotted one measured.from.");
        assertThat(page.select("#measured-data").html()).contains("\"label\":\"RUNNING again\"")
                .doesNotContain("\"kind\":\"failure\"");
    }
}
