package dev.checkpointreport.output.view;

import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;

/** Builds the {@link DecisionSection} of a run. */
final class DecisionSectionBuilder {

    private DecisionSectionBuilder() {
    }

    static DecisionSection of(ScenarioResult result) {
        RecoveryTimeAnalysis recovery = result.recovery();
        return new DecisionSection(
                recovery == null || recovery.optimum() == null ? null
                        : OptimumTable.of(recovery.optimum(), result.config().stateRows()),
                result.analysis().decisionCost() == null ? null : RegretTable.of(result.config(), result.analysis()),
                SensitivityTables.stateRows(result.config(), result.analysis().sensitivity()),
                recovery == null ? null : SensitivityTables.capacity(result.config(), recovery.capacity()));
    }
}
