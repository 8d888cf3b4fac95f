package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.folder.ReportFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course's own templates: they replace the built-in ones by name, and a broken one is named precisely. */
class TemplateOverrideTest {
    @TempDir
    Path folder;

    @Test
    void anOverriddenTemplateReplacesTheBuiltInOneByName() throws Exception {
        Path templates = write("summary.ftlh", "<section id=\"summary\"><h2>Summary</h2>"
                + "<p id=\"brand\">Stream course: ${report.summary.facts[0].detail}</p></section>\n");
        write("assets/report.css", "body { color: rebeccapurple; }\n");
        Path report = Reports.write(folder, Lesson.yaml(), templates);
        assertThat(Reports.page(report).getElementById("brand").text())
                .isEqualTo("Stream course: interval 4, expected cost 927.3 rows");
        assertThat(Reports.page(report).getElementById("costs")).as("built-in tables still render").isNotNull();
        assertThat(report.resolve("assets/report.css")).hasContent("body { color: rebeccapurple; }");
    }

    @Test
    void aTemplateThatDoesNotParseNamesItsFileLineAndColumnAndKeepsTheLastReport() throws Exception {
        Path report = Reports.lesson(folder);
        byte[] lastGood = Files.readAllBytes(report.resolve("index.html"));
        Path templates = write("summary.ftlh", "<section>\n  <#if report.summary.decisionChecks??>\n</section>\n");
        Path config = folder.resolve("checkpoint-report.yml");
        assertThatThrownBy(() -> PipelineRun.report(PipelineRun.request(config, report).templateDirectory(templates.toFile())))
                .isInstanceOfSatisfying(ReportTemplateException.class, e -> {
                    assertThat(e.template()).isEqualTo(templates.resolve("summary.ftlh").toString());
                    assertThat(e.line()).isEqualTo(3);
                    assertThat(e.column()).isPositive();
                    assertThat(e.getMessage()).startsWith("Report template " + templates.resolve("summary.ftlh")
                            + ", line 3, column ");
                });
        assertThat(Files.readAllBytes(report.resolve("index.html"))).isEqualTo(lastGood);
    }

    @Test
    void aTemplateThatFailsWhileRenderingNamesItsLine() throws Exception {
        Path templates = write("summary.ftlh", "<section>\n<p>${report.summary.verdict}</p>\n</section>\n");
        assertThatThrownBy(() -> Reports.write(folder, Lesson.yaml(), templates))
                .hasCauseInstanceOf(ReportTemplateException.class)
                .hasMessageContaining("summary.ftlh, line 2, column 6")
                .hasMessageContaining("report.summary.verdict")
                .hasMessageNotContaining("Tip:");
        assertThat(folder.resolve("report")).doesNotExist();
    }

    @Test
    void aTemplateDirectoryThatDoesNotExistIsRefused() {
        Path missing = folder.resolve("no-such-templates");
        assertThatThrownBy(() -> Reports.write(folder, Lesson.yaml(), missing))
                .hasMessageContaining(missing.toString())
                .hasMessageContaining("the template directory does not exist");
    }

    @Test
    void everyValueIsEscapedAsHtml() {
        Path report = Reports.write(folder, Lesson.yamlWith("title: State in Stream Engines",
                "title: \"<script>alert('x')</script> & co\""), null);
        assertThat(Reports.page(report).selectFirst("h1").text()).isEqualTo("<script>alert('x')</script> & co");
        assertThat(Reports.page(report).select("script")).noneMatch(s -> s.data().contains("alert"));
    }

    @Test
    void theSameConfigWritesTheSameBytes() throws IOException {
        Path first = Reports.write(folder.resolve("first"), Lesson.yaml(), null);
        Path second = Reports.write(folder.resolve("second"), Lesson.yaml(), null);
        try (Stream<Path> files = Files.walk(first)) {
            // the marker aside: its stamp says where each file lies, and the scenario's path
            for (Path file : files.filter(f -> Files.isRegularFile(f) && !f.endsWith(ReportFolder.MARKER)).toList()) {
                assertThat(second.resolve(first.relativize(file))).as(first.relativize(file).toString())
                        .hasSameBinaryContentAs(file);
            }
        }
        assertThat(first.resolve("index.html")).content(StandardCharsets.UTF_8).doesNotContain("2026-11-29");
    }

    private Path write(String name, String content) throws IOException {
        Path templates = folder.resolve("templates");
        Path file = templates.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return templates;
    }
}
