package dev.checkpointreport.run;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;

/**
 * What one run of a scenario found: the validated scenario, the lesson's tables, and the recovery in time.
 *
 * @param recovery {@code null} when the scenario has no {@code timing} section
 * @param workers the rows and keys of each worker, and the busiest worker's share
 */
public record ScenarioResult(CheckpointConfig config, Analysis analysis, RecoveryTimeAnalysis recovery,
                             WorkerLoad workers) {

    /**
     * The gate's checks, in order: the decision in rows, then the recovery objective. Empty without a
     * decision.
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
        return checks;
    }

    /** Every check of the gate passes (true without a decision). */
    public boolean passesGates() {
        return gateChecks().stream().allMatch(GateCheck::passed);
    }
}
