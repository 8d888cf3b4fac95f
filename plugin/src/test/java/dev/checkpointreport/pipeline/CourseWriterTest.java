package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.Sites;
import dev.checkpointreport.folder.ReportFolderException;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A site of the lesson and of a scenario whose recovery objective is too tight, as the goal writes it. */
class CourseWriterTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path project;

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void eachScenarioHasItsReportInItsFolderAndTheRootHoldsTheIndex() throws Exception {
        Path site = Sites.lessonAndTight(project);

        assertThat(names(site)).containsExactly(".checkpoint-report", "assets", "history.json", "index.html",
                "index.json", "lesson", "tight");
        assertThat(names(site.resolve("lesson"))).containsExactly("index.html", "report.json");
        assertThat(names(site.resolve("assets"))).containsExactly("chart.js-LICENSE.md", "chart.umd.js",
                "charts.js", "decision.js", "recovery.js", "report.css", "report.js", "workers.js");
        Path single = Reports.lesson(project.resolve("single"));
        assertThat(names(single)).contains("assets");
        assertThat(site.resolve("lesson/report.json")).hasSameBinaryContentAs(single.resolve("report.json"));
        String alone = Files.readString(single.resolve("index.html"));
        // a scenario's page of a course differs from the page alone in where its assets lie and in its link back
        assertThat(Files.readString(site.resolve("lesson/index.html"))).isEqualTo(alone.replace("=\"assets/", "=\"../assets/")
                .replace("<header class=\"page\">\n", "<header class=\"page\">\n<nav class=\"back\" aria-label=\"Course\">"
                        + "<a href=\"../index.html\" rel=\"up\">← All scenarios of the course</a></nav>\n"));
        assertThat(alone).doesNotContain("All scenarios of the course");
    }

    @Test
    void everyAssetAScenariosPageLinksIsTheSitesOneCopy() throws Exception {
        Path site = Sites.lessonAndTight(project);

        for (String name : List.of("lesson", "tight")) {
            Document page = Jsoup.parse(site.resolve(name + "/index.html").toFile(), "UTF-8");
            List<String> links = new ArrayList<>(page.select("link[rel=stylesheet]").eachAttr("href"));
            links.addAll(page.select("script[src]").eachAttr("src"));
            assertThat(links).hasSizeGreaterThanOrEqualTo(6).allMatch(link -> link.startsWith("../assets/"))
                    .allMatch(link -> Files.isRegularFile(site.resolve(name).resolve(link).normalize()));
        }
    }

    @Test
    void indexJsonHoldsEachCardsDecisionBestIntervalsAndRecoveryVerdict() throws Exception {
        JsonNode index = JSON.readTree(Sites.lessonAndTight(project).resolve("index.json").toFile());

        assertThat(index.get("schemaVersion").asInt()).isEqualTo(1);
        assertThat(index.get("passed").asBoolean()).isFalse();
        JsonNode lesson = index.get("scenarios").get(0);
        assertThat(lesson.get("name").asText()).isEqualTo("lesson");
        assertThat(lesson.get("file").asText()).isEqualTo("scenarios/lesson.yml");
        assertThat(lesson.get("report").asText()).isEqualTo("lesson/index.html");
        assertThat(lesson.get("reportJson").asText()).isEqualTo("lesson/report.json");
        assertThat(lesson.get("passed").asBoolean()).isTrue();
        assertThat(lesson.get("decision").get("interval").asInt()).isEqualTo(6);
        assertThat(lesson.get("decision").get("optimal").asBoolean()).isTrue();
        assertThat(lesson.get("best").findValuesAsText("probability")).containsExactly("1.0", "0.75", "0.5", "0.25");
        assertThat(lesson.get("best").findValuesAsText("interval")).containsExactly("4", "6", "none", "none");
        assertThat(lesson.get("best").get(1).get("expected").asDouble()).isEqualTo(8900.0 / 11);
        assertThat(lesson.get("best").get(2).get("expected").asDouble()).isEqualTo(600.0);
        assertThat(lesson.get("recovery").isNull()).isTrue();
        JsonNode tight = index.get("scenarios").get(1);
        assertThat(tight.get("title").asText()).isEqualTo("A tight recovery objective");
        assertThat(tight.get("passed").asBoolean()).isFalse();
        assertThat(tight.get("recovery").get("verdict").get("met").asBoolean()).isFalse();
        assertThat(tight.get("recovery").get("verdict").get("message").asText()).isEqualTo("Checkpoint interval 6"
                + " misses the recovery objective of 5m 00s: its worst recovery, after a failure in 2026-12, takes"
                + " 12m 11s (detection 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s). The cheapest"
                + " interval that meets it is 2.");
    }

    @Test
    void indexHtmlShowsACardPerScenarioLinkingToItsReport() throws Exception {
        Document page = Jsoup.parse(Sites.lessonAndTight(project).resolve("index.html").toFile(), "UTF-8");

        assertThat(page.select("link[rel=stylesheet]").attr("href")).isEqualTo("assets/report.css");
        assertThat(page.select("p.lead").text()).isEqualTo("2 scenarios; 1 fails its gates.");
        assertThat(page.select("li.card h2 a").eachAttr("href")).containsExactly("lesson/index.html", "tight/index.html");
        assertThat(page.select("li.card h2").eachText()).containsExactly("State in Stream Engines",
                "A tight recovery objective");
        Element lesson = page.getElementById("scenario-1");
        assertThat(lesson.select("p.file").text()).isEqualTo("scenarios/lesson.yml");
        assertThat(lesson.select("p.decision").text())
                .isEqualTo("Decision: interval 6 at failure probability 0.75, by the expected cost");
        assertThat(lesson.select("#scenario-1-gate.gate-pass strong").text()).isEqualTo("Gate: pass.");
        assertThat(lesson.select("#scenario-1-recovery-gate")).isEmpty();
        assertThat(lesson.select("dl.facts dd").eachText()).containsExactly("interval 4, expected cost 927.3 rows",
                "interval 6, expected cost 809.1 rows", "no checkpoint, expected cost 600.0 rows",
                "no checkpoint, expected cost 300.0 rows");
        Element tight = page.getElementById("scenario-2");
        assertThat(tight.select("#scenario-2-gate.gate-pass")).hasSize(1);
        assertThat(tight.select("#scenario-2-recovery-gate.gate-fail strong").text()).isEqualTo("Recovery gate: fail.");
        assertThat(tight.select("dl.facts dt").last().text()).isEqualTo("Worst recovery with interval 6");
        assertThat(tight.select("dl.facts dd").last().text()).isEqualTo("12m 11s, after a failure in 2026-12");
    }

    @Test
    void aTemplateThatFailsLeavesTheLastSiteByteForByte() throws Exception {
        Path site = Sites.lessonAndTight(project);
        byte[] index = Files.readAllBytes(site.resolve("index.html"));
        byte[] json = Files.readAllBytes(site.resolve("index.json"));
        Path templates = Files.createDirectories(project.resolve("branding"));
        Files.writeString(templates.resolve("course-index.ftlh"), "<p>${course.nothing}</p>\n");
        Path lesson = project.resolve("scenarios/lesson.yml");

        ReportTemplateException e = catchThrowableOfType(ReportTemplateException.class, () -> PipelineRun.run(
                PipelineRun.course(List.of(new ListedScenario("lesson", lesson)), site).basedir(project.toFile())
                        .templateDirectory(templates.toFile())));

        assertThat(e.getMessage()).isEqualTo("Report template " + templates.resolve("course-index.ftlh") + ", line 1, column 6: The"
                + " following has evaluated to null or missing: ==> course.nothing  [in template \"course-index.ftlh\" at"
                + " line 1, column 6]");
        assertThat(names(site)).containsExactly(".checkpoint-report", "assets", "history.json", "index.html",
                "index.json", "lesson", "tight");
        assertThat(Files.readAllBytes(site.resolve("index.html"))).isEqualTo(index);
        assertThat(Files.readAllBytes(site.resolve("index.json"))).isEqualTo(json);
    }

    @Test
    void aSiteFolderThatHoldsAScenarioFileIsRefused() throws Exception {
        Path scenario = project.resolve("docs/lesson.yml");
        Files.createDirectories(scenario.getParent());
        Files.writeString(scenario, Lesson.yaml());

        ReportFolderException e = catchThrowableOfType(ReportFolderException.class, () -> CourseWriter.open(
                project.resolve("docs"), project, List.of(project.resolve("other.yml"), scenario), null,
                ReportPipeline.outputs(new CoursePages(null, RenderLimits.DEFAULT, false), null, PipelineRun::unexpected),
                false).judgeContents(List.of()));

        assertThat(e).hasMessage("Refusing to write the report to " + project.resolve("docs").toRealPath()
                + ": it holds the scenario file, " + scenario.toRealPath() + "; the report replaces its folder as a"
                + " whole, so it needs a missing or empty folder, or one it wrote");
    }
}
