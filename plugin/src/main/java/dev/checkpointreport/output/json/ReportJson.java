package dev.checkpointreport.output.json;

import static dev.checkpointreport.output.json.JsonValues.addInterval;
import static dev.checkpointreport.model.Fractions.exact;
import static dev.checkpointreport.output.json.JsonValues.interval;
import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.claims.ComputedClaim;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.AtFailure;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.PartitionedState;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.source.CountedSource;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Writes {@code report.json}, schema version 1. Its field names are a public interface: other tools read
 * them. {@code none} is {@code null} wherever an interval appears; fractions are written at full double
 * precision, and the best ranges also as exact fractions.
 */
public final class ReportJson {
    static final int SCHEMA_VERSION = 1;

    private ReportJson() {
    }

    public static void write(ScenarioResult result, Path file) throws IOException {
        ObjectNode root = tree(result.config(), result.counted(), result.analysis());
        if (result.recovery() == null) {
            root.putNull("recovery");
        } else {
            root.set("recovery", RecoveryTimeJson.tree(result.config(), result.recovery()));
        }
        root.set("optimum", OptimumJson.tree(result.recovery()));
        root.set("sensitivity", SensitivityJson.tree(result));
        claims(root, result.claims());
        workerLoad(root.putObject("workerLoad"), result.workers());
        if (result.measured() != null) {
            root.set("measured", MeasuredJson.tree(result.measured()));
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            JsonText.writeIndented(root, out);
        }
    }

    static ObjectNode tree(CheckpointConfig config, Analysis analysis) {
        return tree(config, null, analysis);
    }

