package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Reports;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lesson's tables in the rendered page, cell by cell, parsed with jsoup. */
class PageRendererTest {
    @TempDir
    static Path folder;
    static Document page;

    @BeforeAll
    static void render() {
        page = Reports.page(Reports.lesson(folder));
    }

    @Test
    void sectionsFollowTheLessonsOrder() {
        assertThat(page.select("main > section > h2").eachText()).containsExactly("Summary",
                "The cost of recovery", "Recovery by failure period", "Certain cost and recovery",
                "Certain cost and probabilistic gain", "How much the failed worker asks to have back",
                "How wrong the decision can be", "Sensitivity to the checkpoint's cost", "Rows and keys per worker",
                "Terms used on this page");
        assertThat(page.select("main table").eachAttr("id")).containsExactly("at-failure", "matrix", "costs",
                "probabilities", "partitioned", "regret", "sensitivity", "workers");
    }

    @Test
    void recoveryAtSeptemberIs1600WithoutACheckpointAnd400AtSixAndThree() {
        assertThat(rows("at-failure")).containsExactly(
                List.of("none", "0", "1600"), List.of("6", "2", "400"), List.of("4", "3", "0"),
                List.of("3", "4", "400"), List.of("2", "6", "0"), List.of("1", "12", "0"));
        assertThat(page.getElementById("at-failure-finding").text())
                .contains("recomputes 1600 rows with no checkpoint")
                .contains("Halving interval 6 to 3 does not lower it: both recompute 400 rows.");
    }

    @Test
    void matrixMarksSeptemberAndShadesTheSawTooth() {
        List<List<String>> rows = rows("matrix");
        assertThat(rows).hasSize(11);
        assertThat(rows.get(0)).containsExactly("2026-02", "200", "200", "200", "200", "200", "0");
        assertThat(rows.get(7)).containsExactly("2026-09 failure", "1600", "400", "0", "400", "0", "0");
        assertThat(rows.get(10)).containsExactly("2026-12", "2200", "1000", "600", "400", "200", "0");
        Elements marked = page.select("#matrix tbody tr.marked");
        assertThat(marked).hasSize(1);
        assertThat(marked.first().selectFirst("th").ownText()).isEqualTo("2026-09");
        Element december = page.select("#matrix tbody tr").get(10);
        assertThat(december.select("td").eachAttr("class"))
                .containsExactly("num s4", "num s2", "num s2", "num s1", "num s1", "num");
        assertThat(page.select("#by-period .legend li").eachText())
                .containsExactly("0", "1–550", "551–1100", "1101–1650", "1651–2200");
    }

    @Test
    void costTableMarksIntervalsFourAndThreeByWorstAndFourByAverage() {
        assertThat(rows("costs")).containsExactly(
                List.of("none", "0", "0", "2200", "2200", "1200.0", "1200.0"),
                List.of("6", "2", "400", "1000", "1400", "545.5", "945.5"),
                List.of("4", "3", "600", "600", "1200", "327.3", "927.3"),
                List.of("3", "4", "800", "400", "1200", "218.2", "1018.2"),
                List.of("2", "6", "1200", "200", "1400", "109.1", "1309.1"),
                List.of("1", "12", "2400", "0", "2400", "0.0", "2400.0"));
        assertThat(picked("costs")).containsExactly("4: 1200", "4: 927.3", "3: 1200");
        assertThat(page.getElementById("costs-finding").text()).isEqualTo("By the worst case the cheapest is "
                + "interval 4 and interval 3 with 1200; by the average interval 4 with 927.3.");
    }

    @Test
    void probabilityTableNamesTheBestIntervalInEachRow() {
        assertThat(rows("probabilities")).containsExactly(
                List.of("1.0", "1200.0", "945.5", "927.3", "1018.2", "1309.1", "2400.0", "4"),
                List.of("0.75", "900.0", "809.1", "845.5", "963.6", "1281.8", "2400.0", "6"),
                List.of("0.5", "600.0", "672.7", "763.6", "909.1", "1254.5", "2400.0", "none"),
                List.of("0.25", "300.0", "536.4", "681.8", "854.5", "1227.3", "2400.0", "none"));
        assertThat(picked("probabilities")).containsExactly("1.0: 927.3", "0.75: 809.1", "0.5: 600.0", "0.25: 300.0");
        assertThat(page.getElementById("best-ranges").text())
                .isEqualTo("Over all failure probabilities the best is none below 0.611; 6 from 0.611 to 0.917; 4 above.");
    }

