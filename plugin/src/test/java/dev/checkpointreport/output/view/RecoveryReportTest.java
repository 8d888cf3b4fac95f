package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recovery in time in the rendered page, on {@code lesson-timing.yml} (1-minute periods, capacity 1.5,
 * 64-byte entries, a dedup set of 3 periods, objective 15m): recovery times, state, freshness and what to
 * watch, cell by cell; then a dedup set that never expires, a job at its capacity ceiling, and no timing.
 */
class RecoveryReportTest {
    @TempDir
    static Path folder;
    static Document page;

    @BeforeAll
    static void render() {
        page = Reports.page(Reports.write(folder.resolve("timing"), Reports.timingYaml(), null));
    }

    @Test
    void theFourRecoverySectionsFollowTheLessonsTables() {
        assertThat(page.select("main > section > h2").eachText()).containsSubsequence(
                "How much the failed worker asks to have back", "Recovery time per interval", "State size by period",
                "Freshness after the failure", "What to watch");
        assertThat(page.select("main table").eachAttr("id")).endsWith("partitioned", "regret", "sensitivity",
                "capacity-sensitivity", "workers", "recovery-time", "recovery-time-failure", "recovery-time-average",
                "recovery-time-checkpoint", "state-size", "freshness");
        assertThat(page.select("script[src]").eachAttr("src")).endsWith("assets/charts.js", "assets/report.js",
                "assets/decision.js", "assets/recovery.js", "assets/workers.js");
    }

    @Test
    void intervalSixRecoversIn5m49sAtSeptemberAnd12m11sAtWorstInDecember() {
        List<List<String>> rows = recoveryRows(page);
        assertThat(rows.get(1)).containsExactly("6",
                "12m 11s", "2026-12", "30.0 s", "under 1 ms", "3m 24s", "8m 17s",
                "5m 49s", "30.0 s", "under 1 ms", "1m 22s", "3m 57s",
                "7m 21s", "30.0 s", "under 1 ms", "1m 51s", "5m 00s",
                "under 1 ms", "≈ 0 %");
        assertThat(rows.get(0)).containsExactly("none",
                "24m 56s", "2026-12", "30.0 s", "0 s", "7m 29s", "16m 57s",
                "18m 34s", "30.0 s", "0 s", "5m 26s", "12m 37s",
                "14m 19s", "30.0 s", "0 s", "4m 05s", "9m 44s", "—", "—");
        assertThat(column(rows, 7)).containsExactly("18m 34s", "5m 49s", "1m 34s", "5m 49s", "1m 34s", "1m 34s");
        assertThat(column(rows, 1)).containsExactly("24m 56s", "12m 11s", "7m 56s", "5m 49s", "3m 41s", "1m 34s");
        assertThat(column(rows, 2)).containsExactly("2026-12", "2026-12", "2026-08", "2026-06", "2026-06", "2026-04");
        assertThat(page.select("#recovery-times td")).allMatch(td -> td.hasClass("num")).noneMatch(td -> td.text()
                .equals("never"));
        assertThat(page.select("#recovery-times .key").text()).doesNotContain("never");
    }

    @Test
    void theRecoveryTimeIsATableAGroupOfColumnsEachAndSaysCatchUpOutlastsTheOutage() {
        assertThat(page.select("#recovery-times caption").eachText()).containsExactly(
                "Recovery time of each interval at worst, and where it goes",
                "Recovery time after a failure in 2026-09", "Recovery time on average over the failure periods",
                "Each interval's longest snapshot");
        assertThat(page.select("#recovery-times table").stream().map(t -> t.select("thead th").eachText()))
                .containsExactly(List.of("interval", "total", "failure period", "detection", "restore", "replay",
                        "catch-up"), List.of("interval", "total", "detection", "restore", "replay", "catch-up"),
                        List.of("interval", "total", "detection", "restore", "replay", "catch-up"),
                        List.of("interval", "longest snapshot", "share of interval"));
        assertThat(page.select("#recovery-times .finding").eachAttr("id")).containsExactly("recovery-time-finding");
        assertThat(page.getElementById("recovery-time-finding").text()).startsWith("With interval 6 the worst"
                + " recovery, after a failure in 2026-12, takes 12m 11s: the restore reads the whole state before any"
                + " record, in under 1 ms, replay takes 3m 24s, and catch-up 8m 17s, since worker 2 receives"
                + " 0.85 rows/s and processes at most 1.25 rows/s: the backlog drains at only μ − λ = 0.4 rows/s.")
                .contains("Catch-up takes 2.1 times as long as the outage before it")
                .endsWith("The shortest worst case is interval 1's, 1m 34s.");
    }

