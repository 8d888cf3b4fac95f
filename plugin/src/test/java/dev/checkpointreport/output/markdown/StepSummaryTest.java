package dev.checkpointreport.output.markdown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.output.markdown.StepSummary.Entry;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The step summary's Markdown, exactly, on the lesson and its variations. */
class StepSummaryTest {
    private static final String TABLE_HEAD = """
            ### Checkpoint report

            | Scenario | Decision | Verdict | Best interval by failure probability | Recovery | Claims |
            | --- | --- | --- | --- | --- | --- |
            """;
    private static final String LESSON_RANGES = "none below 0.611; 6 from 0.611 to 0.917; 4 above";

    @TempDir
    Path work;

    private static ScenarioResult run(String yaml) {
        try {
            return ScenarioRun.of(ConfigLoader.parse("lesson.yml", yaml));
        } catch (ConfigException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String row(String file, String yaml) {
        String markdown = StepSummary.markdown(List.of(new Entry(file, run(yaml))));
        assertThat(markdown).startsWith(TABLE_HEAD);
        return markdown.substring(TABLE_HEAD.length());
    }

    @Test
    void theLessonsTwentyNineClaimsHold() {
        assertThat(row("lesson.yml", Lesson.yamlWithClaims())).endsWith(" | — | ✅ The scenario's 29 claims all hold. |\n");
    }

    @Test
    void aFalseClaimIsACrossWithItsKeyAndLine() {
        assertThat(row("lesson.yml", Lesson.yamlWithClaims().replace("11/12", "11/13"))).isEqualTo(
                "| State in Stream Engines (lesson.yml) | interval 6 at failure probability 0.75 "
                + "| ✅ optimal: expected cost 809.1 rows | " + LESSON_RANGES
                + " | — | ❌ lesson.yml:50: claims\\[24\\].breakEven is false |\n");
    }

    @Test
    void theLessonsDecisionIsOptimalAtThreeQuartersAndHasNoTiming() {
        assertThat(row("lesson.yml", Lesson.yaml())).isEqualTo("| State in Stream Engines (lesson.yml) "
                + "| interval 6 at failure probability 0.75 | ✅ optimal: expected cost 809.1 rows | " + LESSON_RANGES
                + " | — | — |\n");
    }

    @Test
    void atOneHalfHoldingNoCheckpointIsCheaper() {
        assertThat(row("lesson.yml", Lesson.yamlWith("probability: 0.75", "probability: 0.5"))).isEqualTo(
                "| State in Stream Engines (lesson.yml) | interval 6 at failure probability 0.5 "
                + "| ❌ not optimal: no checkpoint is cheaper, 600.0 rows against 672.7 | " + LESSON_RANGES + " | — | — |\n");
    }

    @Test
    void byTheWorstCaseIntervalFourCostsLessThanSix() {
        String yaml = Lesson.yamlWith("  probability: 0.75\n  criterion: expected", "  criterion: worst");

        assertThat(row("worst.yml", yaml)).isEqualTo("| State in Stream Engines (worst.yml) | interval 6 by the worst case "
                + "| ❌ not optimal: interval 4 is cheaper, 1200 rows against 1400 | " + LESSON_RANGES + " | — | — |\n");
    }

    @Test
    void withoutADecisionOnlyTheRangesAreShown() {
        String yaml = Lesson.yamlWith("decision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\n", "");

        assertThat(row("open.yml", yaml)).isEqualTo("| State in Stream Engines (open.yml) | — | — | " + LESSON_RANGES
                + " | — | — |\n");
    }

    @Test
    void intervalSixRecoversIn12m11sWithinTheFifteenMinuteObjective() {
        assertThat(row("timing.yml", Reports.timingYaml())).endsWith(
                "| ✅ optimal: expected cost 809.1 rows | " + LESSON_RANGES + " | ✅ worst recovery 12m 11s, within 15m 00s | — |\n");
    }

    /** The README's example: the rows gate fails at one half while the recovery objective is met. */
    @Test
    void theRowsVerdictAndTheRecoveryVerdictAreJudgedApart() {
        assertThat(row("checkpoint-report.yml", Reports.timingYaml("probability: 0.75", "probability: 0.5")))
                .isEqualTo("| State in Stream Engines (checkpoint-report.yml) | interval 6 at failure probability 0.5 "
                + "| ❌ not optimal: no checkpoint is cheaper, 600.0 rows against 672.7 | " + LESSON_RANGES
                + " | ✅ worst recovery 12m 11s, within 15m 00s | — |\n");
    }

    @Test
    void aTenMinuteObjectiveIsMissedAndIntervalFourMeetsIt() {
        assertThat(row("tight.yml", Reports.timingYaml("recoveryTime: 15m", "recoveryTime: 10m"))).endsWith(
                "| ❌ worst recovery 12m 11s, over 10m 00s; interval 4 meets it | — |\n");
    }

    @Test
    void anObjectiveNoIntervalMeetsSaysSo() {
        assertThat(row("tight.yml", Reports.timingYaml("recoveryTime: 15m", "recoveryTime: 1m"))).endsWith(
                "| ❌ worst recovery 12m 11s, over 1m 00s; no interval meets it | — |\n");
    }

    @Test
    void withoutAnObjectiveTheWorstRecoveryIsShown() {
        String yaml = Reports.timingYaml("objective:\n  recoveryTime: 15m ", "#");

        assertThat(row("timing.yml", yaml)).endsWith("| ✅ worst recovery 12m 11s, no objective set | — |\n");
    }

    @Test
    void atCapacityOneWorkerTwoNeverCatchesUp() {
        assertThat(row("slow.yml", Reports.timingYaml("capacity: 1.5", "capacity: 1.0"))).endsWith(
                "| ❌ never catches up: worker 2 falls behind | — |\n");
    }

    @Test
    void withoutADecisionAJobThatNeverCatchesUpIsAWarning() {
        String yaml = Reports.timingYaml("capacity: 1.5", "capacity: 1.0",
                "decision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\n", "");

        assertThat(row("slow.yml", yaml)).endsWith("| — | — | " + LESSON_RANGES
                + " | ⚠️ never catches up: worker 2 falls behind | — |\n");
    }

    @Test
    void aTitleOrFileNameIsTextNotMarkdown() {
        String yaml = Lesson.yamlWith("title: State in Stream Engines",
                "title: \"a | b *bold* [link](x) <script>alert(1)</script> &amp; `code` ~~old~~ \\\\ _i_\\nnext\"");

        assertThat(row("my|file_*.yml", yaml)).startsWith("| a \\| b \\*bold\\* \\[link\\]\\(x\\) "
                + "\\<script\\>alert\\(1\\)\\</script\\> \\&amp; \\`code\\` \\~\\~old\\~\\~ \\\\ \\_i\\_ next "
                + "(my\\|file\\_\\*.yml) | interval 6");
    }

    @Test
    void eachScenarioIsARowInTheOrderGiven() {
        String markdown = StepSummary.markdown(List.of(new Entry("lesson.yml", run(Lesson.yaml())),
                new Entry("half.yml", run(Lesson.yamlWith("probability: 0.75", "probability: 0.5",
                        "title: State in Stream Engines", "title: At one half")))));

        assertThat(markdown.lines().skip(4).map(l -> l.substring(0, l.indexOf(") |") + 1)))
                .containsExactly("| State in Stream Engines (lesson.yml)", "| At one half (half.yml)");
    }

    @Test
    void appendingKeepsWhatTheFileHeldAndStartsOnALineOfItsOwn() throws Exception {
        Path file = work.resolve("summary.md");
        Files.writeString(file, "Tests: 12 passed", StandardCharsets.UTF_8);
        List<Entry> lesson = List.of(new Entry("lesson.yml", run(Lesson.yaml())));

        StepSummary.append(file, lesson);
        StepSummary.append(file, lesson);

        String block = StepSummary.markdown(lesson);
        assertThat(Files.readString(file)).isEqualTo("Tests: 12 passed\n" + block + "\n" + block);
    }

    @Test
    void aMissingFileIsCreatedWithTheSummaryAlone() throws Exception {
        Path file = work.resolve("new.md");
        List<Entry> lesson = List.of(new Entry("lesson.yml", run(Lesson.yaml())));

        StepSummary.append(file, lesson);

        assertThat(Files.readString(file)).isEqualTo(StepSummary.markdown(lesson));
    }

    @Test
    void aFolderIsNotWrittenTo() {
        List<Entry> lesson = List.of(new Entry("lesson.yml", run(Lesson.yaml())));

        FileSystemException e = catchThrowableOfType(FileSystemException.class, () -> StepSummary.append(work, lesson));

        assertThat(e.getFile()).isEqualTo(work.toString());
        assertThat(e.getReason()).isEqualTo("is not a regular file");
    }

    @Test
    void aKafkaStreamsAppsRowSaysItsRestartsInOneCell() throws Exception {
        ScenarioResult app = ScenarioRun.of(Path.of("../example-project/scenarios/kafka-streams.yml"));

        String markdown = StepSummary.markdown(List.of(new Entry("lesson.yml", run(Lesson.yaml())),
                new Entry("kafka-streams.yml", app)));

        assertThat(markdown).isEqualTo("""
                ### Checkpoint report

                | Scenario | Decision | Verdict | Best interval by failure probability | Recovery | Claims \
                | Kafka Streams restarts |
                | --- | --- | --- | --- | --- | --- | --- |
                | State in Stream Engines (lesson.yml) | interval 6 at failure probability 0.75 \
                | ✅ optimal: expected cost 809.1 rows | none below 0.611; 6 from 0.611 to 0.917; 4 above | — | — | — |
                | Our Kafka Streams app (kafka-streams.yml) | — | — \
                | none below 0.082; 4 from 0.082 to 0.484; 2 above | — | — \
                | 2 restarts; restart 1, RUNNING after 4.4 s: 4954 records restored in 622.0 ms, 0 of 8 store \
                partitions from offset 0, 182 records of input run again, a lag of 3860 drained in 1.0 s; restart 2, \
                RUNNING after 4.9 s: 55289 records restored in 1.4 s, 8 of 8 store partitions from offset 0 \\(the \
                state dir was wiped or lost, or the app runs exactly-once without transactional stores \
                \\(enable.transactional.statestores\\)\\), 1208 records of input run again, a lag of 4485 drained \
                in 3.8 s |
                """);
    }
}