    @Test
    void partitionedStateAsksBack408InsteadOf1600() {
        assertThat(rows("partitioned")).containsExactly(
                List.of("none", "1600", "408", "1600"), List.of("6", "400", "102", "400"),
                List.of("4", "0", "0", "0"), List.of("3", "400", "102", "400"),
                List.of("2", "0", "0", "0"), List.of("1", "0", "0", "0"));
    }

    @Test
    void summaryGivesTheBestIntervalsAndTheGatesVerdict() {
        assertThat(page.select("#summary dt").eachText()).startsWith("Best at failure probability 1.0",
                "Best at failure probability 0.75", "Best at failure probability 0.5", "Best at failure probability 0.25",
                "Cheapest by the worst case", "Cheapest by the average");
        assertThat(page.select("#summary dd").eachText()).containsExactly(
                "interval 4, expected cost 927.3 rows", "interval 6, expected cost 809.1 rows",
                "no checkpoint, expected cost 600.0 rows", "no checkpoint, expected cost 300.0 rows",
                "interval 4 and interval 3, worst total 1200 rows", "interval 4, average total 927.3 rows",
                "none below 0.611; 6 from 0.611 to 0.917; 4 above");
        assertThat(page.getElementById("gate").text()).startsWith("Gate: pass. Checkpoint interval 6 is optimal"
                + " at failure probability 0.75: expected cost 809.1 rows.");
    }

    @Test
    void everyTableHasACaptionScopedHeadersAndRightAlignedNumbers() {
        for (Element table : page.select("main table")) {
            assertThat(table.selectFirst("caption").text()).as(table.id()).isNotBlank();
            assertThat(table.select("th").eachAttr("scope")).as(table.id())
                    .hasSize(table.select("th").size()).allMatch(s -> s.equals("col") || s.equals("row"));
            assertThat(table.select("td")).as(table.id()).allMatch(td -> td.hasClass("num"));
        }
    }

    @Test
    void bothChartsHaveAnAccessibleNameAndTheirDataIsEmbedded() {
        assertThat(page.select("canvas").eachAttr("id")).containsExactly("chart-recovery", "chart-expected", "chart-p",
                "chart-regret", "chart-sensitivity", "chart-workers");
        assertThat(page.select("canvas[role=img]").eachAttr("aria-label")).allMatch(label -> label.contains("table"));
        String data = page.getElementById("report-data").data();
        assertThat(data).contains("\"intervals\":[\"none\",\"6\",\"4\",\"3\",\"2\",\"1\"]")
                .contains("\"recovery\":[[200,400,600,800,1000,1200,1400,1600,1800,2000,2200],");
    }

    @Test
    void linksStayInsideTheReportFolder() {
        List<String> all = page.select("[href], [src]").stream()
                .map(e -> e.hasAttr("href") ? e.attr("href") : e.attr("src")).toList();
        List<String> inPage = all.stream().filter(link -> link.startsWith("#")).toList();
        assertThat(inPage).as("the contents' links, each to a heading of the page").hasSizeGreaterThan(5)
                .allMatch(link -> page.getElementById(link.substring(1)) != null);
        List<String> links = all.stream().filter(link -> !link.startsWith("#")).toList();
        assertThat(links).containsExactlyInAnyOrder("data:,", "assets/report.css", "assets/chart.umd.js",
                "assets/charts.js", "assets/report.js", "assets/decision.js", "assets/workers.js", "report.json",
                "assets/chart.js-LICENSE.md");
        for (String asset : List.of("report.css", "charts.js", "report.js", "decision.js", "workers.js", "chart.umd.js",
                "chart.js-LICENSE.md")) {
            assertThat(folder.resolve("report/assets").resolve(asset)).isNotEmptyFile();
        }
    }

    private static List<List<String>> rows(String table) {
        return page.select("#" + table + " tbody tr").stream()
                .map(tr -> tr.children().eachText()).toList();
    }

    /** The marked cells as {@code row header: value}, row by row. */
    private static List<String> picked(String table) {
        return page.select("#" + table + " td.pick").stream()
                .map(td -> td.parent().selectFirst("th").text() + ": " + td.selectFirst("strong").text()).toList();
    }
}