    private static ObjectNode tree(CheckpointConfig config, CountedSource counted, Analysis analysis) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        scenario(root, config, counted, analysis);
        atFailure(root.putArray("atFailure"), analysis);
        matrix(root.putArray("matrix"), config, analysis);
        costs(root, config, analysis);
        probabilities(root.putArray("probabilities"), analysis);
        ArrayNode ranges = root.putArray("bestRanges");
        for (Interval k : config.intervals()) {
            range(interval(ranges.addObject(), k), analysis.bestRanges().of(k));
        }
        partitioned(root.putArray("partitioned"), analysis);
        decision(root, analysis.decisionCost());
        if (analysis.decisionCost() != null) {
            ((ObjectNode) root.get("decision")).set("regret", RegretJson.tree(config, analysis, analysis.decisionCost()));
        }
        return root;
    }

    private static void scenario(ObjectNode root, CheckpointConfig config, CountedSource counted, Analysis analysis) {
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("title", config.title());
        source(root.putObject("source"), config, counted);
        ArrayNode periods = root.putArray("periods");
        for (String period : config.periods()) {
            periods.add(period);
        }
        root.put("failurePeriod", config.failurePeriod());
        root.put("stateRows", config.stateRows());
        root.put("workers", analysis.workers());
        root.put("rows", analysis.rows());
        ArrayNode intervals = root.putArray("intervals");
        for (Interval k : config.intervals()) {
            addInterval(intervals, k);
        }
    }

    /** The generator and its seed, or the file the stream was counted from and what reading it skipped. */
    private static void source(ObjectNode source, CheckpointConfig config, CountedSource counted) {
        if (counted == null) {
            source.put("generator", config.generator());
            source.put("seed", config.seed());
            source.put("subscribers", config.subscribers());
            return;
        }
        source.put(counted.kind(), counted.file());
        source.put("keysKnown", counted.keysKnown());
        source.put("distinctKeys", counted.distinctKeys());
        source.put("duplicates", counted.duplicates());
        source.put("badLines", counted.badLines());
        if (counted.firstBadLine() == null) {
            source.putNull("firstBadLine");
        } else {
            source.put("firstBadLine", counted.firstBadLine().described());
        }
    }

    /** Each worker's rows and distinct keys, and the busiest worker's share against the even share. */
    private static void workerLoad(ObjectNode node, WorkerLoad load) {
        node.put("busiestWorker", load.busiest());
        node.put("busiestShare", load.busiestShare().doubleValue());
        node.put("busiestShareExact", exact(load.busiestShare()));
        node.put("evenShareExact", exact(load.evenShare()));
        node.put("keysKnown", load.keysKnown());
        ArrayNode workers = node.putArray("workers");
        for (int w = 0; w < load.workers(); w++) {
            ObjectNode worker = workers.addObject();
            worker.put("worker", w);
            worker.put("rows", load.rows().get(w));
            if (load.keysKnown()) {
                worker.put("keys", load.keys().get(w));
            } else {
                worker.putNull("keys");
            }
        }
    }

    private static void atFailure(ArrayNode atFailure, Analysis analysis) {
        for (AtFailure row : analysis.atFailure()) {
            ObjectNode node = interval(atFailure.addObject(), row.interval());
            node.put("checkpoints", row.checkpoints());
            node.put("recomputed", row.recomputed());
        }
    }

    private static void matrix(ArrayNode matrix, CheckpointConfig config, Analysis analysis) {
        for (int row = 0; row < analysis.matrix().rowCount(); row++) {
            ObjectNode node = matrix.addObject();
            node.put("failurePeriod", config.periods().get(analysis.matrix().failurePeriod(row)));
            ArrayNode cells = node.putArray("recomputed");
            for (long cell : analysis.matrix().recomputed()[row]) {
                cells.add(cell);
            }
        }
    }

    private static void costs(ObjectNode root, CheckpointConfig config, Analysis analysis) {
        ArrayNode costs = root.putArray("costs");
        for (IntervalCost row : analysis.costs().rows()) {
            ObjectNode node = interval(costs.addObject(), row.interval());
            node.put("checkpoints", row.checkpoints());
            node.put("certainCost", row.certainCost());
            node.put("worst", row.worst());
            node.put("worstPeriod", config.periods().get(row.worstPeriod()));
            node.put("worstTotal", row.worstTotal());
            node.put("average", row.average().doubleValue());
            node.put("averageTotal", row.averageTotal().doubleValue());
        }
        putInterval(root, "cheapestByWorst", analysis.costs().cheapestByWorst().interval());
        putInterval(root, "cheapestByAverage", analysis.costs().cheapestByAverage().interval());
    }

    private static void probabilities(ArrayNode probabilities, Analysis analysis) {
        for (ExpectedCosts row : analysis.probabilities()) {
            ObjectNode node = probabilities.addObject();
            node.put("probability", row.probability());
            ArrayNode expected = node.putArray("expected");
            for (BigFraction cost : row.expected()) {
                expected.add(cost.doubleValue());
            }
            putInterval(node, "best", row.best());
        }
    }

    private static void partitioned(ArrayNode partitioned, Analysis analysis) {
        for (PartitionedState row : analysis.partitioned()) {
            ObjectNode node = interval(partitioned.addObject(), row.interval());
            node.put("wholeJob", row.wholeJob());
            node.put("busiestWorker", row.busiestWorker());
            node.put("exactlyOnceState", row.exactlyOnceState());
        }
    }

    private static void range(ObjectNode node, Optional<BestRange> range) {
        if (range.isEmpty()) {
            for (String field : List.of("from", "to", "fromInclusive", "toInclusive", "fromExact", "toExact")) {
                node.putNull(field);
            }
            return;
        }
        BestRange r = range.get();
        node.put("from", r.from().doubleValue());
        node.put("to", r.to().doubleValue());
        node.put("fromInclusive", r.fromInclusive());
        node.put("toInclusive", r.toInclusive());
        node.put("fromExact", exact(r.from()));
        node.put("toExact", exact(r.to()));
    }

    /** The scenario's claims, checked, in the order written; the field is left out when it declares none. */
    private static void claims(ObjectNode root, List<ComputedClaim> claims) {
        if (claims.isEmpty()) {
            return;
        }
        ArrayNode array = root.putArray("claims");
        for (ComputedClaim claim : claims) {
            ObjectNode node = array.addObject();
            node.put("line", claim.place().line());
            node.put("kind", claim.place().kind());
            node.put("claim", claim.place().written());
            node.put("claimed", claim.claimed());
            node.put("computed", claim.computed());
            node.put("holds", claim.holds());
        }
    }

    /** Puts the decision and its verdict as {@code root}'s {@code "decision"} field, {@code null} without one. */
    public static void decision(ObjectNode root, DecisionCost verdict) {
        if (verdict == null) {
            root.putNull("decision");
            return;
        }
        ObjectNode node = root.putObject("decision");
        putInterval(node, "interval", verdict.decision().interval());
        node.put("probability", verdict.decision().probability());
        node.put("criterion", verdict.decision().criterion().key());
        putInterval(node, "best", verdict.best());
        node.put("optimal", verdict.optimal());
        node.put("cost", verdict.decidedCost().doubleValue());
        node.put("bestCost", verdict.bestCost().doubleValue());
        node.put("message", verdict.message());
    }
}
