package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page lists every claim with its line, the claimed and the computed value, and a mark in words. */
class ClaimsPageTest {

    @TempDir
    Path folder;

    @Test
    void everyClaimIsARowAndAFalseOneIsMarkedInWords() {
        Document page = Reports.page(Reports.write(folder, Lesson.yamlWithClaims().replace("rows: 408", "rows: 409")
                .replace("rows: 927.3", "rows: 927.4"), null));

        assertThat(page.getElementById("claims-finding").text()).isEqualTo("2 of 29 claims are false, on lines 39 and "
                + "52 of the scenario: the lesson states numbers the model does not compute.");
        Elements rows = page.select("#claims-table tbody tr");
        assertThat(rows).hasSize(29);
        assertThat(cells(rows.get(0))).isEqualTo("recomputed: {interval: none, failure: 2026-09, rows: 1600} | 22 | "
                + "1600 | 1600 | ✓ true");
        assertThat(cells(rows.get(15))).isEqualTo("averageTotal: {interval: 4, rows: 927.4} | 39 | 927.4 | 927.3 | "
                + "✗ false");
        assertThat(rows.get(15).hasClass("claim-false")).isTrue();
        assertThat(rows.get(15).selectFirst("th").attr("scope")).isEqualTo("row");
        assertThat(rows.get(15).selectFirst(".mark span").attr("aria-hidden")).isEqualTo("true");
        assertThat(page.select("#claims-table thead th").eachText()).containsExactly("claim", "line", "claimed",
                "computed", "holds");
    }

    @Test
    void whenEveryClaimHoldsTheFindingSaysSo() {
        Document page = Reports.page(Reports.write(folder, Lesson.yamlWithClaims(), null));

        assertThat(page.getElementById("claims-finding").text()).isEqualTo("All 29 claims of the scenario hold: the "
                + "model computes each number as the lesson states it.");
        assertThat(page.select("#claims-table .claim-false")).isEmpty();
    }

    @Test
    void aScenarioWithoutClaimsHasNoClaimsSection() {
        assertThat(Reports.page(Reports.lesson(folder)).getElementById("claims")).isNull();
    }

    private static String cells(Element row) {
        return String.join(" | ", row.children().eachText());
    }
}
