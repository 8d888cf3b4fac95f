package dev.checkpointreport.output.json;

import static dev.checkpointreport.model.Fractions.exact;
import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.model.Regret;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The {@code decision.regret} object of report.json: rows the decided interval costs beyond the best, as
 * doubles and as exact fractions ({@code 800/11}), over p and per failure period.
 */
final class RegretJson {

    private RegretJson() {
    }

    static ObjectNode tree(CheckpointConfig config, Analysis analysis, DecisionCost verdict) {
        Regret regret = verdict.regret();
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        put(node, "maximum", regret.maximum());
        put(node, "maximumAt", regret.maximumAt());
        if (regret.atDecision() == null) {
            node.putNull("atProbability");
            node.putNull("atProbabilityExact");
        } else {
            put(node, "atProbability", regret.atDecision());
        }
        ArrayNode curve = node.putArray("curve");
        for (Regret.Point point : regret.curve()) {
            ObjectNode corner = curve.addObject();
            put(corner, "probability", point.probability());
            put(corner, "regret", point.regret());
        }
        ArrayNode periods = node.putArray("byFailurePeriod");
        for (Regret.PeriodRegret period : regret.byFailurePeriod()) {
            ObjectNode row = periods.addObject();
            row.put("failurePeriod", config.periods().get(period.failurePeriod()));
            row.put("regret", period.regret());
            putInterval(row, "best", period.best());
        }
        return node;
    }

    /** {@code field} as a double and {@code fieldExact} as a fraction. */
    private static void put(ObjectNode node, String field, BigFraction value) {
        node.put(field, value.doubleValue());
        node.put(field + "Exact", exact(value));
    }
}
