package dev.checkpointreport.run;

import dev.checkpointreport.claims.ClaimResult;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of a scenario found: the validated scenario, the lesson's tables, the recovery in time, and
 * the lesson's claims checked against them.
 *
 * @param recovery {@code null} when the scenario has no {@code timing} section
 * @param claims the scenario's claims, checked, in the order written; empty when it declares none
 * @param workers the rows and keys of each worker, and the busiest worker's share
 */
public record ScenarioResult(CheckpointConfig config, Analysis analysis, RecoveryTimeAnalysis recovery,
                             List<ClaimResult> claims, WorkerLoad workers) {

    public ScenarioResult {
        claims = List.copyOf(claims);
    }

    /**
     * The gate's checks, in order: the decision in rows, then the recovery objective (both only with a
     * decision), then each false claim, or one passed check saying that every claim holds.
     */
    public List<GateCheck> gateChecks() {
        List<GateCheck> checks = new ArrayList<>();
        Verdict rows = analysis.verdict();
        if (rows != null) {
            checks.add(new GateCheck(rows.optimal(), rows.message()));
        }
        ObjectiveVerdict time = recovery == null ? null : recovery.verdict();
        if (time != null) {
            checks.add(new GateCheck(time.met(), time.message(config.periods())));
        }
        claims.stream().filter(c -> !c.holds()).forEach(c -> checks.add(new GateCheck(false, c.message())));
        if (!claims.isEmpty() && claims.stream().allMatch(ClaimResult::holds)) {
            checks.add(new GateCheck(true, "The scenario's " + claims.size()
                    + (claims.size() == 1 ? " claim holds." : " claims all hold.")));
        }
        return checks;
    }

    /** Every check of the gate passes (true without a decision or claims). */
    public boolean passesGates() {
        return gateChecks().stream().allMatch(GateCheck::passed);
    }
}
