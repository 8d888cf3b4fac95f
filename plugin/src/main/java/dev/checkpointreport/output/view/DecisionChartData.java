package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.BreakEven;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.Regret;
import dev.checkpointreport.model.StateRowsSensitivity.Scaled;
import dev.checkpointreport.run.ScenarioResult;
import java.math.BigDecimal;
import dev.checkpointreport.output.view.Page.Part;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The data of the charts over p: the lower envelope and its break-evens (labelled as the page words a fraction, {@link Numbers#fraction}), the
 * probabilities marked on it, the decided interval's regret curve, and the best ranges at 0.5×, 1× and 2×
 * the state rows. Labels are worded here; the script only draws.
 */
final class DecisionChartData {

    private DecisionChartData() {
    }

    static ObjectNode tree(ScenarioResult result) {
        Analysis analysis = result.analysis();
        List<Interval> intervals = analysis.scenario().intervals();
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode envelope = root.putArray("envelope");
        for (int i = 0; i < intervals.size(); i++) {
            Optional<BestRange> range = analysis.bestRanges().ranges().get(i);
            if (range.isPresent()) {
                ObjectNode segment = envelope.addObject();
                segment.put("interval", i);
                segment.put("from", range.get().from().doubleValue());
                segment.put("to", range.get().to().doubleValue());
            }
        }
        ArrayNode breakEvens = root.putArray("breakEvens");
        List<BreakEven> all = BreakEven.of(analysis.bestRanges());
        Iterator<Part> labels = Numbers.fractions(all.stream().map(BreakEven::probability).toList()).iterator();
        for (BreakEven breakEven : all) {
            ObjectNode point = breakEvens.addObject();
            point.put("p", breakEven.probability().doubleValue());
            point.put("cost", analysis.costs().row(breakEven.above()).expectedAt(breakEven.probability()).doubleValue());
            point.put("label", labels.next().text());
        }
        ArrayNode marks = root.putArray("marks");
        for (BigDecimal p : analysis.scenario().probabilities()) {
            mark(marks, p.doubleValue(), "p = " + Numbers.probability(p), "p = " + Numbers.probability(p), "declared");
        }
        if (analysis.decisionCost() != null && !analysis.decisionCost().decision().worst()) {
            BigDecimal p = analysis.decisionCost().decision().probability();
            mark(marks, p.doubleValue(), "decision p = " + Numbers.probability(p), "decision", "decision");
        }
        if (result.recovery() != null && result.recovery().optimum() != null) {
            mark(marks, result.recovery().optimum().probability().doubleValue(),
                    "MTBF p = " + OptimumTable.probability(result.recovery().optimum()), "MTBF", "mtbf");
        }
        if (analysis.decisionCost() != null) {
            root.set("regret", regret(analysis.decisionCost().regret()));
        }
        root.set("sensitivity", sensitivity(analysis, intervals));
        return root;
    }

    /**
     * Marks {@code p} on the charts; at a p already marked (the decision's p is often a declared one) the
     * later mark takes over the line and its label, so one label names it, as the decision or the MTBF. The
     * short label is drawn where the whole one would cross another mark's line, as between close marks on a phone.
     */
    private static void mark(ArrayNode marks, double p, String label, String shortLabel, String kind) {
        ObjectNode mark = null;
        for (int i = 0; i < marks.size() && mark == null; i++) {
            if (marks.get(i).get("p").doubleValue() == p) {
                mark = (ObjectNode) marks.get(i);
            }
        }
        if (mark == null) {
            mark = marks.addObject();
            mark.put("p", p);
        }
        mark.put("label", label);
        mark.put("short", shortLabel);
        mark.put("kind", kind);
    }

    private static ObjectNode regret(Regret regret) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("label", "regret of " + Numbers.named(regret.interval()));
        ArrayNode points = node.putArray("points");
        for (Regret.Point point : regret.curve()) {
            ObjectNode corner = points.addObject();
            corner.put("x", point.probability().doubleValue());
            corner.put("y", point.regret().doubleValue());
        }
        node.put("maximum", "largest: " + Numbers.oneDecimal(regret.maximum()) + " rows at p = "
                + Numbers.fraction(regret.maximumAt()).text());
        return node;
    }

    /** One floating bar per factor and interval: the range of p where the interval is the best. */
    private static ObjectNode sensitivity(Analysis analysis, List<Interval> intervals) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        ArrayNode factors = node.putArray("factors");
        ArrayNode ranges = node.putArray("ranges");
        for (int i = 0; i < intervals.size(); i++) {
            ranges.addArray();
        }
        for (Scaled scaled : analysis.sensitivity().scales()) {
            factors.add(Fractions.decimals(scaled.factor(), 2) + "× state rows");
            for (int i = 0; i < intervals.size(); i++) {
                Optional<BestRange> range = scaled.ranges().ranges().get(i);
                ArrayNode bar = (ArrayNode) ranges.get(i);
                if (range.isEmpty()) {
                    bar.addNull();
                } else {
                    bar.addArray().add(range.get().from().doubleValue()).add(range.get().to().doubleValue());
                }
            }
        }
        return node;
    }
}
