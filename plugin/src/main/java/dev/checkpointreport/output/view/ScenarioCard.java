package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioVerdict;
import java.util.List;

/**
 * One scenario as a card of the course site's index: its title, what it decided and the gate's verdict,
 * the best interval at each declared failure probability, and the recovery gate's verdict when it has
 * timing. Worded and formatted as the report itself words them.
 *
 * @param decision the decision in words, such as {@code interval 6 at failure probability 0.75, by the
 *     expected cost}, or a sentence saying the scenario declares none
 * @param decisionChecks the decision's check, empty without a decision; each kind's checks as
 *     {@link ScenarioVerdict#shown} shows them
 * @param recoveryChecks the recovery objective's check, empty without timing or decision
 * @param claimChecks the false claims (the card gives each its place), or the one check that all hold; empty
 *     without claims
 * @param measuredChecks the failing measured checks, or both when they pass; empty without
 *     {@code measured.tolerance}
 * @param worstRecovery the worst recovery of the watched interval, or {@code null} without timing
 */
public record ScenarioCard(String title, String decision, List<Check> decisionChecks, List<Fact> best,
                           List<Check> recoveryChecks, List<Check> claimChecks, List<Check> measuredChecks,
                           Fact worstRecovery) {
    static final String NO_DECISION = "None declared: the scenario is reported, not gated.";

    public ScenarioCard {
        best = List.copyOf(best);
        decisionChecks = List.copyOf(decisionChecks);
        recoveryChecks = List.copyOf(recoveryChecks);
        claimChecks = List.copyOf(claimChecks);
        measuredChecks = List.copyOf(measuredChecks);
    }

    public static ScenarioCard of(ScenarioResult result) {
        DecisionCost verdict = result.analysis().decisionCost();
        String decision = verdict == null ? NO_DECISION : words(verdict.decision());
        List<Fact> best = CostTables.bestAtEachProbability(result.analysis());
        Fact worst = result.recovery() == null ? null : RecoveryTimeTable.worstFact(result.config(), result.recovery());
        ScenarioVerdict checks = result.verdict();
        return new ScenarioCard(result.config().title(), decision, checks.shown(Kind.DECISION), best,
                checks.shown(Kind.RECOVERY), checks.shown(Kind.CLAIM), checks.shown(Kind.MEASURED), worst);
    }

    private static String words(Decision decision) {
        String interval = Numbers.named(decision.interval());
        if (decision.criterion() == Criterion.WORST) {
            return interval + ", by the worst case";
        }
        return interval + " at failure probability " + Numbers.probability(decision.probability())
                + ", by the expected cost";
    }
}
