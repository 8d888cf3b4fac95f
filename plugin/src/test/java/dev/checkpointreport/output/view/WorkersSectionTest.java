package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.HotKey;
import dev.checkpointreport.Reports;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workers section: each worker's rows and distinct keys, the skew sentence and where the stream came from. */
class WorkersSectionTest {
    @TempDir
    Path folder;

    private static String rowsOf(Document page) {
        StringBuilder rows = new StringBuilder();
        for (Element row : page.select("#per-worker table tbody tr")) {
            rows.append(row.select("th, td").eachText()).append('\n');
        }
        return rows.toString();
    }

    @Test
    void theLessonsWorkersShareItsRowsAlmostEvenly() {
        Document page = Reports.page(Reports.lesson(folder));

        assertThat(rowsOf(page)).isEqualTo("""
                [0, 539, 24.5 %, 49]
                [1, 550, 25 %, 50]
                [2 busiest, 561, 25.5 %, 51]
                [3, 550, 25 %, 50]
                """);
        assertThat(page.select("#per-worker .finding").eachText()).contains("Worker 2 is the busiest: it takes 25.5 % of "
                + "the rows and holds 51 of the distinct keys, against 25 % for an even spread over 4 workers "
                + "(1.02 times its even share).");
        assertThat(page.select("#stream-source").text()).isEqualTo("These counts are the lesson's, whatever this"
                + " scenario models: its built-in generator, meter-readings, gives each of 200 subscribers one row a"
                + " period in every period but the first. Its seed, 20260218, sets only the readings' values, so any"
                + " seed gives these counts; a stream of your own is counted from the file that source.events or"
                + " source.counts names.");
        assertThat(page.select("#per-worker canvas#chart-workers[role=img]").attr("aria-label"))
                .startsWith("Bar chart of each worker's rows, on the left axis, and distinct keys, on the right axis");
    }

    @Test
    void aHotKeyPutsItsWorkerFarAboveTheEvenShare() {
        Document page = Reports.page(HotKey.report(folder));

        assertThat(rowsOf(page)).isEqualTo("""
                [0 busiest, 708, 65.6 %, 10]
                [1, 120, 11.1 %, 10]
                [2, 132, 12.2 %, 11]
                [3, 120, 11.1 %, 10]
                """);
        assertThat(page.select("#per-worker .finding").eachText()).contains("Worker 0 is the busiest: it takes 65.6 % of "
                + "the rows and holds 10 of the distinct keys, against 25 % for an even spread over 4 workers "
                + "(2.62 times its even share).");
        assertThat(page.select("#stream-source").text()).isEqualTo("The rows are the events of events.csv: 1080 kept, "
                + "with 41 distinct keys. 1 malformed line was skipped under maxBadLines; the first, line 542, column 3 "
                + "(period): the period '2026-13' is not one of source.periods 2026-01 to 2026-12.");
    }
}
