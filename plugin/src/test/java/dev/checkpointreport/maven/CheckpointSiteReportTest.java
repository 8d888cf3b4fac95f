package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.project.MavenProject;
import org.apache.maven.reporting.MavenReportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report goal as the site plugin drives it: asked whether it can report, then given the site's folder. */
@MojoTest
class CheckpointSiteReportTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "report";

    @TempDir
    Path work;

    private CheckpointSiteReport inProject(CheckpointSiteReport report, RecordingLog log) throws Exception {
        MavenProject project = new MavenProject();
        project.setFile(work.resolve("pom.xml").toFile());
        setVariableValueToObject(report, "project", project);
        setVariableValueToObject(report, "config", work.resolve("checkpoint-report.yml").toFile());
        report.setReportOutputDirectory(work.resolve("site").toFile());
        report.setLog(log);
        return report;
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void theSiteListsTheReportAsAnExternalPageOfItsOwnFolder(CheckpointSiteReport report) {
        assertThat(report.getName(Locale.ROOT)).isEqualTo("Checkpoint report");
        assertThat(report.getOutputName()).isEqualTo("checkpoint-report/index");
        assertThat(report.isExternalReport()).isTrue();
        assertThat(report.getCategoryName()).isEqualTo("Project Reports");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aProjectWithoutTheDefaultScenarioHasNoCheckpointReport(CheckpointSiteReport report) throws Exception {
        RecordingLog log = new RecordingLog();

        boolean reported = inProject(report, log).canGenerateReport();

        assertThat(reported).isFalse();
        assertThat(log.infos).containsExactly("No checkpoint report: checkpoint-report.yml does not exist.");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aNamedScenarioThatIsMissingFailsTheSite(CheckpointSiteReport report) throws Exception {
        inProject(report, new RecordingLog());
        setVariableValueToObject(report, "config", work.resolve("lesson.yml").toFile());

        assertThat(report.canGenerateReport()).isTrue();
        MavenReportException e = catchThrowableOfType(MavenReportException.class,
                () -> report.generate(null, Locale.ROOT));

        assertThat(e).hasMessage("lesson.yml: the configuration file does not exist; create it "
                + "or point -Dcheckpoint.config at the scenario file");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aDecisionNoLongerOptimalWarnsAndTheReportIsWrittenIntoTheSite(CheckpointSiteReport report) throws Exception {
        RecordingLog log = new RecordingLog();
        inProject(report, log);
        Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yamlWith("probability: 0.75", "probability: 0.5"));

        report.generate(null, Locale.ROOT);

        File folder = work.resolve("site/checkpoint-report").toFile();
        assertThat(new File(folder, "report.json")).content().contains("\"optimal\" : false");
        assertThat(new File(folder, ".checkpoint-report")).isFile();
        assertThat(log.infos).containsExactly("Checkpoint report: " + new File(folder, "index.html"));
        assertThat(log.warnings).containsExactly("checkpoint-report.yml:15: Checkpoint interval 6 is not optimal at failure probability 0.5: "
                + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]. "
                + "(a site report does not fail the build; the checkpoint-report goal gates it)");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aScenariosCourseIsWrittenIntoTheSiteAndKeptWhenUpToDate(CheckpointSiteReport report) throws Exception {
        RecordingLog log = new RecordingLog();
        inProject(report, log);
        setVariableValueToObject(report, "basedir", work.toFile());
        setVariableValueToObject(report, "scenarios", java.util.List.of("scenarios/*.yml"));
        Files.createDirectories(work.resolve("scenarios"));
        Files.writeString(work.resolve("scenarios/lesson.yml"), Lesson.yaml());
        Files.writeString(work.resolve("scenarios/half.yml"), Lesson.yamlWith("probability: 0.75", "probability: 0.5"));

        assertThat(report.canGenerateReport()).isTrue();
        report.generate(null, Locale.ROOT);
        RecordingLog second = new RecordingLog();
        report.setLog(second);
        report.generate(null, Locale.ROOT);

        File index = work.resolve("site/checkpoint-report/index.html").toFile();
        assertThat(work.resolve("site/checkpoint-report/index.json")).content().contains("\"name\" : \"half\"");
        assertThat(log.infos).startsWith("Checkpoint course of 2 scenarios written to " + index);
        String half = "half: scenarios/half.yml:15: Checkpoint interval 6 is not optimal at failure probability 0.5: "
                + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]. "
                + "(a site report does not fail the build; the checkpoint-report goal gates it)";
        assertThat(log.warnings).containsExactly(half);
        assertThat(second.infos).startsWith("Checkpoint course " + index + " is up to date: its 2 scenarios, templates,"
                + " parameters and plugin are unchanged (-Dcheckpoint.force=true writes it again).");
        assertThat(second.warnings).containsExactly(half);
    }
}
