package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import dev.checkpointreport.report.markdown.StepSummary;
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

        GitHubStepSummary.append(log, file.toString(), LESSON);

        assertThat(Files.readString(file)).isEqualTo(StepSummary.markdown(LESSON));
        assertThat(log.warnings).isEmpty();
    }

    @Test
    void withoutTheVariableNothingIsWritten() throws Exception {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, null, LESSON);
        GitHubStepSummary.append(log, "", LESSON);

        assertThat(log.warnings).isEmpty();
        assertThat(log.infos).isEmpty();
        assertThat(work).isEmptyDirectory();
    }

    @Test
    void aFolderIsWarnedAboutInOneLineAndTheBuildGoesOn() {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, work.toString(), LESSON);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + work + " is not a regular file; the build goes on without it");
    }

    @Test
    void aMissingFolderIsWarnedAboutInOneLine() {
        RecordingLog log = new RecordingLog();
        Path file = work.resolve("gone/step_summary");

        GitHubStepSummary.append(log, file.toString(), LESSON);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + file + " is in a folder that does not exist; the build goes on without it");
    }

    @Test
    void aPathWithANulCharacterIsWarnedAboutInOneLine() {
        RecordingLog log = new RecordingLog();

        GitHubStepSummary.append(log, "summary\0.md", LESSON);

        assertThat(log.warnings).containsExactly("Could not append the checkpoint summary to GITHUB_STEP_SUMMARY: "
                + "summary\0.md is not a valid path; the build goes on without it");
    }
}
