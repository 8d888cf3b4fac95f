package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.folder.ReportFolder;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.OutputFiles;
import dev.checkpointreport.output.ReportOutput;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new output is one class in the pipeline's list: it says the file it writes, the folder rule takes that file for
 * the plugin's, and the next build replaces the report that holds it, or keeps it when it is up to date.
 */
class NewOutputTest {
    @TempDir
    Path project;

    private final List<String> said = new ArrayList<>();

    /** Each scenario's verdict in a {@code report.csv} beside its {@code report.json}. */
    private static final class CsvOutput implements ReportOutput {
        static final String REPORT_CSV = "report.csv";

        @Override
        public OutputFiles files() {
            return OutputFiles.eachReport(REPORT_CSV);
        }

        @Override
        public void write(Course course, Path folder) throws IOException {
            for (CourseScenario scenario : course.scenarios()) {
                Files.writeString(Files.createDirectories(course.folderOf(scenario, folder)).resolve(REPORT_CSV),
                        "scenario,passed\n" + scenario.name() + "," + scenario.result().verdict().passed() + "\n");
            }
        }
    }

    private ReportPipeline.Request request(List<ListedScenario> listed, boolean single, Path output,
            UpToDate upToDate) {
        ReportPipeline.Request.Builder request = single ? ReportPipeline.Request.report(listed.get(0), output.toFile())
                : ReportPipeline.Request.course(listed, output.toFile());
        return request.basedir(project.toFile()).upToDate(upToDate).build();
    }

    private void build(ReportPipeline.Request request) throws Exception {
        ReportPipeline.run(request, List.of(new CsvOutput()), said::add, warning -> said.add("warning: " + warning));
    }

    @Test
    void theSecondBuildReplacesAReportThatHoldsTheNewOutputsFile() throws Exception {
        Path config = Files.writeString(project.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path report = project.resolve("report");
        ReportPipeline.Request request = request(List.of(new ListedScenario("checkpoint-report", config)), true,
                report, UpToDate.NEVER);

        build(request);
        Files.delete(report.resolve(CsvOutput.REPORT_CSV));
        build(request);

        assertThat(said).containsExactly("Checkpoint report: " + report.toRealPath().resolve("index.html"),
                "Checkpoint report: " + report.toRealPath().resolve("index.html"));
        assertThat(Files.readString(report.resolve(CsvOutput.REPORT_CSV)))
                .isEqualTo("scenario,passed\ncheckpoint-report,true\n");
        assertThat(Files.readString(report.resolve(ReportFolder.MARKER))).contains(" " + CsvOutput.REPORT_CSV + "\n");
    }

    @Test
    void aKilledRunsHalfWrittenFolderWithTheNewOutputsFileIsCleared() throws Exception {
        Path config = Files.writeString(project.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path half = Files.createDirectory(project.resolve(".report.new-0f8fad5b-d9cb-469f-a165-70867728950e"));
        Files.writeString(half.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT);
        Files.writeString(half.resolve("report.json"), "{}");
        Files.writeString(half.resolve(CsvOutput.REPORT_CSV), "scenario,");

        build(request(List.of(new ListedScenario("checkpoint-report", config)), true, project.resolve("report"),
                UpToDate.NEVER));

        try (Stream<Path> files = Files.list(project)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("checkpoint-report.yml",
                    "report");
        }
    }

    @Test
    void aCourseThatHoldsTheNewOutputsFilesIsKeptWhenUpToDate() throws Exception {
        Path scenarios = Files.createDirectories(project.resolve("scenarios"));
        List<ListedScenario> listed = List.of(
                new ListedScenario("lesson", Files.writeString(scenarios.resolve("lesson.yml"), Lesson.yaml())),
                new ListedScenario("half", Files.writeString(scenarios.resolve("half.yml"),
                        Lesson.yamlWith("probability: 0.75", "probability: 0.5"))));
        Path site = project.resolve("site");

        build(request(listed, false, site, UpToDate.STAMPED));
        build(request(listed, false, site, UpToDate.STAMPED));

        assertThat(said).containsExactly("Checkpoint course of 2 scenarios written to "
                + site.toRealPath().resolve("index.html"), "Checkpoint course " + site.toRealPath().resolve("index.html")
                + " is up to date: its 2 scenarios, templates, parameters and plugin are unchanged"
                + " (-Dcheckpoint.force=true writes it again).");
        assertThat(Files.readString(site.resolve("lesson").resolve(CsvOutput.REPORT_CSV)))
                .isEqualTo("scenario,passed\nlesson,true\n");
    }

    @Test
    void theFolderRuleNamesTheNewOutputsFileAsThePlugins() {
        List<ReportOutput> outputs = new ArrayList<>(ReportPipeline.outputs(
                new CoursePages(null, RenderLimits.DEFAULT, false), null, warning -> { }));
        assertThat(new OwnFiles(outputs).writes(CsvOutput.REPORT_CSV)).isFalse();

        outputs.add(new CsvOutput());
        OwnFiles own = new OwnFiles(outputs);

        for (String path : List.of("report.csv", "lesson/report.csv", "module/lesson/report.csv", "report.json")) {
            assertThat(own.writes(path)).as(path).isTrue();
        }
        for (String path : List.of("assets/report.csv", ".git/report.csv", "index.json/report.csv", "report.csv/x")) {
            assertThat(own.writes(path)).as(path).isFalse();
        }
    }
}
