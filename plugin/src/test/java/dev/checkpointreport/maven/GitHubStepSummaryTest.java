package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import dev.checkpointreport.output.markdown.StepSummary;
import dev.checkpointreport.run.ScenarioRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The step summary as the goal writes it: only where GITHUB_STEP_SUMMARY points, and never at the build's cost. */
class GitHubStepSummaryTest {
    private static final List<StepSummary.Entry> LESSON =
            List.of(new StepSummary.Entry("lesson.yml", ScenarioRun.of(Lesson.config())));

    @TempDir
    Path work;

    @Test
    void theSummaryIsAppendedToTheFileTheVariableNames() throws Exception {
        Path file = work.resolve("step_summary");
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, file.toString(), LESSON, List.of(), List.of(), null);

        assertThat(Files.readString(file)).isEqualTo(StepSummary.markdown(LESSON));
        assertThat(log.warnings).isEmpty();
    }

    @Test
    void withoutTheVariableNothingIsWritten() throws Exception {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, null, LESSON, List.of(), List.of(), null);
        GitHubStepSummary.append(log, "", LESSON, List.of(), List.of(), null);

        assertThat(log.warnings).isEmpty();
        assertThat(log.infos).isEmpty();
        assertThat(work).isEmptyDirectory();
    }

    @Test
    void aFolderIsWarnedAboutInOneLineAndTheBuildGoesOn() {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, work.toString(), LESSON, List.of(), List.of(), null);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + work + " is not a regular file; the build goes on without it");
    }

    @Test
    void aMissingFolderIsWarnedAboutInOneLine() {
        RecordingLog log = new RecordingLog();
        Path file = work.resolve("gone/step_summary");

        GitHubStepSummary.append(log, file.toString(), LESSON, List.of(), List.of(), null);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + file + " is in a folder that does not exist; the build goes on without it");
    }

    @Test
    void aPathWithANulCharacterIsWarnedAboutInOneLineWithTheNulShown() {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, "summary\0.md", LESSON, List.of(), List.of(), null);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + "summary\\u0000.md is not a valid path; the build goes on without it");
    }

    private static String warning(Path target, String input) {
        return "Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: " + target + " is an input of the"
                + " report, " + input + ", and is never written to; the build goes on without it";
    }

    @Test
    void theScenarioFileIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        byte[] before = Files.readAllBytes(scenario);
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, scenario.toString(), LESSON, List.of(scenario), List.of(), null);

        assertThat(Files.readAllBytes(scenario)).isEqualTo(before);
        assertThat(log.warnings).containsExactly(warning(scenario, "the scenario file " + scenario));
    }

    @Test
    void aLinkToTheDataFileTheScenarioReadsIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"),
                "source:\n  events: data/events.csv\n  key: meter\n");
        Path events = Files.writeString(Files.createDirectories(work.resolve("data")).resolve("events.csv"),
                "meter,period\nm-1,2026-01\n");
        Path link = Files.createSymbolicLink(work.resolve("summary.md"), events);
        byte[] before = Files.readAllBytes(events);
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, link.toString(), LESSON, List.of(scenario), DataFiles.named(scenario), null);

        assertThat(Files.readAllBytes(events)).isEqualTo(before);
        assertThat(log.warnings).containsExactly(warning(link, "the data file " + events));
    }

    @Test
    void aHardLinkToATemplateIsNeverAppendedTo() throws Exception {
        Path scenario = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path templates = Files.createDirectories(work.resolve("templates"));
        Path template = Files.writeString(templates.resolve("index.ftlh"), "<p>${report.title}</p>");
        Path link = Files.createLink(work.resolve("summary.md"), template);
        byte[] before = Files.readAllBytes(template);
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, link.toString(), LESSON, List.of(scenario), List.of(), templates);

        assertThat(Files.readAllBytes(template)).isEqualTo(before);
        assertThat(log.warnings).containsExactly(warning(link, "the template " + template));
    }
}
