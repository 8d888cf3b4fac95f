package dev.checkpointreport.output.json;

import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.timing.AnalyticOptimum;
import dev.checkpointreport.timing.CheckpointOptimum;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;

/**
 * The {@code optimum} object of report.json: the analytic optimum checkpoint interval in seconds (Young,
 * Daly, exact) for the longest snapshot and the MTBF, the per-period failure probability the MTBF implies,
 * and the discrete model's best interval there. {@code null} without {@code timing} and {@code failure.mtbf},
 * or when no interval writes a snapshot.
 */
final class OptimumJson {

    private OptimumJson() {
    }

    static ObjectNode tree(RecoveryTimeAnalysis recovery) {
        CheckpointOptimum optimum = recovery == null ? null : recovery.optimum();
        if (optimum == null) {
            return null;
        }
        AnalyticOptimum analytic = optimum.optimum();
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("mtbf", analytic.mtbf());
        node.put("snapshot", analytic.snapshot());
        node.put("young", analytic.young());
        node.put("daly", analytic.daly());
        node.put("exact", analytic.exact());
        node.put("probability", optimum.probability().doubleValue());
        putInterval(node, "best", optimum.best());
        node.put("bestSeconds", optimum.seconds(optimum.best()));
        putInterval(node, "nearest", optimum.nearest());
        node.put("nearestSeconds", optimum.seconds(optimum.nearest()));
        node.put("agree", optimum.agree());
        return node;
    }
}
