package dev.checkpointreport.output.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The step summary as the goal writes it: only where GITHUB_STEP_SUMMARY points, and never at the build's cost. */
class StepSummaryOutputTest {
    private static final ScenarioResult RESULT = ScenarioRun.of(Lesson.config());
    private static final List<StepSummary.Entry> LESSON = List.of(new StepSummary.Entry("lesson.yml", RESULT));

    @TempDir
    Path work;

    private final List<String> warnings = new ArrayList<>();

    /** Appends the lesson's summary to {@code target} as the pipeline does, after the report's folder is replaced. */
    private void append(String target, List<Path> scenarioFiles, List<Path> dataFiles, Path templates) {
        Path file = scenarioFiles.isEmpty() ? work.resolve("lesson.yml") : scenarioFiles.get(0);
        Course course = new Course(true, List.of(new CourseScenario("lesson", file, RESULT)), file.getParent(),
                dataFiles, templates);
        new StepSummaryOutput(target, warnings::add).write(course, work.resolve("report"));
    }

    @Test
    void theSummaryIsAppendedToTheFileTheVariableNames() throws Exception {
        Path file = work.resolve("step_summary");

        append(file.toString(), List.of(), List.of(), null);

        assertThat(Files.readString(file)).isEqualTo(StepSummary.markdown(LESSON));
        assertThat(warnings).isEmpty();
    }

    @Test
    void withoutTheVariableNothingIsWritten() throws Exception {

        append(null, List.of(), List.of(), null);
        append("", List.of(), List.of(), null);

        assertThat(warnings).isEmpty();
        assertThat(work).isEmptyDirectory();
    }

    @Test
    void aFolderIsWarnedAboutInOneLineAndTheBuildGoesOn() {

        append(work.toString(), List.of(), List.of(), null);

        assertThat(warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + work + " is not a regular file; the build goes on without it");
    }

    @Test
    void aMissingFolderIsWarnedAboutInOneLine() {
        Path file = work.resolve("gone/step_summary");

        append(file.toString(), List.of(), List.of(), null);

        assertThat(warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + file + " is in a folder that does not exist; the build goes on without it");
    }

    @Test
    void aPathWithANulCharacterIsWarnedAboutInOneLineWithTheNulShown() {

        append("summary\0.md", List.of(), List.of(), null);

        assertThat(warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + "summary\0.md is not a valid path; the build goes on without it"); // the goal's log shows \u0000
    }

    private static String warning(Path target, String input) {
        return "Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: " + target + " is an input of the"
                + " report, " + input + ", and is never written to; the build goes on without it";
    }

    @Test
    void theScenarioFileIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        byte[] before = Files.readAllBytes(scenario);

        append(scenario.toString(), List.of(scenario), List.of(), null);

        assertThat(Files.readAllBytes(scenario)).isEqualTo(before);
        assertThat(warnings).containsExactly(warning(scenario, "the scenario file " + scenario));
    }

    @Test
    void aLinkToTheDataFileTheScenarioReadsIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"),
                "source:\n  events: data/events.csv\n  key: meter\n");
        Path events = Files.writeString(Files.createDirectories(work.resolve("data")).resolve("events.csv"),
                "meter,period\nm-1,2026-01\n");
        Path link = Files.createSymbolicLink(work.resolve("summary.md"), events);
        byte[] before = Files.readAllBytes(events);

        append(link.toString(), List.of(scenario), DataFiles.named(scenario), null);

        assertThat(Files.readAllBytes(events)).isEqualTo(before);
        assertThat(warnings).containsExactly(warning(link, "the data file " + events));
    }

    @Test
    void aHardLinkToATemplateIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path templates = Files.createDirectories(work.resolve("templates"));
        Path template = Files.writeString(templates.resolve("index.ftlh"), "<p>${report.title}</p>");
        Path link = Files.createLink(work.resolve("summary.md"), template);
        byte[] before = Files.readAllBytes(template);

        append(link.toString(), List.of(scenario), List.of(), templates);

        assertThat(Files.readAllBytes(template)).isEqualTo(before);
        assertThat(warnings).containsExactly(warning(link, "the template " + template));
    }
}
