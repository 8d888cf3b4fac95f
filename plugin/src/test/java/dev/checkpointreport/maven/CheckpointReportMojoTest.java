package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.getVariableValueFromObject;
import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goal as Maven configures it, through maven-plugin-testing-harness's JUnit 5 extension. */
@MojoTest
class CheckpointReportMojoTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";

    @TempDir
    Path work;

    private CheckpointReportMojo scenario(CheckpointReportMojo mojo, String yaml) throws Exception {
        Path config = work.resolve("checkpoint-report.yml");
        Files.writeString(config, yaml);
        setVariableValueToObject(mojo, "config", config.toFile());
        setVariableValueToObject(mojo, "outputDirectory", work.resolve("report").toFile());
        return mojo;
    }

    private String reportJson() throws Exception {
        return Files.readString(work.resolve("report/report.json"));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void theLessonsDecisionPassesAndWritesTheReport(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        scenario(mojo, Lesson.yaml()).setLog(log);

        mojo.execute();

        assertThat(reportJson()).contains("\"optimal\" : true");
        assertThat(log.infos).containsExactly("Checkpoint report: " + work.toAbsolutePath().resolve("report/index.html"),
                work.resolve("checkpoint-report.yml") + ":15: " + "Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows. Interval 6 is "
                + "the best for p in (0.611, 0.917].");
    }

    /** The POM configures nothing, so these are the goal's own defaults, resolved against the project. */
    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void theGoalsDefaultsAreTheProjectsScenarioAndTargetFolder(CheckpointReportMojo mojo) throws Exception {
        File basedir = new File(getVariableValueFromObject(mojo, "basedir").toString());

        assertThat((File) getVariableValueFromObject(mojo, "config"))
                .isEqualTo(new File(basedir, "checkpoint-report.yml"));
        assertThat((File) getVariableValueFromObject(mojo, "outputDirectory"))
                .isEqualTo(new File(basedir, "target/checkpoint-report"));
        assertThat((File) getVariableValueFromObject(mojo, "templateDirectory")).isNull();
        assertThat((Boolean) getVariableValueFromObject(mojo, "failOnGate")).isTrue();
        assertThat((Boolean) getVariableValueFromObject(mojo, "skip")).isFalse();
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSuboptimalDecisionFailsTheBuildAfterWritingTheReport(CheckpointReportMojo mojo) throws Exception {
        scenario(mojo, Lesson.yamlWith("probability: 0.75", "probability: 0.5"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage(work.resolve("checkpoint-report.yml") + ":15: " + "Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost "
                + "672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].");
        assertThat(reportJson()).contains("\"optimal\" : false");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void failOnGateFalseLogsTheSameLineAsAWarning(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        scenario(mojo, Lesson.yamlWith("probability: 0.75", "probability: 0.5")).setLog(log);
        setVariableValueToObject(mojo, "failOnGate", false);

        mojo.execute();

        assertThat(log.warnings).containsExactly(work.resolve("checkpoint-report.yml") + ":15: " + "Checkpoint interval 6 is not optimal at failure probability 0.5: "
                + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]. "
                + "(checkpoint.failOnGate=false)");
        assertThat(reportJson()).contains("\"optimal\" : false");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void skipWritesNothing(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        scenario(mojo, Lesson.yaml()).setLog(log);
        setVariableValueToObject(mojo, "skip", true);

        mojo.execute();

        assertThat(work.resolve("report")).doesNotExist();
        assertThat(log.infos).containsExactly("Skipping the checkpoint report (checkpoint.skip=true).");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aBadConfigFailsWithOneLineNamingFileLineAndKey(CheckpointReportMojo mojo) throws Exception {
        scenario(mojo, Lesson.yamlWith("workers: 4", "workers: -2"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage(work.resolve("checkpoint-report.yml") + ":14: workers: expected a whole number of "
                + "workers of at least 1, found -2 (allowed: 1 to 64)");
        assertThat(work.resolve("report")).doesNotExist();
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aMissingConfigSaysHowToPointAtOne(CheckpointReportMojo mojo) throws Exception {
        scenario(mojo, Lesson.yaml());
        setVariableValueToObject(mojo, "config", work.resolve("missing.yml").toFile());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage(work.resolve("missing.yml") + ": the configuration file does not exist; create it "
                + "or point -Dcheckpoint.config at the scenario file");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void anIntervalLongerThanTheStreamIsWarnedAboutInOneLine(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        scenario(mojo, Lesson.yamlWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 6, 12, 13]")).setLog(log);

        mojo.execute();

        assertThat(log.warnings).containsExactly(work.resolve("checkpoint-report.yml") + ":12: checkpoint.intervals[3]: "
                + "interval 13 is longer than the 12 periods of the stream: it takes no checkpoint and behaves like 'none'.");
        assertThat(reportJson()).contains("\"intervals\" : [ \"none\", 6, 12, 13 ]");
    }

    /** Worker 2's snapshot, 3264 B at 9792 B/s with 0.3 changed, takes exactly its 100 ms interval; see SnapshotOverlapTest. */
    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSnapshotThatTakesExactlyItsIntervalIsWarnedAbout(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        scenario(mojo, Lesson.yamlWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 6, 1]") + """
                timing: {periodLength: 100ms, capacity: 1.5, detection: 30s}
                state: {entryBytes: 64, snapshot: incremental, changedFraction: 0.3}
                storage: {readRate: 200MB/s, writeRate: 9792B/s}
                """).setLog(log);

        mojo.execute();

        assertThat(log.warnings).containsExactly("Snapshots of interval 1 take up to 100.0 ms, as long as the interval "
                + "itself or longer: each snapshot overlaps the next.");
        assertThat(reportJson()).contains("\"snapshotShare\" : 0.9999999999999999,\n      \"snapshotsOverlap\" : true");
    }

    /** The goal's log lines, by level, as the build would print them. */
    static final class RecordingLog extends SystemStreamLog {
        final List<String> infos = new ArrayList<>();
        final List<String> warnings = new ArrayList<>();

        @Override
        public void info(CharSequence content) {
            infos.add(content.toString());
        }

        @Override
        public void warn(CharSequence content) {
            warnings.add(content.toString());
        }
    }
}