    @Test
    void theBusiestWorkerHolds204EntriesAndTheJob800FromApril() {
        List<List<String>> rows = rows("state-size");
        assertThat(rows).hasSize(12);
        assertThat(rows.subList(0, 5)).containsExactly(
                List.of("2026-01", "2", "51", "3264", "200", "12800"),
                List.of("2026-02", "2", "102", "6528", "400", "25600"),
                List.of("2026-03", "2", "153", "9792", "600", "38400"),
                List.of("2026-04", "2", "204", "13056", "800", "51200"),
                List.of("2026-05", "2", "204", "13056", "800", "51200"));
        assertThat(rows.get(11)).containsExactly("2026-12", "2", "204", "13056", "800", "51200");
        assertThat(page.getElementById("state-size-finding").text()).isEqualTo("The state reaches 800 entries,"
                + " 51200 B (51.2 kB), in 2026-04 and stays there; the busiest worker, 2, holds 204 of them, 13056 B"
                + " (13.1 kB). The state grows with distinct keys × value size × retention, not with throughput.");
    }

    @Test
    void theLagRisesTo1m52sDuringTheOutageAndFallsAtMuMinusLambdaTo0At5m49s() throws IOException {
        assertThat(rows("freshness")).containsExactly(List.of("failure", "0 s", "0 s"),
                List.of("detected", "30.0 s", "30.0 s"), List.of("restored", "30.0 s", "30.0 s"),
                List.of("replayed", "1m 52s", "1m 52s"), List.of("caught up", "5m 49s", "0 s"));
        assertThat(page.getElementById("freshness-finding").text()).isEqualTo("After a failure in 2026-09 with"
                + " interval 6 no output leaves worker 2 for 1m 52s (detection 30.0 s, restore under 1 ms, replay 1m 22s),"
                + " so the lag rises one second per second to 1m 52s. Then the backlog drains at μ − λ = 1.25 − 0.85"
                + " = 0.4 rows/s, so the lag falls by 0.47 s each second and reaches 0 after catch-up 3m 57s, 5m 49s"
                + " after the failure.");
        JsonNode points = timing(page).path("freshness").path("points");
        double[][] expected = {{0, 0}, {30, 30}, {30.00006528, 30.00006528}, {111.60006528, 111.60006528},
                {348.750204, 0}};
        assertThat(points).hasSize(expected.length);
        for (int i = 0; i < expected.length; i++) {
            assertThat(points.get(i).path("seconds").asDouble()).as("seconds of point " + i)
                    .isCloseTo(expected[i][0], within(1e-6));
            assertThat(points.get(i).path("lag").asDouble()).as("lag of point " + i)
                    .isCloseTo(expected[i][1], within(1e-6));
        }
        assertThat(timing(page).path("freshness").path("unit").asText()).isEqualTo("minutes");
    }

    @Test
    void theStackedBarsDrawTheWorstCaseOfEachInterval() throws IOException {
        JsonNode times = timing(page).path("times");
        assertThat(times.path("intervals").toString()).isEqualTo("[\"none\",\"6\",\"4\",\"3\",\"2\",\"1\"]");
        assertThat(times.path("parts").path("replay").get(1).asDouble()).isCloseTo(204.0, within(1e-9));
        assertThat(times.path("parts").path("catchUp").get(1).asDouble()).isCloseTo(497.25013872, within(1e-6));
        assertThat(times.path("parts").path("restore").get(1).asDouble()).isCloseTo(0.00006528, within(1e-12));
        assertThat(times.path("never").toString()).isEqualTo("[false,false,false,false,false,false]");
        assertThat(page.select("#recovery-times figcaption").text()).startsWith("Where the worst recovery");
        assertThat(timing(page).path("state").path("totalEntries").get(3).asLong()).isEqualTo(800);
    }

