package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate keeps the lesson's claims true: a false one fails the build, after the report is written. */
@MojoTest
class ClaimsGateTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final String FALSE_BREAK_EVEN = ":50: claims[24].breakEven is false: the failure probability at "
            + "which interval 6 and interval 4 cost the same: claimed 11/13, computed 11/12.";

    @TempDir
    Path work;

    private Path scenario(CheckpointReportMojo mojo, String yaml, RecordingLog log) throws Exception {
        Path config = work.resolve("checkpoint-report.yml");
        Files.writeString(config, yaml);
        setVariableValueToObject(mojo, "config", config.toFile());
        setVariableValueToObject(mojo, "outputDirectory", work.resolve("report").toFile());
        mojo.setLog(log);
        return config;
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void theLessonsClaimsAllHoldAndOneLineSaysSo(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        Path config = scenario(mojo, Lesson.yamlWithClaims(), log);

        mojo.execute();

        assertThat(log.infos).contains(config + ":22: The scenario's 29 claims all hold.");
        assertThat(log.warnings).isEmpty();
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aFalseClaimFailsTheBuildWithItsLineAfterTheReportIsWritten(CheckpointReportMojo mojo) throws Exception {
        Path config = scenario(mojo, Lesson.yamlWithClaims().replace("11/12", "11/13"), new RecordingLog());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage(config + FALSE_BREAK_EVEN);
        assertThat(Files.readString(work.resolve("report/report.json"))).contains("\"claimed\" : \"11/13\"");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void failOnGateFalseWarnsOfAFalseClaim(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        Path config = scenario(mojo, Lesson.yamlWithClaims().replace("11/12", "11/13"), log);
        setVariableValueToObject(mojo, "failOnGate", false);

        mojo.execute();

        assertThat(log.warnings).containsExactly(config + FALSE_BREAK_EVEN + " (checkpoint.failOnGate=false)");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSuboptimalDecisionAndAFalseClaimFailTogetherALineEach(CheckpointReportMojo mojo) throws Exception {
        Path config = scenario(mojo, Lesson.yamlWithClaims().replace("11/12", "11/13")
                .replace("probability: 0.75\n  criterion", "probability: 0.5\n  criterion"), new RecordingLog());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage(config + ":15: Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost "
                + "672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917]."
                + System.lineSeparator() + config + FALSE_BREAK_EVEN);
    }
}
