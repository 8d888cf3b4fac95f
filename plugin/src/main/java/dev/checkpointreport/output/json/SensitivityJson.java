package dev.checkpointreport.output.json;

import static dev.checkpointreport.model.Fractions.exact;
import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.BreakEven;
import dev.checkpointreport.model.StateRowsSensitivity;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.CapacitySensitivity;

/**
 * The {@code sensitivity} object of report.json: the break-evens at half, the same and twice the state rows,
 * whether the decision holds across that band, and with {@code timing} the worst recovery at ±20 % capacity.
 */
final class SensitivityJson {

    private SensitivityJson() {
    }

    static ObjectNode tree(ScenarioResult result) {
        CheckpointConfig config = result.config();
        StateRowsSensitivity sensitivity = result.analysis().sensitivity();
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode scales = root.putArray("stateRows");
        for (StateRowsSensitivity.Scaled scaled : sensitivity.scales()) {
            ObjectNode node = scales.addObject();
            node.put("factor", scaled.factor().doubleValue());
            node.put("factorExact", exact(scaled.factor()));
            node.put("stateRowsExact", exact(scaled.factor().multiply(config.stateRows())));
            ArrayNode breakEvens = node.putArray("breakEvens");
            for (BreakEven breakEven : scaled.breakEvens()) {
                ObjectNode point = breakEvens.addObject();
                point.put("probability", breakEven.probability().doubleValue());
                point.put("probabilityExact", exact(breakEven.probability()));
                putInterval(point, "below", breakEven.below());
                putInterval(point, "above", breakEven.above());
            }
            if (scaled.best() == null) {
                node.putNull("best");
            } else {
                putInterval(node, "best", scaled.best());
            }
        }
        if (sensitivity.decisionHolds() == null) {
            root.putNull("decisionHolds");
        } else {
            root.put("decisionHolds", sensitivity.decisionHolds());
        }
        CapacitySensitivity capacity = result.recovery() == null ? null : result.recovery().capacity();
        if (capacity == null) {
            root.putNull("capacity");
            return root;
        }
        ObjectNode node = root.putObject("capacity");
        putInterval(node, "interval", capacity.interval());
        ArrayNode rows = node.putArray("capacities");
        for (CapacitySensitivity.AtCapacity at : capacity.capacities()) {
            ObjectNode row = rows.addObject();
            row.put("factor", at.factor());
            row.put("capacity", at.capacity());
            row.put("catchesUp", at.worst().catchesUp());
            if (at.worst().catchesUp()) {
                row.put("worst", at.worst().total().doubleValue());
            } else {
                row.putNull("worst");
            }
            row.put("worstPeriod", config.periods().get(at.worstPeriod()));
            if (at.meetsObjective() == null) {
                row.putNull("meetsObjective");
            } else {
                row.put("meetsObjective", at.meetsObjective());
            }
        }
        return root;
    }
}
