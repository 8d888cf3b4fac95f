package dev.checkpointreport.gate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.gate.GateOutcome.Level;
import dev.checkpointreport.gate.GateOutcome.Line;
import dev.checkpointreport.gate.GateOutcome.Named;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioVerdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gate as a value: the verdicts' lines to log and one failure, a line per failing check. */
class GateOutcomeTest {
    private static final ScenarioVerdict CLICKS = new ScenarioVerdict(List.of(
            new Check(Kind.DECISION, true, "lessons/clicks.yml:15: ", "Checkpoint interval 6 is optimal."),
            new Check(Kind.CLAIM, false, "lessons/clicks.yml:34: ", "claims[2].busiestWorker is false."),
            new Check(Kind.CLAIM, false, "lessons/clicks.yml:36: ", "claims[3].best is false.")),
            List.of("Checkpoint interval 24 is longer than the 12 periods of the stream."));
    private static final ScenarioVerdict LESSON = new ScenarioVerdict(List.of(
            new Check(Kind.DECISION, true, "lessons/lesson.yml:15: ", "Checkpoint interval 6 is optimal.")), List.of());

    @Test
    void aSiteFailsOnceWithALinePerFailingCheckEachNamingItsScenario() {
        GateOutcome outcome = GateOutcome.of(List.of(new Named("clicks", CLICKS), new Named("lesson", LESSON)), true,
                " (off)");

        assertThat(outcome.lines()).containsExactly(
                new Line(Level.WARN, "clicks: Checkpoint interval 24 is longer than the 12 periods of the stream."),
                new Line(Level.INFO, "clicks: lessons/clicks.yml:15: Checkpoint interval 6 is optimal."),
                new Line(Level.INFO, "lesson: lessons/lesson.yml:15: Checkpoint interval 6 is optimal."));
        assertThat(outcome.failure()).isEqualTo("clicks: lessons/clicks.yml:34: claims[2].busiestWorker is false."
                + System.lineSeparator() + "clicks: lessons/clicks.yml:36: claims[3].best is false.");
    }

    @Test
    void aGateThatDoesNotFailWarnsWithEachFailingCheckAndWhy() {
        GateOutcome outcome = GateOutcome.of(List.of(new Named(null, CLICKS)), false, " (off)");

        assertThat(outcome.fails()).isFalse();
        assertThat(outcome.lines()).containsExactly(
                new Line(Level.WARN, "Checkpoint interval 24 is longer than the 12 periods of the stream."),
                new Line(Level.INFO, "lessons/clicks.yml:15: Checkpoint interval 6 is optimal."),
                new Line(Level.WARN, "lessons/clicks.yml:34: claims[2].busiestWorker is false. (off)"),
                new Line(Level.WARN, "lessons/clicks.yml:36: claims[3].best is false. (off)"));
    }

    @Test
    void whatACourseWroteIsShownOnOneLineAndNoLineStartsAWorkflowCommand() {
        ScenarioVerdict labelled = new ScenarioVerdict(List.of(new Check(Kind.RECOVERY, false, "\"a\\nb.yml\":15: ",
                "Checkpoint interval 6 misses the objective after a failure in \u202E2026-12.")),
                List.of("The job falls behind in 2026-02\u2066\n::error::forged."));

        GateOutcome outcome = GateOutcome.of(List.of(new Named("::error::x\ny", labelled)), true, " (off)");

        assertThat(outcome.lines()).containsExactly(new Line(Level.WARN,
                "\"::error::x\\ny\": The job falls behind in 2026-02\\u2066\\n::error::forged."));
        assertThat(outcome.failure()).isEqualTo("\"::error::x\\ny\": \"a\\nb.yml\":15: Checkpoint interval 6 misses the "
                + "objective after a failure in \\u202E2026-12.");
    }

    @Test
    void aScenarioPassesWhenEveryCheckPasses() {
        assertThat(CLICKS.passed()).isFalse();
        assertThat(CLICKS.failures()).extracting(Check::message).containsExactly(
                "lessons/clicks.yml:34: claims[2].busiestWorker is false.", "lessons/clicks.yml:36: claims[3].best is false.");
        assertThat(LESSON.passed()).isTrue();
        assertThat(Kind.RECOVERY.id()).isEqualTo("recovery");
    }
}
