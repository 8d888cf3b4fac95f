package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Gate;
import dev.checkpointreport.run.ScenarioResult;
import java.util.List;

/**
 * One scenario as a card of the course site's index: its title, what it decided and the gate's verdict,
 * the best interval at each declared failure probability, and the recovery gate's verdict when it has
 * timing. Worded and formatted as the report itself words them.
 *
 * @param decision the decision in words, such as {@code interval 6 at failure probability 0.75, by the
 *     expected cost}, or a sentence saying the scenario declares none
 * @param gate the decision's verdict, or {@code null} without a decision
 * @param recoveryGate the recovery objective's verdict, or {@code null} without timing or decision
 * @param claimsGate the claims' verdict, each false claim with its place, or {@code null} without claims
 * @param measuredGate the measured checks' verdict, or {@code null} without {@code measured.tolerance}
 * @param worstRecovery the worst recovery of the watched interval, or {@code null} without timing
 */
public record ScenarioCard(String title, String decision, Gate gate, List<Fact> best, Gate recoveryGate,
                           Gate claimsGate, Gate measuredGate, Fact worstRecovery) {
    static final String NO_DECISION = "None declared: the scenario is reported, not gated.";

    public ScenarioCard {
        best = List.copyOf(best);
    }

    public static ScenarioCard of(ScenarioResult result) {
        Verdict verdict = result.analysis().verdict();
        String decision = verdict == null ? NO_DECISION : words(verdict.decision());
        List<Fact> best = SummarySection.bestAtEachProbability(result.analysis());
        Fact worst = result.recovery() == null ? null : TimingSectionBuilder.worstFact(result.config(), result.recovery());
        return new ScenarioCard(result.config().title(), decision, Gates.decision(result.verdict()), best,
                Gates.recovery(result.verdict()), Gates.claims(result.verdict(), true),
                Gates.measured(result.verdict()), worst);
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