    @Test
    void whatToWatchGivesTheBudgetTheCheckpointDurationAndTheRestoreToDrill() {
        assertThat(page.select("#watch dt").eachText()).containsExactly("State-entry budget per worker",
                "Checkpoint duration against the interval", "Restore time to drill");
        List<String> details = page.select("#watch dd").eachText();
        assertThat(details.get(0)).startsWith("204 entries, 13056 B (13.1 kB), on worker 2, the busiest.");
        assertThat(details.get(1)).startsWith("under 1 ms for the longest snapshot of interval 6 against an"
                + " interval of 6m 00s (≈ 0 %).");
        assertThat(details.get(2)).startsWith("under 1 ms to read the largest checkpoint of interval 6 back")
                .contains("publish the recovery time it gives, 12m 11s at worst with interval 6, as the recovery objective");
    }

    @Test
    void theSummaryStatesTheRecoveryGateNextToTheRowsGate() {
        assertThat(page.select("#summary .gate").eachAttr("id")).containsExactly("gate", "recovery-gate");
        assertThat(page.getElementById("recovery-gate").text()).isEqualTo("Recovery gate: pass. Checkpoint interval 6"
                + " meets the recovery objective of 15m 00s: its worst recovery, after a failure in 2026-12, takes"
                + " 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s).");
        assertThat(page.getElementById("recovery-gate").hasClass("gate-pass")).isTrue();
        assertThat(page.getElementById("recovery-warning")).isNull();
        assertThat(page.select("#summary dd").last().text()).isEqualTo("12m 11s, after a failure in 2026-12");
    }

    @Test
    void everyRecoveryTableHasScopedHeadersAndEveryChartAnAccessibleName() {
        for (String id : List.of("recovery-time", "recovery-time-failure", "recovery-time-average",
                "recovery-time-checkpoint", "state-size", "freshness")) {
            Element table = page.getElementById(id);
            assertThat(table.selectFirst("caption").text()).as(id).isNotBlank();
            assertThat(table.select("th").eachAttr("scope")).as(id).hasSize(table.select("th").size())
                    .allMatch(s -> List.of("col", "colgroup", "row").contains(s));
            assertThat(table.select("td")).as(id).allMatch(td -> td.hasClass("num"));
        }
        assertThat(page.select("canvas").eachAttr("id")).containsExactly("chart-recovery", "chart-expected", "chart-p",
                "chart-regret", "chart-sensitivity", "chart-workers", "chart-recovery-time", "chart-state",
                "chart-freshness");
        assertThat(page.select("canvas[role=img]").eachAttr("aria-label")).hasSize(9)
                .allMatch(label -> label.contains("table"));
    }

    @Test
    void aDedupSetThatNeverExpiresIsCalledUnbounded() throws IOException {
        Document unbounded = Reports.page(Reports.write(folder.resolve("unbounded"),
                Reports.timingYaml("dedupTtl: 3 ", "dedupTtl: none "), null));
        assertThat(unbounded.getElementById("state-size-finding").text()).startsWith("The state is unbounded: the"
                + " dedup set keeps every row id and never expires, so it grows with every row, from 200 entries in"
                + " 2026-01 to 2400, 153600 B (154 kB), in 2026-12, and it will not stop there.");
        List<String> totals = column(rows(unbounded, "state-size"), 4);
        assertThat(totals).containsExactly("200", "400", "600", "800", "1000", "1200", "1400", "1600", "1800",
                "2000", "2200", "2400");
        assertThat(unbounded.select("#watch dd").first().text()).contains("no budget holds");
        assertThat(timing(unbounded).path("state").path("unbounded").asBoolean()).isTrue();
    }

