package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.file.Files;
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

    /** Twelve hours of readings on 2 March 2026, from 12:00, three keys an hour; the failure at 20:00. */
    private Path report(String labels) throws IOException {
        StringBuilder csv = new StringBuilder("key,at\n");
        for (int hour = 12; hour < 24; hour++) {
            for (int key = 0; key < 3 + hour % 4; key++) {
                csv.append("k").append(key).append(",2026-03-02T").append(hour).append(":").append(10 + key)
                        .append(":00Z\n");
            }
        }
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("events.csv"), csv);
        String yaml = Reports.timingYaml("""
                source:
                  generator: meter-readings
                  seed: 20260218
                  subscribers: 200
                  periods: 2026-01..2026-12
                """, """
                source:
                  events: events.csv
                  key: key
                  time: at
                  periodStart: 2026-03-02T12:00:00Z
                """ + labels, "period: 2026-09", "period: 2026-03-02T20:00:00Z", "periodLength: 1m", "periodLength: 1h");
        return Reports.write(folder, yaml, null);
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
        assertThat(page.select("#recovery-times tbody td abbr").eachAttr("title")).isNotEmpty()
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
