package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page reads in the order a reader needs: the verdicts, the contents, the lesson's tables and charts,
 * then the claims, folded while they all hold and open when one is false, and last the terms the page explains.
 */
class PageOrderTest {

    @TempDir
    Path folder;

    @Test
    void theVerdictComesFirstThenTheContentsThenTheLessonAndTheClaimsLast() {
        Document page = Reports.page(Reports.write(folder, Reports.timingYaml() + claims(), null));

        assertThat(page.select("main > *").eachAttr("id")).startsWith("summary", "contents", "recovery", "by-period")
                .endsWith("freshness-after-failure", "watch", "claims", "glossary");
        assertThat(page.getElementById("claims-details").hasAttr("open")).as("folded while every claim holds").isFalse();
        assertThat(page.select("#claims-details > summary").text())
                .isEqualTo("The 29 claims, each with the value it states and the value the model computes");
        assertThat(page.getElementById("claims-finding").parent().id()).as("the finding shows while folded")
                .isEqualTo("claims");
    }

    @Test
    void theContentsLinkEverySectionsHeadingInTheOrderOfThePage() {
        Document page = Reports.page(Reports.write(folder, Reports.timingYaml() + claims(), null));

        var headings = page.select("main > section > h2");
        var links = page.select("#contents li > a");
        assertThat(links.eachText()).isEqualTo(headings.eachText().subList(1, headings.size()));
        assertThat(links.eachAttr("href")).isEqualTo(headings.eachAttr("id").subList(1, headings.size()).stream()
                .map(id -> "#" + id).toList());
        assertThat(links.eachText()).startsWith("The cost of recovery", "Recovery by failure period")
                .contains("How wrong the decision can be", "Recovery time per interval")
                .endsWith("Claims of the lesson", "Terms used on this page");
        assertThat(links.select("[href=#optimum-title]")).as("a section the scenario lacks is not listed").isEmpty();
    }

    @Test
    void aFalseClaimOpensTheFoldedClaims() {
        Document page = Reports.page(Reports.write(folder, Lesson.yamlWithClaims().replace("11/12", "11/13"), null));

        Element details = page.getElementById("claims-details");
        assertThat(details.hasAttr("open")).isTrue();
        assertThat(details.select("tr.claim-false")).hasSize(1);
    }

    /** The lesson's claims, added to another scenario of the same stream. */
    private static String claims() {
        String withClaims = Lesson.yamlWithClaims();
        return withClaims.substring(withClaims.indexOf("\nclaims:"));
    }
}
