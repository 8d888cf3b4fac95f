package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.PipelineRun;
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
        // checkpoint 6 triggered at 6.000 s, the failure at 6.500 s, the restore at 6.800 s, checkpoint 7 at 7.000 s
        assertThat(rowsOf(page, "measured-restores")).isEqualTo(
                "[2026-01-01 00:00:06.800, #6, 2026-01-01 00:00:06.500, 500.0 ms, 300.0 ms, 500.0 ms]\n");
        assertThat(rowsOf(page, "measured-skew")).isEqualTo("[#9, flink/subtasks-9-keyed-count.json, 0: 5000 B in "
                + "350.0 ms and 1: 2000 B in 300.0 ms, 7000 B (7 kB), 0: 5000 B (5 kB), 1.43, 0: 350.0 ms]\n");
        assertThat(rowsOf(page, "measured-overview")).contains("[configured interval, 1.0 s, timeout 10m 00s]\n",
                "[mean time between failures, 9.5 s: 9.5 s over 1 failure; 90 % interval 2.0 s to 3m 04s. Fewer "
                        + "than 5 failures: a rough figure, which more failures seen would narrow]\n");
    }

    @Test
    void theModelStandsBesideTheMeasurementWithItsVerdict() {
        Document page = Reports.page(Reports.measured(folder));

        assertThat(rowsOf(page, "measured-model")).isEqualTo("""
                [snapshot time, 500.0 ms (#8), 400.0 ms, 1.25, within]
                [state size, 7500 B (7.5 kB) (#10), 51200 B (51.2 kB), 0.146, within]
                [busiest worker's state, subtask 0: 5000 B (5 kB) (#9), worker 2: 13056 B (13.1 kB), 0.383, not judged]
                [write rate, 1000 B/s (#8), 131000 B/s, 0.00766, not judged]
                """);
        // the model's busiest worker holds 13056 B, which its 400 ms snapshot writes at 32640 B/s
        assertThat(page.selectFirst("#measured-model").closest(".table-scroll").nextElementSibling().text()).endsWith("Busiest worker: the model's worker with the "
                + "most state where the job's state is largest, beside flink/subtasks-9-keyed-count.json's subtask "
                + "with the most state at #9, the newest checkpoint with subtasks saved; with source.partitioner: "
                + "flink the model places the keys as Flink does, so the two name one index: here they do not "
                + "(worker 2, subtask 0), and the model counts 4 workers where Flink ran 2 subtasks.");
        assertThat(rowsOf(page, "measured-optimum")).isEqualTo("""
                [δ, the snapshot, 500.0 ms, 400.0 ms]
                [M, the MTBF, 9.5 s, 10.0 s]
                [Young (1974), √(2δM), 3.1 s, 2.8 s]
                [Daly (2006), eq. 37, 2.7 s, 2.6 s]
                [exact, M·[1 + W₀(−e^−(δ/M+1))], 2.8 s, 2.6 s]
                """);
    }

    @Test
    void thePageSaysWhatToChangeAndWhereItsSectionsDisagree() {
        Document page = Reports.page(Reports.measured(folder));

        // checkpoint 8 wrote 500 B in 500 ms: 1000 B/s for the job, 250 B/s for each of its 4 workers
        assertThat(page.selectFirst("#measured-model").closest(".table-scroll").nextElementSibling().text())
                .contains("the declared one is storage.writeRate × 4 workers: storage.writeRate: 250B/s would match "
                        + "the measured one.");
        // 2.8 s against intervals of whole minutes: interval 1, 60 s, is the nearest
        assertThat(page.select("#measured-optimum-finding").text()).isEqualTo("From the p90 of the measured "
                + "durations as δ and the measured MTBF as M, the exact optimum interval is 2.8 s: of the scenario's "
                + "intervals, interval 1 (1m 00s) is nearest.");
        assertThat(page.select("#watch dd").get(1).text()).endsWith(" Measured, below: the job's p90, checkpoint 8, "
                + "took 500.0 ms, 1.25 × the model's.");
    }

    @Test
    void theSummaryGivesTheMeasuredGatesVerdictAsTheVerdictSaysIt() throws Exception {
        PipelineRun.report(Measured.scenario(folder, "tolerance: 50%", "tolerance: 20%"), folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        assertThat(page.select("#measured-gate.gate-fail").text()).isEqualTo("Measured gate: fail. Checkpoint 8, the "
                + "p90 of 9 measured, took 500.0 ms end to end; the model predicts 400.0 ms for a snapshot at interval 6: "
                + "an underestimate of 25 %, beyond the tolerance of 20 %; a storage.writeRate of at most 31.3KB/s "
                + "keeps it within.");
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

    @Test
    void aSavedJobResponseNamesTheOperatorOfEachSubtasksFile() throws Exception {
        Path scenario = Measured.scenario(folder);
        // the file named by its vertex's id, as the scrape goal names it, with a stamp after it
        String vertex = "e45bf7107ff70a643445d7122eb32834";
        java.nio.file.Files.move(folder.resolve("flink/subtasks-9-keyed-count.json"),
                folder.resolve("flink/subtasks-9-" + vertex + "-202651455291T084.json"));
        java.nio.file.Files.writeString(folder.resolve("flink/job.json"), """
                {"jid": "a1b2c3d4e5f60718293a4b5c6d7e8f90", "name": "clicks per user",
                 "vertices": [{"id": "bc764cd8ddf7a0cff126f51c16239658", "name": "Source: clicks"},
                              {"id": "%s", "name": "count-per-user"}]}""".formatted(vertex));
        PipelineRun.report(scenario, folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        assertThat(page.select("#measured-skew tbody td.text").eachText()).containsExactly("count-per-user",
                "0: 5000 B in 350.0 ms and 1: 2000 B in 300.0 ms");
    }

    @Test
    void aWarmUpLeftOutIsSaidAndThePercentilesCountTheRest() throws Exception {
        PipelineRun.report(Measured.scenario(folder, "tolerance: 50%", "tolerance: 50%\n  from: 5"), folder.resolve("report"));
        Document page = Reports.page(folder.resolve("report"));

        // completed from checkpoint 5 on: 5 (250 ms), 6 (300), 8 (500), 9 (350), 10 (450); p90 is rank 5 of 5
        assertThat(rowsOf(page, "measured-overview")).contains("[warm-up left out, 4 completed checkpoints before "
                + "checkpoint 5 (measured.from); the percentiles and the model's judgement count the 5 from there on, "
                + "the failures and the MTBF the whole span]\n");
        assertThat(page.select("#measured-percentiles-finding").text()).startsWith("Over the 5 completed checkpoints "
                + "of the merged history (savepoints aside) from checkpoint 5 on; 4 before it are left out as a "
                + "warm-up (measured.from).");
        assertThat(rowsOf(page, "measured-percentiles")).startsWith("[p50, 350.0 ms (#9), ");
        assertThat(page.select("#measured-percentiles tbody tr").get(1).select("td").first().text())
                .isEqualTo("500.0 ms (#8)");

        com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(folder.resolve("report/report.json").toFile()).get("measured");
        assertThat(json.get("from").toString()).isEqualTo("{\"checkpoint\":5,\"timestamp\":null,\"warmUp\":4}");
        assertThat(json.get("restores").get(0).get("lost").asLong()).isEqualTo(500L);
        assertThat(json.get("restores").get(0).get("untilRunning").asLong()).isEqualTo(500L);
        // 2·9.45 s / χ²(0.95; 4) and / χ²(0.05; 2), as scipy.stats.chi2.ppf gives them
        assertThat(json.get("mtbfInterval").get("lowerSeconds").asDouble()).isCloseTo(1.992046771859759,
                org.assertj.core.data.Offset.offset(1e-12));
        assertThat(json.get("mtbfInterval").get("upperSeconds").asDouble()).isCloseTo(184.23460830181386,
                org.assertj.core.data.Offset.offset(1e-9));
        assertThat(json.get("mtbfInterval").get("fewFailures").asBoolean()).isTrue();
        assertThat(json.get("skew").get(0).get("slowestSubtask").asInt()).isZero();
        assertThat(json.get("skew").get(0).get("slowest").asLong()).isEqualTo(350L);
    }

    @Test
    void everyProseCellWrapsByOneClassAndNoFigureDoes() {
        Document page = Reports.page(Reports.measured(folder));

        assertThat(page.select("#measured-overview tbody td").eachAttr("class")).containsOnly("text");
        assertThat(page.select("#measured-restores tbody td.text")).isEmpty();
        assertThat(page.select("#measured-skew tbody td").eachAttr("class")).containsExactly("text", "text", "num",
                "num", "num", "num");
    }
}
