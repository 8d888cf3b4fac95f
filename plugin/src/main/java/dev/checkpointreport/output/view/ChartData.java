package dev.checkpointreport.output.view;

import static dev.checkpointreport.model.Fractions.exact;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.RecoveryMatrix;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.output.json.JsonText;
import dev.checkpointreport.run.ScenarioResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The charts' data, embedded in the page as JSON so the report needs no server. The what-if control
 * names the best interval from the exact best ranges (as fractions), so it agrees with the tables at
 * every p, ties included; the costs it draws are doubles.
 */
final class ChartData {
    private ChartData() {
    }

    /** The charts' data; the recovery and expected-cost series cover only the rows the page's tables show. */
    static String json(ScenarioResult result, List<Integer> matrixRows, List<Integer> probabilityRows) {
        CheckpointConfig config = result.config();
        Analysis analysis = result.analysis();
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode intervals = root.putArray("intervals");
        ArrayNode names = root.putArray("intervalNames");
        for (IntervalCost row : analysis.costs().rows()) {
            intervals.add(Numbers.interval(row.interval()));
            names.add(Numbers.named(row.interval()));
        }
        RecoveryMatrix matrix = analysis.matrix();
        ArrayNode periods = root.putArray("failurePeriods");
        for (int row : matrixRows) {
            periods.add(PeriodParts.shown(config, matrix.failurePeriod(row)));
        }
        ArrayNode recovery = root.putArray("recovery");
        for (int column = 0; column < matrix.intervals().size(); column++) {
            ArrayNode series = recovery.addArray();
            for (int row : matrixRows) {
                series.add(matrix.cell(row, column));
            }
        }
        ArrayNode average = root.putArray("average");
        ArrayNode certain = root.putArray("certainCost");
        ArrayNode best = root.putArray("bestRange");
        for (IntervalCost row : analysis.costs().rows()) {
            average.add(row.average().doubleValue());
            certain.add(row.certainCost());
            range(best, analysis.bestRanges().of(row.interval()));
        }
        ArrayNode probabilities = root.putArray("probabilities");
        for (int index : probabilityRows) {
            ExpectedCosts row = analysis.probabilities().get(index);
            ObjectNode node = probabilities.addObject();
            node.put("p", Numbers.probability(row.probability()));
            ArrayNode expected = node.putArray("expected");
            for (BigFraction cost : row.expected()) {
                expected.add(cost.doubleValue());
            }
            node.put("best", analysis.bestRanges().intervals().indexOf(row.best()));
        }
        root.put("whatIfStart", whatIfStart(config));
        root.put("failurePeriod", PeriodParts.failure(config));
        root.set("decision", DecisionChartData.tree(result));
        workers(root.putObject("workers"), result.workers());
        if (result.recovery() != null) {
            root.set("timing", RecoveryTimeChartData.tree(config, result.recovery()));
        }
        return JsonText.forScript(root);
    }

    /**
     * Where the what-if control starts: at the decision's probability when it has one, since that is the p the page
     * judges; else at the first declared probability; else at 1.
     */
    static String whatIfStart(CheckpointConfig config) {
        if (config.decision() != null && config.decision().probability() != null) {
            return Numbers.probability(config.decision().probability());
        }
        List<BigDecimal> declared = config.probabilities();
        return declared.isEmpty() ? "1" : Numbers.probability(declared.get(0));
    }

    /** The bars of the workers chart: rows and, when the source gives them, distinct keys. */
    private static void workers(ObjectNode node, WorkerLoad load) {
        ArrayNode labels = node.putArray("labels");
        ArrayNode rows = node.putArray("rows");
        ArrayNode keys = node.putArray("keys");
        for (int w = 0; w < load.workers(); w++) {
            labels.add("worker " + w);
            rows.add(load.rows().get(w));
            if (load.keysKnown()) {
                keys.add(load.keys().get(w));
            }
        }
        node.put("even", load.workers() == 0 ? 0 : (double) load.totalRows() / load.workers());
        node.put("busiest", load.busiest());
    }

    private static void range(ArrayNode ranges, Optional<BestRange> range) {
        if (range.isEmpty()) {
            ranges.addNull();
            return;
        }
        BestRange r = range.get();
        ObjectNode node = ranges.addObject();
        node.put("from", exact(r.from()));
        node.put("fromInclusive", r.fromInclusive());
        node.put("to", exact(r.to()));
        node.put("toInclusive", r.toInclusive());
    }
}
