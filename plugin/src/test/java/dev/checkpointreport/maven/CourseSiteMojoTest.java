package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Sites;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goal with {@code <scenarios>}: every scenario run, the site written, then the gate on all of them. */
@MojoTest
class CourseSiteMojoTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final String HALF = Lesson.yamlWith("title: State in Stream Engines", "title: Half the time",
            "probability: 0.75", "probability: 0.5");

    @TempDir
    Path work;

    private CheckpointReportMojo course(CheckpointReportMojo mojo, String... namesAndYaml) throws Exception {
        return course(work, mojo, namesAndYaml);
    }

    /** The goal on a course in {@code work}: {@code scenarios/NAME.yml} for each name and YAML, listed by a glob. */
    static CheckpointReportMojo course(Path work, CheckpointReportMojo mojo, String... namesAndYaml) throws Exception {
        for (int i = 0; i < namesAndYaml.length; i += 2) {
            Path file = work.resolve("scenarios/" + namesAndYaml[i] + ".yml");
            Files.createDirectories(file.getParent());
            Files.writeString(file, namesAndYaml[i + 1]);
        }
        setVariableValueToObject(mojo, "basedir", work.toFile());
        setVariableValueToObject(mojo, "scenarios", List.of("scenarios/*.yml"));
        setVariableValueToObject(mojo, "outputDirectory", work.resolve("site").toFile());
        return mojo;
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void everyScenarioIsWrittenAndTheGateFailsOnceWithALinePerFailingScenario(CheckpointReportMojo mojo)
            throws Exception {
        CheckpointReportMojoTest.RecordingLog log = new CheckpointReportMojoTest.RecordingLog();
        course(mojo, "lesson", Lesson.yaml(), "tight", Sites.TIGHT, "half", HALF).setLog(log);

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e.getMessage().lines()).containsExactly("half: scenarios/half.yml:15: Checkpoint interval 6 is not optimal"
                + " at failure probability 0.5: expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the"
                + " best for p in (0.611, 0.917].", "tight: scenarios/tight.yml:15: Checkpoint interval 6 misses the recovery"
                + " objective of 5m 00s: its worst recovery, after a failure in 2026-12, takes 12m 11s (detection"
                + " 30.0 s, restore 0.065 ms, replay 3m 24s, catch-up 8m 17s). The cheapest interval that meets it is 2.");
        assertThat(work.resolve("site/half/report.json")).content().contains("\"optimal\" : false");
        assertThat(work.resolve("site/lesson/report.json")).content().contains("\"optimal\" : true");
        assertThat(work.resolve("site/tight/report.json")).content().contains("\"met\" : false");
        assertThat(work.resolve("site/index.json")).content().contains("\"name\" : \"half\"");
        assertThat(log.infos).contains("Checkpoint course of 3 scenarios written to "
                + work.resolve("site/index.html").toRealPath());
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aScenarioThatCannotBeReadFailsWithItsLineAndLeavesTheLastSiteByteForByte(CheckpointReportMojo mojo)
            throws Exception {
        course(mojo, "lesson", Lesson.yaml(), "half", HALF);
        setVariableValueToObject(mojo, "failOnGate", false);
        mojo.execute();
        byte[] index = Files.readAllBytes(work.resolve("site/index.html"));
        byte[] lesson = Files.readAllBytes(work.resolve("site/lesson/report.json"));
        Files.writeString(work.resolve("scenarios/half.yml"), HALF.replace("workers: 4", "workers: -2"));
        Files.writeString(work.resolve("scenarios/lesson.yml"), Lesson.yamlWith("title: State in Stream Engines",
                "title: Changed"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("scenarios/half.yml:14: workers: expected a whole number of "
                + "workers of at least 1, found -2 (allowed: 1 to 64)");
        assertThat(Files.readAllBytes(work.resolve("site/index.html"))).isEqualTo(index);
        assertThat(Files.readAllBytes(work.resolve("site/lesson/report.json"))).isEqualTo(lesson);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aScenarioThatCannotBeReadIsSaidBeforeATemplateThatFailsOnAnEarlierScenariosPage(CheckpointReportMojo mojo)
            throws Exception {
        course(mojo, "a-lesson", Lesson.yaml(), "b-half", HALF.replace("workers: 4", "workers: -2"));
        Path templates = Files.createDirectories(work.resolve("templates"));
        Files.writeString(templates.resolve("index.ftlh"), "<p>${report.noSuchValue}</p>");
        setVariableValueToObject(mojo, "templateDirectory", templates.toFile());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("scenarios/b-half.yml:14: workers: expected a whole number of "
                + "workers of at least 1, found -2 (allowed: 1 to 64)");
        assertThat(work.resolve("site")).doesNotExist();
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aFalseClaimsLineNamesItsScenarioOnceWithTheClaimsLineNumber(CheckpointReportMojo mojo) throws Exception {
        course(mojo, "lesson", Lesson.yamlWithClaims().replace("11/12", "11/13"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("lesson: scenarios/lesson.yml:50: claims[24].breakEven is false: the failure probability"
                + " at which interval 6 and interval 4 cost the same: claimed 11/13, computed 11/12.");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aPatternThatMatchesNoFileFailsNamingIt(CheckpointReportMojo mojo) throws Exception {
        course(mojo, "lesson", Lesson.yaml());
        setVariableValueToObject(mojo, "scenarios", List.of("scenarios/*.yml", "lessons/*.yaml"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("The scenario pattern 'lessons/*.yaml' matches no file under " + work
                + "; correct the pattern in <scenarios> or add the scenario file");
        assertThat(work.resolve("site")).doesNotExist();
    }
}
