package dev.checkpointreport.output.view;

import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;

/**
 * Beyond the lesson's question: the analytic optimum beside the discrete model's answer, what the decision
 * costs beyond the best, and how the answer moves with the state rows and the capacity.
 *
 * @param optimum the optimum's table and its finding; {@code null} without {@code timing} and {@code failure.mtbf}
 * @param regret the decided interval's regret per failure period, its finding the largest over p; {@code null}
 *        without a decision
 * @param sensitivity the break-evens at half, the same and twice the state rows
 * @param capacity the worst recovery at ±20 % capacity; {@code null} without {@code timing}
 */
public record DecisionSection(Table optimum, Table regret, Table sensitivity, Table capacity) {

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
