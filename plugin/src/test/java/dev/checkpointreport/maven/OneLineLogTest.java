package dev.checkpointreport.maven;

import static org.apache.maven.api.plugin.testing.MojoExtension.setVariableValueToObject;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.maven.CheckpointReportMojoTest.RecordingLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.maven.api.plugin.testing.InjectMojo;
import org.apache.maven.api.plugin.testing.MojoTest;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a course wrote (a scenario file's name, a key, a value) reaches the build's log one line a reader can see:
 * a line break in a file's name cannot forge a line, nor start a GitHub workflow command.
 */
@MojoTest
class OneLineLogTest {
    private static final String POM = "src/test/resources/unit/pom.xml";
    private static final String GOAL = "checkpoint-report";
    private static final String HALF = Lesson.yamlWith("probability: 0.75", "probability: 0.5");
    private static final String NOT_OPTIMAL = ":15: Checkpoint interval 6 is not optimal at failure probability 0.5: "
            + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].";
    /** What a file's name may hold that a reader cannot see, or that a log line could be read as. */
    private static final String[] HOSTILE = {"\n", "\r", "\r\n", "\t", "\u0007", "\u001B[31m", "\u0085", "\u2028",
        "\u2029", "\u202E", "\u200B", "\u2066", "\u2067", "\u2068", "\u2069", "\uFEFF", "::", "::error::", "\\n", "\"",
        " ", "[ERROR] ", "%0A"};

    @TempDir
    Path work;

    private CheckpointReportMojo course(CheckpointReportMojo mojo, List<String> names, String yaml) throws Exception {
        List<String> namesAndYaml = new ArrayList<>();
        for (String name : names) {
            namesAndYaml.addAll(List.of(name, yaml));
        }
        return CourseSiteMojoTest.course(work, mojo, namesAndYaml.toArray(String[]::new));
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aLineBreakInAScenarioFilesNameIsQuotedVisiblyOnItsOneLine(CheckpointReportMojo mojo) throws Exception {
        String forged = "x\n::error title=Checkpoint gate::all scenarios pass\n[ERROR] forged";
        String shown = "x\\n::error title=Checkpoint gate::all scenarios pass\\n[ERROR] forged";
        course(mojo, List.of(forged), HALF).setLog(new RecordingLog());

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("\"" + shown + "\": \"scenarios/" + shown + ".yml\"" + NOT_OPTIMAL);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aBidiOverrideInAScenarioFilesNameIsEscapedInTheGatesWarning(CheckpointReportMojo mojo) throws Exception {
        RecordingLog log = new RecordingLog();
        course(mojo, List.of("lesson\u202Elmy.exe"), HALF).setLog(log);
        setVariableValueToObject(mojo, "failOnGate", false);

        mojo.execute();

        assertThat(log.warnings).contains("\"lesson\\u202Elmy.exe\": \"scenarios/lesson\\u202Elmy.exe.yml\""
                + NOT_OPTIMAL + AbstractCheckpointMojo.NOT_FAILING);
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void aScenarioThatCannotBeReadIsNamedOnOneLine(CheckpointReportMojo mojo) throws Exception {
        course(mojo, List.of("bad\u2028name"), HALF.replace("workers: 4", "workers: -2"));

        MojoFailureException e = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        assertThat(e).hasMessage("\"scenarios/bad\\u2028name.yml\":14: workers: expected a "
                + "whole number of workers of at least 1, found -2 (allowed: 1 to 64)");
    }

    @Test
    @InjectMojo(goal = GOAL, pom = POM)
    void noLineTheGoalLogsOrFailsWithBreaksOrStartsAWorkflowCommandWhateverTheNames(CheckpointReportMojo mojo)
            throws Exception {
        Random random = new Random(20260321L);
        Set<String> names = new LinkedHashSet<>();
        while (names.size() < 8) {
            StringBuilder name = new StringBuilder(random.nextBoolean() ? "::" : "");
            for (int i = 0; i < 1 + random.nextInt(5); i++) {
                name.append(HOSTILE[random.nextInt(HOSTILE.length)]).append((char) ('a' + random.nextInt(26)));
            }
            names.add(name.toString());
        }
        RecordingLog log = new RecordingLog();
        course(mojo, new ArrayList<>(names), HALF).setLog(log);
        MojoFailureException failed = catchThrowableOfType(MojoFailureException.class, mojo::execute);
        setVariableValueToObject(mojo, "failOnGate", false);
        mojo.execute();
        Files.writeString(work.resolve("scenarios/" + names.iterator().next() + ".yml"), "workers: [");
        MojoFailureException refused = catchThrowableOfType(MojoFailureException.class, mojo::execute);

        List<String> lines = new ArrayList<>(log.infos);
        lines.addAll(log.warnings);
        lines.addAll(List.of(failed.getMessage().split(System.lineSeparator(), -1)));
        lines.add(refused.getMessage());
        assertThat(failed.getMessage().split(System.lineSeparator())).hasSize(names.size());
        assertThat(log.warnings).filteredOn(line -> line.endsWith(AbstractCheckpointMojo.NOT_FAILING)).hasSize(names.size());
        assertThat(lines).allSatisfy(line -> {
            assertThat(line).doesNotStartWith("::").doesNotContainPattern("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]");
        });
    }
}
