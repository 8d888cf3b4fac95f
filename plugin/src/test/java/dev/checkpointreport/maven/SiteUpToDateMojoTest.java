package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Measured;
import dev.checkpointreport.Sites;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course site with nothing changed is kept, file for file, and its gate says again what it said of every scenario. */
@MojoTest
class SiteUpToDateMojoTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final FileTime LONG_AGO = FileTime.from(Instant.parse("2001-02-03T04:05:06Z"));
    private static final String OPTIMAL = "Checkpoint interval 6 is optimal at failure probability 0.75: expected cost "
            + "809.1 rows. Interval 6 is the best for p in (0.611, 0.917].";
    private static final String HALF = Lesson.yamlWith("title: State in Stream Engines", "title: Half the time",
            "probability: 0.75", "probability: 0.5");
    private static final String HALF_FAILS = "half: scenarios/half.yml:15: Checkpoint interval 6 is not optimal at failure "
            + "probability 0.5: expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in "
            + "(0.611, 0.917].";

    @TempDir
    Path work;

    private Path site() {
        return work.resolve("site");
    }

    private String index() throws IOException {
        return site().toRealPath().resolve("index.html").toString();
    }

    private String upToDate(int scenarios) throws IOException {
        return "Checkpoint course " + index() + " is up to date: its " + scenarios + " scenarios, templates, parameters"
                + " and plugin are unchanged (-Dcheckpoint.force=true writes it again).";
    }

    private void scenario(String name, String yaml) throws IOException {
        Path file = work.resolve("scenarios/" + name + ".yml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, yaml);
    }

    /** Points the goal at {@code scenarios/*.yml} and returns the log of its next run. */
    private RecordingLog course(CheckpointReportMojo mojo) throws Exception {
        setVariableValueToObject(mojo, "basedir", work.toFile());
        setVariableValueToObject(mojo, "scenarios", List.of("scenarios/*.yml"));
        setVariableValueToObject(mojo, "outputDirectory", site().toFile());
        RecordingLog log = new RecordingLog();
        mojo.setLog(log);
        return log;
    }

    /** Sets every file and folder of the site to a time long ago, so that any file written again shows. */
    private Map<String, FileTime> agedSite() throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> files = Files.walk(site())) {
            for (Path file : files.toList()) {
                Files.setLastModifiedTime(file, LONG_AGO);
                times.put(site().relativize(file).toString(), LONG_AGO);
            }
        }
        return times;
    }

    /** Writes the site of the lesson twice over ({@code lesson} and {@code again}), ages it, and returns the next run's log. */
    private RecordingLog writtenAndAged(CheckpointReportMojo mojo) throws Exception {
        scenario("lesson", Lesson.yaml());
        scenario("again", Lesson.yaml());
        course(mojo);
        mojo.execute();
        agedSite();
        return course(mojo);
    }

    private Map<String, FileTime> timesNow() throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> files = Files.walk(site())) {
            for (Path file : files.toList()) {
                times.put(site().relativize(file).toString(), Files.getLastModifiedTime(file));
            }
        }
        return times;
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSecondRunWritesNoFileAndSaysTheGatesLinesAgain(CheckpointReportMojo mojo) throws Exception {
        scenario("lesson", Lesson.yaml());
        scenario("again", Lesson.yaml());
        course(mojo);
        mojo.execute();
        Map<String, FileTime> aged = agedSite();
        RecordingLog second = course(mojo);

        mojo.execute();

        assertThat(timesNow()).isEqualTo(aged).containsKeys("index.html", "index.json", "lesson/report.json",
                "again/index.html", "assets/chart.umd.js");
        assertThat(second.infos).containsExactly(upToDate(2), "again: scenarios/again.yml:15: " + OPTIMAL,
                "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aGateThatFailedFailsAgainWithALinePerFailingScenarioWithoutWritingAFile(CheckpointReportMojo mojo)
            throws Exception {
        scenario("lesson", Lesson.yaml());
        scenario("half", HALF);
        course(mojo);
        assertThat(catchThrowableOfType(MojoFailureException.class, mojo::execute)).hasMessage(HALF_FAILS);
        Map<String, FileTime> aged = agedSite();
        RecordingLog second = course(mojo);

        MojoFailureException again = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(again).hasMessage(HALF_FAILS);
        assertThat(timesNow()).isEqualTo(aged);
        assertThat(second.infos).containsExactly(upToDate(2), "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void forceWritesTheSiteAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo);
        setVariableValueToObject(mojo, "force", true);

        mojo.execute();

        assertThat(Files.getLastModifiedTime(site().resolve("lesson/report.json"))).isNotEqualTo(LONG_AGO);
        assertThat(second.infos).containsExactly("Checkpoint course of 2 scenarios written to " + index(), "again: scenarios/again.yml:15: " + OPTIMAL,
                "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aChangedScenarioWritesTheSiteAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo);
        scenario("again", Lesson.yaml() + "\n");

        mojo.execute();

        assertThat(Files.getLastModifiedTime(site().resolve("index.html"))).isNotEqualTo(LONG_AGO);
        assertThat(second.infos).containsExactly("Checkpoint course of 2 scenarios written to " + index(), "again: scenarios/again.yml:15: " + OPTIMAL,
                "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aNewScenarioMatchingThePatternWritesTheSiteAgain(CheckpointReportMojo mojo) throws Exception {
        scenario("lesson", Lesson.yaml());
        course(mojo);
        mojo.execute();
        agedSite();
        scenario("again", Lesson.yaml());
        RecordingLog second = course(mojo);

        mojo.execute();

        assertThat(Files.getLastModifiedTime(site().resolve("index.html"))).isNotEqualTo(LONG_AGO);
        assertThat(second.infos).containsExactly("Checkpoint course of 2 scenarios written to " + index(), "again: scenarios/again.yml:15: " + OPTIMAL,
                "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSiteMissingOrEditingItsSharedAssetsIsWrittenAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo);
        byte[] chart = Files.readAllBytes(site().resolve("assets/chart.umd.js"));
        Files.delete(site().resolve("assets/chart.umd.js"));
        byte[] css = Files.readAllBytes(site().resolve("assets/report.css"));
        Files.writeString(site().resolve("assets/report.css"), "body { color: red; }\n");

        mojo.execute();

        assertThat(Files.readAllBytes(site().resolve("assets/chart.umd.js"))).isEqualTo(chart);
        assertThat(Files.readAllBytes(site().resolve("assets/report.css"))).isEqualTo(css);
        assertThat(second.infos).containsExactly("Checkpoint course of 2 scenarios written to " + index(), "again: scenarios/again.yml:15: " + OPTIMAL,
                "lesson: scenarios/lesson.yml:15: " + OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aDataFileChangedOrALinkToItPointedElsewhereWritesTheSiteAgain(CheckpointReportMojo mojo) throws Exception {
        Path data = Files.createDirectories(work.resolve("scenarios/data"));
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/hot-key.csv"), data.resolve("first.csv"));
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/hot-key.csv"), data.resolve("second.csv"));
        Path link = Files.createSymbolicLink(data.resolve("hot-key.csv"), Path.of("first.csv"));
        scenario("hot-key", Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("hot-key.yml")));
        course(mojo);
        mojo.execute();
        String written = "Checkpoint course of 1 scenario written to " + index();
        String kept = "Checkpoint course " + index() + " is up to date: its 1 scenario, templates, parameters and plugin"
                + " are unchanged (-Dcheckpoint.force=true writes it again).";

        RecordingLog unchanged = course(mojo);
        mojo.execute();
        Files.delete(link);
        Files.createSymbolicLink(link, Path.of("second.csv"));
        RecordingLog pointedElsewhere = course(mojo);
        mojo.execute();
        Files.setLastModifiedTime(data.resolve("second.csv"), LONG_AGO);
        RecordingLog touched = course(mojo);
        mojo.execute();

        assertThat(unchanged.infos.get(0)).isEqualTo(kept);
        assertThat(pointedElsewhere.infos.get(0)).isEqualTo(written);
        assertThat(touched.infos.get(0)).isEqualTo(written);
        assertThat(Files.readString(site().resolve(".checkpoint-report"))).contains("\ndata " + link + "\n");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aScrapeSavedLaterIntoTheMeasuredFolderWritesTheSiteAgain(CheckpointReportMojo mojo) throws Exception {
        Path scenario = Measured.scenario(work.resolve("scenarios"));
        course(mojo);
        mojo.execute();
        String written = "Checkpoint course of 1 scenario written to " + index();

        RecordingLog unchanged = course(mojo);
        mojo.execute();
        Path scrapes = scenario.resolveSibling("flink");
        Files.copy(scrapes.resolve("checkpoints-2026-01-01T0010.json"), scrapes.resolve("checkpoints-2026-01-01T0020.json"));
        RecordingLog scraped = course(mojo);
        mojo.execute();

        assertThat(unchanged.infos.get(0)).contains(" is up to date: ");
        assertThat(scraped.infos.get(0)).isEqualTo(written);
    }
}
