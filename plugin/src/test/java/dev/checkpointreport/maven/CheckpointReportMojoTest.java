package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.testing.AbstractMojoTestCase;

/** The goal as Maven configures it, through maven-plugin-testing-harness. */
public class CheckpointReportMojoTest extends AbstractMojoTestCase {
    private Path work;

    @Override
    protected void setUp() throws Exception {
        super.setUp();
        work = Files.createTempDirectory(new File(getBasedir(), "target").toPath(), "mojo-");
    }

    private CheckpointReportMojo mojo(String yaml) throws Exception {
        Path config = work.resolve("checkpoint-report.yml");
        Files.writeString(config, yaml);
        CheckpointReportMojo mojo = (CheckpointReportMojo) lookupMojo("checkpoint-report",
                getTestFile("src/test/resources/unit/pom.xml"));
        setVariableValueToObject(mojo, "config", config.toFile());
        setVariableValueToObject(mojo, "outputDirectory", work.resolve("report").toFile());
        return mojo;
    }

    private Path reportJson() {
        return work.resolve("report/report.json");
    }

    public void testTheLessonsDecisionPassesAndWritesTheReport() throws Exception {
        mojo(Lesson.yaml()).execute();

        assertTrue(Files.readString(reportJson()).contains("\"optimal\" : true"));
    }

    public void testTheConfiguredDefaultsReachTheMojo() throws Exception {
        CheckpointReportMojo mojo = (CheckpointReportMojo) lookupMojo("checkpoint-report",
                getTestFile("src/test/resources/unit/pom.xml"));

        assertEquals(getTestFile("target/test-classes/lesson.yml"), getVariableValueFromObject(mojo, "config"));
        assertEquals(Boolean.TRUE, getVariableValueFromObject(mojo, "failOnSuboptimal"));
    }

    public void testASuboptimalDecisionFailsTheBuildAfterWritingTheReport() throws Exception {
        CheckpointReportMojo mojo = mojo(Lesson.yamlWith("probability: 0.75", "probability: 0.5"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);
        assertNotNull("the goal should fail", e);

        assertEquals("Checkpoint interval 6 is not optimal at failure probability 0.5: expected cost 672.7 rows, "
                + "but 'none' costs 600.0. Interval 6 is the best for p in [0.611, 0.917].", e.getMessage());
        assertTrue(Files.readString(reportJson()).contains("\"optimal\" : false"));
    }

    public void testFailOnSuboptimalFalseTurnsTheFailureIntoAWarning() throws Exception {
        CheckpointReportMojo mojo = mojo(Lesson.yamlWith("probability: 0.75", "probability: 0.5"));
        setVariableValueToObject(mojo, "failOnSuboptimal", false);

        mojo.execute();

        assertTrue(Files.readString(reportJson()).contains("\"optimal\" : false"));
    }

    public void testSkipWritesNothing() throws Exception {
        CheckpointReportMojo mojo = mojo(Lesson.yaml());
        setVariableValueToObject(mojo, "skip", true);

        mojo.execute();

        assertFalse(Files.exists(work.resolve("report")));
    }

    public void testABadConfigFailsWithOneLineNamingFileLineAndKey() throws Exception {
        CheckpointReportMojo mojo = mojo(Lesson.yamlWith("workers: 4", "workers: -2"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);
        assertNotNull("the goal should fail", e);

        assertEquals(work.resolve("checkpoint-report.yml") + ":14: workers: expected a whole number of workers of "
                + "at least 1, found -2 (allowed: 1 to 64)", e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertFalse(Files.exists(work.resolve("report")));
    }

    public void testAMissingConfigSaysHowToPointAtOne() throws Exception {
        CheckpointReportMojo mojo = mojo(Lesson.yaml());
        setVariableValueToObject(mojo, "config", work.resolve("missing.yml").toFile());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);
        assertNotNull("the goal should fail", e);

        assertEquals(work.resolve("missing.yml") + ": the configuration file does not exist; create it or point "
                + "-Dcheckpoint.config at the scenario file", e.getMessage());
    }
}
