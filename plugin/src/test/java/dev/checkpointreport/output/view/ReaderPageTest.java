package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Reports;
import dev.checkpointreport.Sites;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example course's pages as a reader follows them (issue 44): each term of jargon explained once, in a glossary the
 * contents link; long and detail tables folded under a line naming them, their findings shown; every cell labelled
 * with its column's heading, for the cards a phone shows; a scenario's page linking back to the course's index.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReaderPageTest {
    private Path site;

    @BeforeAll
    void write(@TempDir Path project) {
        site = Sites.exampleCourse(project);
    }

    private Document page(String scenario) {
        return Reports.page(site.resolve(scenario));
    }

    @Test
    void eachTermOfJargonIsExplainedOnceInAGlossaryTheContentsLink() {
        Document measured = page("measured");
        Document growth = page("growth");

        assertThat(measured.select("#glossary dfn").eachText()).containsExactly("exactly-once state", "break-even", "μ and λ", "δ (delta)",
                "M, MTBF", "Young's and Daly's optimum", "W₀", "p50, p90, p99", "SLI");
        assertThat(growth.select("#glossary dfn").eachText()).containsExactly("exactly-once state", "break-even",
                "μ and λ", "M, MTBF", "SLI");
        assertThat(measured.select("#term-lambert-w dd").text()).isEqualTo("The principal branch of the Lambert W "
                + "function: W₀(x) is the number w ≥ −1 with w·eʷ = x. It solves the equation for the exact optimum, "
                + "which has no answer in simpler functions.");
        assertThat(growth.select("#term-sli dd").text()).isEqualTo("A service level indicator: a number measured from "
                + "the running job that a team watches on a dashboard and alerts on, such as checkpoint duration.");
        assertThat(measured.select("#contents a[href=#glossary-title]").text()).isEqualTo("Terms used on this page");
        assertThat(measured.select("dfn")).as("each term explained once").hasSize(9);
    }

    @Test
    void aLongTableAndTheDetailTablesFoldUnderALineNamingThemWithTheirFindingsShown() {
        Document lesson = page("lesson");
        Document measured = page("measured");

        assertThat(lesson.select("details.fold").eachAttr("id")).containsExactly("matrix-fold", "regret-fold",
                "recovery-time-failure-fold", "recovery-time-average-fold", "recovery-time-checkpoint-fold",
                "state-size-fold");
        assertThat(lesson.select("details.fold[open]")).as("folded").isEmpty();
        assertThat(lesson.select("#matrix-fold > summary").text())
                .isEqualTo("The whole table, 11 rows: Rows recomputed by failure period (rows) and interval (columns)");
        Element finding = lesson.getElementById("matrix-finding");
        assertThat(finding.parents()).as("the finding shows while folded").noneMatch(e -> e.is("details"));
        assertThat(lesson.select("details.fold table").eachAttr("id")).containsExactly("matrix", "regret",
                "recovery-time-failure", "recovery-time-average", "recovery-time-checkpoint", "state-size");
        assertThat(measured.select("#measured details.fold table").eachAttr("id"))
                .containsExactly("measured-checkpoints", "measured-skew");
        assertThat(measured.select("#measured-skew-fold > summary").text()).startsWith("The whole table, 64 rows: ");
        assertThat(lesson.select("#at-failure").parents()).noneMatch(e -> e.is("details"));
    }

    @Test
    void everyCellIsLabelledWithItsColumnsHeadingAndEveryRowWithTheCorner() {
        for (String scenario : List.of("lesson", "measured", "spark")) {
            Document page = page(scenario);
            for (Element table : page.select("table.data")) {
                List<String> headers = table.select("thead tr:last-child th").eachText();
                List<String> columns = table.select("thead th").size() == headers.size() ? headers.subList(1, headers.size())
                        : headers;
                for (Element row : table.select("tbody tr")) {
                    assertThat(row.select("td").eachAttr("data-label")).as(scenario + " " + table.id())
                            .isEqualTo(columns);
                }
            }
        }
        assertThat(page("lesson").select("#at-failure tbody th").first().attr("data-label")).isEqualTo("interval");
    }

    @Test
    void aScenariosPageOfACourseLinksBackToTheCoursesIndex() {
        for (String scenario : List.of("lesson", "growth", "hot-key", "measured", "prometheus", "spark")) {
            Element back = page(scenario).selectFirst("header.page > nav.back a");
            assertThat(back).as(scenario).isNotNull();
            assertThat(back.attr("href")).isEqualTo("../index.html");
            assertThat(back.text()).isEqualTo("← All scenarios of the course");
        }
        assertThat(site.resolve(page("lesson").selectFirst("nav.back a").attr("href").replace("../", ""))).exists();
    }
}
