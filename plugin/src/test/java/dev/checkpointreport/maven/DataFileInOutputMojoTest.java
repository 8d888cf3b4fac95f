package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Sites;
import dev.checkpointreport.Trees;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data file the scenario reads, kept under the folder the report replaces, is refused before the run reads
 * it, with every file as it was: the run used to read it and then delete it with the old report.
 */
@MojoTest
class DataFileInOutputMojoTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final String RULE = "; the report replaces its folder as a whole, so it needs a missing or empty"
            + " folder, or one it wrote; point -Dcheckpoint.outputDirectory at another folder";

    @TempDir
    Path work;

    /** The example course's hot-key scenario, reading its events from {@code events}, relative to it. */
    private static String hotKey(String events) throws Exception {
        return Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("hot-key.yml")).replace("events: data/hot-key.csv",
                "events: " + events);
    }

    private Path events(Path folder) throws Exception {
        Path data = Files.createDirectories(folder.resolve("data"));
        return Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/hot-key.csv"), data.resolve("hot-key.csv"));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aReportsDataFileInsideItsFolderIsRefusedAndKept(CheckpointReportMojo mojo) throws Exception {
        Path config = Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path docs = work.resolve("docs");
        setVariableValueToObject(mojo, "config", config.toFile());
        setVariableValueToObject(mojo, "outputDirectory", docs.toFile());
        mojo.setLog(new RecordingLog());
        mojo.execute();
        Path events = events(docs);
        Files.writeString(config, hotKey("docs/data/hot-key.csv"));
        Map<String, String> before = Trees.contents(work);

        MojoFailureException refused = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(refused).hasMessage("Refusing to write the report to " + docs + ": it holds the data file, "
                + events.toRealPath() + RULE);
        assertThat(Trees.contents(work)).isEqualTo(before);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSitesDataFileInsideItsFolderIsRefusedAndKept(CheckpointReportMojo mojo) throws Exception {
        Path scenarios = Files.createDirectories(work.resolve("scenarios"));
        Files.writeString(scenarios.resolve("lesson.yml"), Lesson.yaml());
        Path site = scenarios.resolve("site");
        setVariableValueToObject(mojo, "basedir", work.toFile());
        setVariableValueToObject(mojo, "scenarios", List.of("scenarios/*.yml"));
        setVariableValueToObject(mojo, "outputDirectory", site.toFile());
        mojo.setLog(new RecordingLog());
        mojo.execute();
        Path events = events(site.resolve("lesson"));
        Files.writeString(scenarios.resolve("hot-key.yml"), hotKey("site/lesson/data/hot-key.csv"));
        Map<String, String> before = Trees.contents(work);

        MojoFailureException refused = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(refused).hasMessage("Refusing to write the report to " + site + ": it holds the data file, "
                + events.toRealPath() + RULE);
        assertThat(Trees.contents(work)).isEqualTo(before);
    }
}
