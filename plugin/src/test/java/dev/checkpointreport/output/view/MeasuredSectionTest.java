package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.Reports;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The section "Measured" on the hand-checked responses: each table's numbers, as the page shows them. */
class MeasuredSectionTest {
    @TempDir
    Path folder;

    static String rowsOf(Document page, String table) {
        StringBuilder rows = new StringBuilder();
        for (Element row : page.select("#" + table + " tbody tr")) {
            rows.append(row.select("th, td").eachText()).append('\n');
        }
        return rows.toString();
    }

    @Test
    void thePercentilesNameTheirCheckpointsAndTheChosenOneIsMarked() {
        Document page = Reports.page(Reports.measured(folder));

        assertThat(rowsOf(page, "measured-percentiles")).isEqualTo("""
                [p50, 300.0 ms (#6), 5000 B (5 kB) (#5), 1000 B (1 kB) (#2)]
                [p90 chosen, 500.0 ms (#8), 7500 B (7.5 kB) (#10), 1000 B (1 kB) (#6)]
                [p99, 500.0 ms (#8), 7500 B (7.5 kB) (#10), 1000 B (1 kB) (#6)]
                [max, 500.0 ms (#8), 7500 B (7.5 kB) (#10), 1000 B (1 kB) (#6)]
                """);
        assertThat(page.select("#measured-lead").text()).isEqualTo("Flink's REST responses saved in 6 files for job "
                + "a1b2c3d4e5f60718293a4b5c6d7e8f90, merged by checkpoint id: 9 checkpoints completed and 1 failed from "
                + "2026-01-01 00:00:01.000 to 2026-01-01 00:00:10.450 UTC, a span of 9.5 s.");
    }

    @Test
    void theFailedCheckpointTheRestoreAndTheSkewAreListed() {
        Document page = Reports.page(Reports.measured(folder));

        assertThat(rowsOf(page, "measured-checkpoints")).contains("[#7 failed, 2026-01-01 00:00:07.000, 600.0 ms, —, —]");
        assertThat(page.select("#measured-checkpoints-finding").text())
                .isEqualTo("1 failed: #7 (Checkpoint expired before completing.).");
        assertThat(rowsOf(page, "measured-restores")).isEqualTo(
                "[2026-01-01 00:00:06.800, #6, 2026-01-01 00:00:06.500, 300.0 ms]\n");
        assertThat(rowsOf(page, "measured-skew")).isEqualTo("[#9 flink/subtasks-9-keyed-count.json, 0: 5000 B and "
                + "1: 2000 B, 7000 B (7 kB), 0: 5000 B (5 kB), 1.43]\n");
        assertThat(rowsOf(page, "measured-overview")).contains("[configured interval, 1.0 s, timeout 10m 00s]\n",
                "[mean time between failures, 9.5 s: 9.5 s over 1 failure]\n");
    }

    @Test
    void theModelStandsBesideTheMeasurementWithItsVerdict() {
        Document page = Reports.page(Reports.measured(folder));

        assertThat(rowsOf(page, "measured-model")).isEqualTo("""
                [snapshot time, 500.0 ms (#8), 400.0 ms, 1.25, within]
                [state size, 7500 B (7.5 kB) (#10), 51200 B (51.2 kB), 0.146, within]
                [write rate, 1000 B/s (#8), 131000 B/s, 0.00766, not judged]
                """);
        assertThat(rowsOf(page, "measured-optimum")).isEqualTo("""
                [δ, the snapshot, 500.0 ms, 400.0 ms]
                [M, the MTBF, 9.5 s, 10.0 s]
                [Young (1974), √(2δM), 3.1 s, 2.8 s]
                [Daly (2006), eq. 37, 2.7 s, 2.6 s]
                [exact, M·[1 + W₀(−e^−(δ/M+1))], 2.8 s, 2.6 s]
                """);
    }

    @Test
    void theSummaryGivesTheMeasuredGatesVerdictAsTheVerdictSaysIt() throws Exception {
        Reports.generate(Measured.scenario(folder, "tolerance: 50%", "tolerance: 20%"), folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        assertThat(page.select("#measured-gate.gate-fail").text()).isEqualTo("Measured gate: fail. Checkpoint 8, the "
                + "p90 of 9 measured, took 500.0 ms end to end; the model predicts 400.0 ms for a snapshot at interval 6: "
                + "an underestimate of 25 %, beyond the tolerance of 20 %.");
        assertThat(rowsOf(page, "measured-model")).startsWith("[snapshot time beyond, 500.0 ms (#8), 400.0 ms, 1.25, "
                + "beyond]");
    }

    @Test
    void aPageWithoutMeasurementsHasNoMeasuredSectionNorItsScript() {
        Path report = Reports.lesson(folder.resolve("lesson"));
        Document page = Reports.page(report);

        assertThat(page.select("#measured")).isEmpty();
        assertThat(page.select("script[src=assets/measured.js]")).isEmpty();
        assertThat(report.resolve("assets/measured.js")).doesNotExist();
        assertThat(Reports.measured(folder.resolve("measured")).resolve("assets/measured.js")).isNotEmptyFile();
    }
}
