package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Reports;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table of more than 20,000 cells is summarised on the page, and report.json keeps it whole. 201 periods
 * make 200 failure periods: with 100 intervals the matrix has exactly 20,000 cells and is shown whole, with
 * 101 it has 20,200 and is summarised. A checkpoint costs so much that 'none' is the best everywhere, so the
 * kept intervals are the edges and the decided interval 50.
 */
class BigTablesTest {
    @TempDir
    Path folder;

    @Test
    void tablesOfAtMost20000CellsAreShownWhole() throws IOException {
        Path report = Reports.write(folder, scenario(99, 196), null);
        Document page = Reports.page(report);

        assertThat(page.select("#matrix tbody tr")).hasSize(200);
        assertThat(page.select("#matrix thead th")).hasSize(101);
        assertThat(page.select("#probabilities tbody tr")).hasSize(196);
        assertThat(page.select("#probabilities thead th")).hasSize(102);
        assertThat(page.select("p.excerpt")).isEmpty();
        assertThat(chartData(page).get("failurePeriods")).hasSize(200);
    }

    @Test
    void biggerTablesShowTheirEdgesAndTheFindingsAndLinkToReportJson() throws IOException {
        Path report = Reports.write(folder, scenario(100, 200), null);
        Document page = Reports.page(report);

        assertThat(page.select("#matrix tbody th").eachText()).containsExactly("2026-02", "2026-03", "2026-04",
                "2026-05", "2026-06", "2030-09 failure", "2042-05", "2042-06", "2042-07", "2042-08", "2042-09");
        assertThat(page.select("#matrix thead th").eachText())
                .containsExactly("failure", "none", "1", "2", "3", "4", "50", "96", "97", "98", "99", "100");
        assertThat(page.getElementById("matrix-excerpt").text()).isEqualTo("The page shows 11 of 200 failure periods"
                + " and 11 of 101 intervals: the first and last 5 and those the findings name; 20079 cells are left out."
                + " The whole table is in report.json.");
        assertThat(page.select("#matrix-excerpt a").attr("href")).isEqualTo("report.json");

        assertThat(page.select("#probabilities tbody th").eachText()).containsExactly("0.0", "0.005", "0.01", "0.015",
                "0.02", "0.5", "0.975", "0.98", "0.985", "0.99", "0.995");
        assertThat(page.select("#probabilities thead th").eachText()).containsExactly("failure probability", "none",
                "1", "2", "3", "4", "50", "97", "98", "99", "100", "best");
        assertThat(page.getElementById("probabilities-excerpt").text()).isEqualTo("The page shows 11 of 200 failure"
                + " probabilities and 11 of 102 columns: the first and last 5 and those the findings name; 20279 cells"
                + " are left out. The whole table is in report.json.");

        JsonNode json = new ObjectMapper().readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile());
        assertThat(json.get("matrix")).hasSize(200);
        assertThat(json.get("probabilities")).hasSize(200);
        assertThat(json.get("probabilities").get(0).get("expected")).hasSize(101);
        assertThat(chartData(page).get("failurePeriods")).hasSize(11);
        assertThat(chartData(page).get("probabilities")).hasSize(11);
    }

    @Test
    void aBiggerProbabilityTableUnderAWorstCaseDecisionWithoutAProbabilityShowsItsEdges() throws IOException {
        // a worst-case decision need not name a probability: no row of the table is the decided one
        Path report = Reports.write(folder, scenario(100, 200).replace("decision: {interval: 50, probability: 0.5}",
                "decision: {interval: 50, criterion: worst}"), null);
        Document page = Reports.page(report);

        assertThat(page.select("#probabilities tbody th").eachText()).containsExactly("0.0", "0.005", "0.01", "0.015",
                "0.02", "0.975", "0.98", "0.985", "0.99", "0.995");
        assertThat(page.getElementById("probabilities-excerpt").text()).startsWith("The page shows 10 of 200 failure"
                + " probabilities");
    }

    /** 3 subscribers over 201 months, intervals none and 1..{@code intervals}, probabilities 0, 0.005, .... */
    private static String scenario(int intervals, int probabilities) {
        String ks = IntStream.rangeClosed(1, intervals).mapToObj(Integer::toString).collect(Collectors.joining(", "));
        String ps = IntStream.range(0, probabilities).mapToObj(i -> Double.toString(i / 200.0))
                .collect(Collectors.joining(", "));
        return String.join("\n",
                "source: {seed: 20260218, subscribers: 3, periods: 2026-01..2042-09}",
                "failure: {period: 2030-09, probabilities: [" + ps + "]}",
                "checkpoint: {intervals: [none, " + ks + "], stateRows: 1000000000000}",
                "decision: {interval: 50, probability: 0.5}",
                "");
    }

    private static JsonNode chartData(Document page) throws IOException {
        return new ObjectMapper().readTree(page.getElementById("report-data").data());
    }
}
