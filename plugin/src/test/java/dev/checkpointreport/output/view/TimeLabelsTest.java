package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.HourlyEvents;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Periods bucketed by time read compactly on the page, with the full time on hover; report.json keeps it. */
class TimeLabelsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    private Path report(String labels) {
        return HourlyEvents.report(folder, labels);
    }

    @Test
    void hourlyPeriodsReadAsMonthDayAndTimeWithTheFullTimeOnHover() throws IOException {
        Path report = report("");
        Document page = Reports.page(report);
        JsonNode json = JSON.readTree(report.resolve("report.json").toFile());

        Element failureRow = page.select("#matrix tbody tr.marked").first();
        assertThat(failureRow.select("th").text()).isEqualTo("03-02 20:00 failure");
        assertThat(failureRow.select("th abbr").attr("title")).isEqualTo("2026-03-02T20:00:00Z");
        assertThat(page.select("#matrix tbody th abbr").eachText()).first().isEqualTo("03-02 13:00");
        assertThat(page.select("#at-failure caption").text()).isEqualTo("Rows recomputed after a failure in 03-02 20:00");
        assertThat(page.select("#recovery-time tbody td abbr").eachAttr("title")).isNotEmpty()
                .allMatch(title -> title.matches("2026-03-02T\\d\\d:00:00Z"));
        assertThat(page.select("#state-size tbody th").eachText()).first().isEqualTo("03-02 12:00");
        assertThat(json.get("periods").get(0).asText()).isEqualTo("2026-03-02T12:00:00Z");
        assertThat(json.get("failurePeriod").asText()).isEqualTo("2026-03-02T20:00:00Z");
    }

    @Test
    void aScenarioNamesItsOwnLabelFormat() throws IOException {
        Document page = Reports.page(report("  labels: \"EEE HH'h'\"\n"));

        Element failureRow = page.select("#matrix tbody tr.marked").first();
        assertThat(failureRow.select("th abbr").outerHtml())
                .isEqualTo("<abbr title=\"2026-03-02T20:00:00Z\">Mon 20h</abbr>");
    }
}
