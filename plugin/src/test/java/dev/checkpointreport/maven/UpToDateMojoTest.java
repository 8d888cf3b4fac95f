package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Sites;
import dev.checkpointreport.Trees;
import dev.checkpointreport.folder.Unwritable;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second run with nothing changed keeps the report, file for file, and still runs the gate from what it kept. */
@MojoTest
class UpToDateMojoTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final FileTime LONG_AGO = FileTime.from(Instant.parse("2001-02-03T04:05:06Z"));
    private static final String OPTIMAL = "Checkpoint interval 6 is optimal at failure probability 0.75: expected cost "
            + "809.1 rows. Interval 6 is the best for p in (0.611, 0.917].";
    private static final String NOT_OPTIMAL = "Checkpoint interval 6 is not optimal at failure probability 0.5: "
            + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].";

    @TempDir
    Path work;

    private Path report() {
        return work.resolve("report");
    }

    private String upToDate() throws IOException {
        return "Checkpoint report " + report().toRealPath().resolve("index.html") + " is up to date: the scenario, templates, parameters and plugin"
                + " are unchanged (-Dcheckpoint.force=true writes it again).";
    }

    /** A line of the gate, at the decision's line of the scenario, which lies outside the project's folder. */
    private String placed(String line) {
        return work.resolve("checkpoint-report.yml") + ":15: " + line;
    }

    private String written() throws IOException {
        return "Checkpoint report: " + report().toRealPath().resolve("index.html");
    }

    private RecordingLog scenario(CheckpointReportMojo mojo, String yaml) throws Exception {
        Path config = work.resolve("checkpoint-report.yml");
        Files.writeString(config, yaml);
        setVariableValueToObject(mojo, "config", config.toFile());
        setVariableValueToObject(mojo, "outputDirectory", report().toFile());
        RecordingLog log = new RecordingLog();
        mojo.setLog(log);
        return log;
    }

    /** Sets every file of the report to a time long ago, so that any file written again shows. */
    private Map<String, FileTime> agedReport() throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> files = Files.walk(report())) {
            for (Path file : files.toList()) {
                Files.setLastModifiedTime(file, LONG_AGO);
                times.put(report().relativize(file).toString(), LONG_AGO);
            }
        }
        return times;
    }

    /** Runs the goal on {@code yaml}, ages the report it wrote, and returns the log of the next run. */
    private RecordingLog writtenAndAged(CheckpointReportMojo mojo, String yaml) throws Exception {
        scenario(mojo, yaml);
        mojo.execute();
        agedReport();
        return scenario(mojo, yaml);
    }

    private Map<String, FileTime> timesNow() throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> files = Files.walk(report())) {
            for (Path file : files.toList()) {
                times.put(report().relativize(file).toString(), Files.getLastModifiedTime(file));
            }
        }
        return times;
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aSecondRunWritesNoFileAndSaysTheGatesLinesAgain(CheckpointReportMojo mojo) throws Exception {
        scenario(mojo, Lesson.yaml());
        mojo.execute();
        Map<String, FileTime> aged = agedReport();
        RecordingLog second = scenario(mojo, Lesson.yaml());
        Files.setLastModifiedTime(report(), LONG_AGO);

        mojo.execute();

        assertThat(timesNow()).isEqualTo(aged).containsKeys("report.json", "index.html", "assets/chart.umd.js");
        assertThat(second.infos).containsExactly(upToDate(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aGateThatFailedFailsAgainWithoutWritingAFile(CheckpointReportMojo mojo) throws Exception {
        String suboptimal = Lesson.yamlWith("probability: 0.75", "probability: 0.5");
        scenario(mojo, suboptimal);
        assertThat(catchThrowableOfType(MojoFailureException.class, mojo::execute)).hasMessage(placed(NOT_OPTIMAL));
        Map<String, FileTime> aged = agedReport();
        RecordingLog second = scenario(mojo, suboptimal);
        Files.setLastModifiedTime(report(), LONG_AGO);

        MojoFailureException again = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(again).hasMessage(placed(NOT_OPTIMAL));
        assertThat(timesNow()).isEqualTo(aged);
        assertThat(second.infos).containsExactly(upToDate());
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void forceWritesTheReportAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        setVariableValueToObject(mojo, "force", true);

        mojo.execute();

        assertThat(Files.getLastModifiedTime(report().resolve("report.json"))).isNotEqualTo(LONG_AGO);
        assertThat(second.infos).containsExactly(written(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aByteMoreInTheScenarioWritesTheReportAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        Files.writeString(work.resolve("checkpoint-report.yml"), Lesson.yaml() + "\n");

        mojo.execute();

        assertThat(Files.getLastModifiedTime(report().resolve("index.html"))).isNotEqualTo(LONG_AGO);
        assertThat(second.infos).containsExactly(written(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void anotherFailOnGateJudgesAgain(CheckpointReportMojo mojo) throws Exception {
        String suboptimal = Lesson.yamlWith("probability: 0.75", "probability: 0.5");
        scenario(mojo, suboptimal);
        catchThrowableOfType(MojoFailureException.class, mojo::execute);
        RecordingLog second = scenario(mojo, suboptimal);
        setVariableValueToObject(mojo, "failOnGate", false);

        mojo.execute();

        assertThat(second.warnings).containsExactly(placed(NOT_OPTIMAL) + " (checkpoint.failOnGate=false)");
        assertThat(second.infos).containsExactly(written());
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aChangedTemplateWritesTheReportAgain(CheckpointReportMojo mojo) throws Exception {
        Path templates = Files.createDirectories(work.resolve("templates"));
        Files.writeString(templates.resolve("extra.css"), "p { color: teal; }");
        scenario(mojo, Lesson.yaml());
        setVariableValueToObject(mojo, "templateDirectory", templates.toFile());
        mojo.execute();
        agedReport();
        Files.writeString(templates.resolve("extra.css"), "p { color: navy; }");
        RecordingLog second = scenario(mojo, Lesson.yaml());

        mojo.execute();

        assertThat(second.infos).containsExactly(written(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aReportMissingListedFilesIsWrittenAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        byte[] chart = Files.readAllBytes(report().resolve("assets/chart.umd.js"));
        deleteTree(report().resolve("assets"));

        mojo.execute();

        assertThat(Files.readAllBytes(report().resolve("assets/chart.umd.js"))).isEqualTo(chart);
        assertThat(report().resolve("assets/report.css")).isNotEmptyFile();
        assertThat(second.infos).containsExactly(written(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aReportWhoseListedFilesWereEditedIsWrittenAgain(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        byte[] json = Files.readAllBytes(report().resolve("report.json"));
        byte[] page = Files.readAllBytes(report().resolve("index.html"));
        Files.writeString(report().resolve("report.json"), "{broken");
        Files.write(report().resolve("index.html"), new byte[0]);

        mojo.execute();

        assertThat(Files.readAllBytes(report().resolve("report.json"))).isEqualTo(json);
        assertThat(Files.readAllBytes(report().resolve("index.html"))).isEqualTo(page);
        assertThat(second.infos).containsExactly(written(), placed(OPTIMAL));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aKilledRunsHalfWrittenFolderIsClearedWhenTheReportIsUpToDate(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        Path half = Files.createDirectory(work.resolve(".report.new-0f8fad5b-d9cb-469f-a165-70867728950e"));
        Files.writeString(half.resolve(".checkpoint-report"), "This folder is written by the checkpoint-report Maven"
                + " plugin, which replaces it as a whole on every run.\nWithout this file the plugin will not replace"
                + " the folder.\n");
        Files.writeString(half.resolve("report.json"), "{\"half\":");

        mojo.execute();

        assertThat(second.infos).containsExactly(upToDate(), placed(OPTIMAL));
        try (Stream<Path> files = Files.list(work)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("checkpoint-report.yml",
                    "report");
        }
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aDataFileRewrittenInPlaceWithItsSizeInodeAndTimeKeptWritesTheReportAgain(CheckpointReportMojo mojo)
            throws Exception {
        Path events = Files.createDirectories(work.resolve("data")).resolve("hot-key.csv");
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/hot-key.csv"), events);
        String hotKey = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("hot-key.yml"));
        scenario(mojo, hotKey);
        mojo.execute();
        byte[] json = Files.readAllBytes(report().resolve("report.json"));
        Map<String, Object> stat = Files.readAttributes(events, "unix:size,lastModifiedTime,ino");

        // an edit saved in place, then `touch -r` with a copy of the old file: one reading moved to another month
        String text = Files.readString(events);
        Files.writeString(events, text.replaceFirst("r000003,M0309,2026-01", "r000003,M0309,2026-02"));
        Files.setLastModifiedTime(events, (FileTime) stat.get("lastModifiedTime"));
        assertThat(Files.readString(events)).isNotEqualTo(text);
        assertThat(Files.readAttributes(events, "unix:size,lastModifiedTime,ino")).isEqualTo(stat);
        RecordingLog second = scenario(mojo, hotKey);

        mojo.execute();

        assertThat(second.infos).startsWith(written()).doesNotContain(upToDate());
        assertThat(Files.readAllBytes(report().resolve("report.json"))).isNotEqualTo(json);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void anUnchangedReportWhereNothingCanBeWrittenIsStillUpToDate(CheckpointReportMojo mojo) throws Exception {
        RecordingLog second = writtenAndAged(mojo, Lesson.yaml());
        Map<String, String> before = Trees.contents(work);

        // a read-only file system, as a folder that even root cannot write to stands in for it
        try (Unwritable readOnly = Unwritable.make(work)) {
            mojo.execute();
        }

        assertThat(second.infos).containsExactly(upToDate(), placed(OPTIMAL));
        before.remove("");
        Map<String, String> after = Trees.contents(work);
        after.remove("");
        assertThat(after).isEqualTo(before);
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }
}
