package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An interval longer than the stream is warned about at the place it is written, the file named as the gate names it. */
class LongIntervalWarningTest {
    @TempDir
    Path project;

    @Test
    void theWarningNamesTheFileRelativeToTheProjectTheLineAndTheKey() throws Exception {
        Path scenario = Files.createDirectories(project.resolve("scenarios")).resolve("newsletter.yml");
        Files.writeString(scenario, Lesson.yamlWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 6, 13, 14..15]",
                "interval: 6\n  probability: 0.75\n  criterion: expected", "interval: 6\n  criterion: worst"));

        ScenarioVerdict verdict = ScenarioRuns.of(scenario, project).verdict();

        assertThat(verdict.warnings()).containsExactly(
                "scenarios/newsletter.yml:12: checkpoint.intervals[2]: interval 13 is longer than the 12 periods of "
                        + "the stream: it takes no checkpoint and behaves like 'none'.",
                "scenarios/newsletter.yml:12: checkpoint.intervals[3]: interval 14 is longer than the 12 periods of "
                        + "the stream: it takes no checkpoint and behaves like 'none'.",
                "scenarios/newsletter.yml:12: checkpoint.intervals[3]: interval 15 is longer than the 12 periods of "
                        + "the stream: it takes no checkpoint and behaves like 'none'.");
    }
}