    @Test
    void aJobAtItsCapacityCeilingNeverCatchesUpAndTheSummaryWarns() throws IOException {
        Document ceiling = Reports.page(Reports.write(folder.resolve("ceiling"),
                Reports.timingYaml("capacity: 1.5 ", "capacity: 1.0 ", "workers: 4", "workers: 1"), null));
        assertThat(ceiling.getElementById("recovery-warning").text()).isEqualTo("Warning: never catches up. This job"
                + " never catches up after a failure: worker 0 receives 3.3333 rows/s and processes at most 3.3333 rows/s"
                + " (timing.capacity 1.0), so the backlog a failure leaves never drains and the recovery never ends."
                + " Raise timing.capacity: headroom over the arrival rate is what recovery needs.");
        Element gate = ceiling.getElementById("recovery-gate");
        assertThat(gate.hasClass("gate-fail")).isTrue();
        assertThat(gate.text()).startsWith("Recovery gate: fail. Checkpoint interval 6 can never recover");
        for (List<String> row : recoveryRows(ceiling)) {
            assertThat(List.of(row.get(1), row.get(6), row.get(7), row.get(11), row.get(12), row.get(16)))
                    .as(row.get(0)).containsOnly("never");
            assertThat(row.get(8)).as(row.get(0)).isEqualTo("30.0 s");
        }
        assertThat(ceiling.select("#recovery-times .key").text())
                .isEqualTo("never: the backlog never drains, so the recovery never ends.");
        assertThat(ceiling.getElementById("recovery-time-finding").text()).startsWith("With interval 6 the recovery"
                + " never ends").contains("A job at its capacity ceiling never catches up");
        assertThat(ceiling.getElementById("freshness-finding").text()).contains("the job never catches up");
        assertThat(rows(ceiling, "freshness")).extracting(r -> r.get(0)).doesNotContain("caught up");
        assertThat(timing(ceiling).path("times").path("never").toString())
                .isEqualTo("[true,true,true,true,true,true]");
        assertThat(ceiling.select("#summary dd").last().text()).isEqualTo("never: the backlog never drains");
    }

    @Test
    void aScenarioWithoutTimingShowsNoRecoveryInTime() {
        Document lesson = Reports.page(Reports.lesson(folder.resolve("lesson")));
        assertThat(lesson.select("#recovery-times, #recovery-time, #state, #freshness-after-failure, #watch, #recovery-gate,"
                + " #recovery-warning, #chart-recovery-time")).isEmpty();
        assertThat(lesson.select("script[src]").eachAttr("src")).doesNotContain("assets/recovery.js");
        assertThat(lesson.getElementById("report-data").data()).doesNotContain("\"timing\"");
        assertThat(page.getElementById("report-data").data()).contains("\"timing\"");
    }

    private static JsonNode timing(Document document) throws IOException {
        return new ObjectMapper().readTree(document.getElementById("report-data").data()).path("timing");
    }

    private static List<List<String>> rows(String table) {
        return rows(page, table);
    }

    private static List<List<String>> rows(Document document, String table) {
        return document.select("#" + table + " tbody tr").stream().map(tr -> tr.children().eachText()).toList();
    }

    /** The recovery-time tables side by side, as one row of cells per interval: worst, at failure, average, checkpoint. */
    private static List<List<String>> recoveryRows(Document document) {
        List<List<String>> rows = new ArrayList<>(rows(document, "recovery-time"));
        for (String table : List.of("recovery-time-failure", "recovery-time-average", "recovery-time-checkpoint")) {
            List<List<String>> more = rows(document, table);
            for (int i = 0; i < rows.size(); i++) {
                List<String> row = new ArrayList<>(rows.get(i));
                row.addAll(more.get(i).subList(1, more.get(i).size()));
                rows.set(i, row);
            }
        }
        return rows;
    }

    private static List<String> column(List<List<String>> rows, int index) {
        List<String> column = new ArrayList<>();
        rows.forEach(row -> column.add(row.get(index)));
        return column;
    }
}
