package dev.checkpointreport.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.AtFailure;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.PartitionedState;
import dev.checkpointreport.model.Verdict;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Writes {@code report.json}, schema version 1. Its field names are a public interface: other tools read
 * them. {@code none} is {@code null} wherever an interval appears; fractions are written at full double
 * precision, and the best ranges also as exact fractions.
 */
final class ReportJson {
    static final int SCHEMA_VERSION = 1;
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    static void write(Findings findings, Path file) throws IOException {
        ObjectNode root = tree(findings.config(), findings.analysis());
        if (findings.recovery() == null) {
            root.putNull("recovery");
        } else {
            root.set("recovery", RecoveryJson.tree(findings.config(), findings.recovery()));
        }
        MAPPER.writeValue(file.toFile(), root);
    }

    static ObjectNode tree(CheckpointConfig config, Analysis analysis) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("title", config.title());
        ObjectNode source = root.putObject("source");
        source.put("generator", config.generator());
        source.put("seed", config.seed());
        source.put("subscribers", config.subscribers());
        config.periods().forEach(root.putArray("periods")::add);
        root.put("failurePeriod", config.failurePeriod());
        root.put("stateRows", config.stateRows());
        root.put("workers", analysis.workers());
        root.put("rows", analysis.rows());
        ArrayNode intervals = root.putArray("intervals");
        config.intervals().forEach(k -> addInterval(intervals, k));

        ArrayNode atFailure = root.putArray("atFailure");
        for (AtFailure row : analysis.atFailure()) {
            ObjectNode node = interval(atFailure.addObject(), row.interval());
            node.put("checkpoints", row.checkpoints());
            node.put("recomputed", row.recomputed());
        }
        ArrayNode matrix = root.putArray("matrix");
        for (int row = 0; row < analysis.matrix().rowCount(); row++) {
            ObjectNode node = matrix.addObject();
            node.put("failurePeriod", config.periods().get(analysis.matrix().failurePeriod(row)));
            ArrayNode cells = node.putArray("recomputed");
            for (long cell : analysis.matrix().recomputed()[row]) {
                cells.add(cell);
            }
        }
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
        ArrayNode probabilities = root.putArray("probabilities");
        for (ExpectedCosts row : analysis.probabilities()) {
            ObjectNode node = probabilities.addObject();
            node.put("probability", row.probability());
            ArrayNode expected = node.putArray("expected");
            row.expected().forEach(e -> expected.add(e.doubleValue()));
            putInterval(node, "best", row.best());
        }
        ArrayNode ranges = root.putArray("bestRanges");
        for (Interval k : config.intervals()) {
            range(interval(ranges.addObject(), k), analysis.bestRanges().of(k));
        }
        ArrayNode partitioned = root.putArray("partitioned");
        for (PartitionedState row : analysis.partitioned()) {
            ObjectNode node = interval(partitioned.addObject(), row.interval());
            node.put("wholeJob", row.wholeJob());
            node.put("busiestWorker", row.busiestWorker());
            node.put("exactlyOnceState", row.exactlyOnceState());
        }
        decision(root, analysis.verdict());
        return root;
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

    /** {@code 11/18}; BigFraction may keep a sign on both parts, so the sign is written once. */
    private static String exact(BigFraction f) {
        String sign = f.signum() < 0 ? "-" : "";
        BigInteger numerator = f.getNumerator().abs();
        BigInteger denominator = f.getDenominator().abs();
        return sign + (denominator.equals(BigInteger.ONE) ? numerator : numerator + "/" + denominator);
    }

    private static void decision(ObjectNode root, Verdict verdict) {
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

    static ObjectNode interval(ObjectNode node, Interval interval) {
        putInterval(node, "interval", interval);
        return node;
    }

    static void putInterval(ObjectNode node, String field, Interval interval) {
        if (interval.isNone()) {
            node.putNull(field);
        } else {
            node.put(field, interval.periods());
        }
    }

    private static void addInterval(ArrayNode array, Interval interval) {
        if (interval.isNone()) {
            array.addNull();
        } else {
            array.add(interval.periods());
        }
    }
}
