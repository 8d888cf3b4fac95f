package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.BestRange;
import dev.checkpointreport.model.BestRanges;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.PartitionedState;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Part;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The lesson's cost tables (certain cost and recovery, failure probability, partitioned state) and, in words,
 * the best interval at each failure probability and where each interval is the best.
 */
final class CostTables {
    private static final int LISTED = 6;

    private CostTables() {
    }

    static Table costs(Analysis analysis) {
        List<IntervalCost> all = analysis.costs().rows();
        long leastWorst = analysis.costs().cheapestByWorst().worstTotal();
        BigFraction leastAverage = analysis.costs().cheapestByAverage().averageTotal();
        List<Row> rows = new ArrayList<>();
        for (IntervalCost row : all) {
            rows.add(new Row(Numbers.interval(row.interval()), "", List.of(
                    Cell.number(Numbers.count(row.checkpoints())),
                    Cell.number(Numbers.count(row.certainCost())),
                    Cell.number(Numbers.count(row.worst())),
                    new Cell(Numbers.count(row.worstTotal()), true, row.worstTotal() == leastWorst, 0),
                    Cell.number(Numbers.oneDecimal(row.average())),
                    new Cell(Numbers.oneDecimal(row.averageTotal()), true,
                            row.averageTotal().compareTo(leastAverage) == 0, 0))));
        }
        return new Table("costs", "Certain cost and recovery of each interval, in rows", costsFinding(analysis),
                "interval", List.of("checkpoints", "certain cost", "worst", "worst total", "average", "average total"),
                rows, "Bold: the cheapest by the worst case and by the average.", List.of());
    }

    /** {@code By the worst case the cheapest is interval 4 and interval 3 with 1200; ...}. */
    static String costsFinding(Analysis analysis) {
        return "By the worst case the cheapest is " + cheapest(analysis.costs().cheapestByWorstTotal())
                + " with " + Numbers.count(analysis.costs().cheapestByWorst().worstTotal())
                + "; by the average " + cheapest(analysis.costs().cheapestByAverageTotal())
                + " with " + Numbers.oneDecimal(analysis.costs().cheapestByAverage().averageTotal()) + ".";
    }

    /** Every interval tied for the lowest cost, in the configured order. */
    static String cheapest(List<IntervalCost> tied) {
        List<String> names = new ArrayList<>();
        for (IntervalCost row : tied) {
            names.add(Numbers.named(row.interval()));
        }
        return Numbers.and(names, LISTED);
    }

    /** The last column, {@code best}, is column {@code intervals}: shown whenever the excerpt keeps it. */
    static Table probabilities(Analysis analysis, Excerpt excerpt) {
        List<IntervalCost> intervals = analysis.costs().rows();
        List<String> headers = new ArrayList<>();
        for (int column : excerpt.columns()) {
            headers.add(column == intervals.size() ? "best" : Numbers.interval(intervals.get(column).interval()));
        }
        List<Row> rows = new ArrayList<>();
        for (int index : excerpt.rows()) {
            ExpectedCosts row = analysis.probabilities().get(index);
            BigFraction least = row.expected().get(intervals.indexOf(analysis.costs().row(row.best())));
            List<Cell> cells = new ArrayList<>();
            for (int column : excerpt.columns()) {
                if (column == intervals.size()) {
                    cells.add(new Cell(Numbers.interval(row.best()), true, false, 0));
                } else {
                    BigFraction expected = row.expected().get(column);
                    cells.add(new Cell(Numbers.oneDecimal(expected), true, expected.compareTo(least) == 0, 0));
                }
            }
            rows.add(new Row(Numbers.probability(row.probability()), "", cells));
        }
        List<String> bests = new ArrayList<>();
        for (ExpectedCosts row : analysis.probabilities()) {
            bests.add("at " + Numbers.probability(row.probability()) + " " + Numbers.named(row.best()));
        }
        String finding = analysis.probabilities().isEmpty() ? "No failure probability is declared."
                : "The best choice moves with the failure probability: " + (excerpt.whole() ? Numbers.and(bests) : Numbers.and(bests, LISTED)) + ".";
        return new Table("probabilities", "Expected cost of each interval at each failure probability, in rows",
                finding, "failure probability", headers, rows,
                "Bold: the cheapest in its row, named in the last column.", List.of())
                .excerpted(excerpt.sentence("failure probabilities", "columns"));
    }

    static Table partitioned(Analysis analysis) {
        List<Row> rows = new ArrayList<>();
        List<String> asked = new ArrayList<>();
        for (PartitionedState row : analysis.partitioned()) {
            rows.add(new Row(Numbers.interval(row.interval()), "", List.of(
                    Cell.number(Numbers.count(row.wholeJob())), Cell.number(Numbers.count(row.busiestWorker())),
                    Cell.number(Numbers.count(row.exactlyOnceState())))));
            if (row.wholeJob() > 0) {
                asked.add(Numbers.count(row.busiestWorker()) + " instead of " + Numbers.count(row.wholeJob())
                        + " with " + Numbers.named(row.interval()));
            }
        }
        String finding = asked.isEmpty() ? "No interval recomputes a row at the declared failure."
                : "With state partitioned across " + analysis.workers() + " workers, the failed worker asks back "
                + Numbers.and(asked, LISTED) + "; exactly-once holds as much state as the recovery recomputes.";
        return new Table("partitioned", "Rows asked back after the failure, by where the state is held", finding,
                "interval", List.of("whole job from scratch", "busiest worker with partitioned state",
                        "exactly-once state"), rows, "", List.of());
    }

    /** The best interval at each declared failure probability, with its expected cost. */
    static List<Fact> bestAtEachProbability(Analysis analysis) {
        List<Fact> facts = new ArrayList<>();
        for (ExpectedCosts row : analysis.probabilities()) {
            BigFraction cost = analysis.costs().row(row.best()).expectedAt(row.probability());
            facts.add(new Fact("Best at failure probability " + Numbers.probability(row.probability()),
                    Numbers.named(row.best()) + ", expected cost " + Numbers.oneDecimal(cost) + " rows"));
        }
        return facts;
    }

    /**
     * Where each interval is the best as p runs from 0 to 1, lowest p first:
     * {@code none below 0.611; 6 from 0.611 to 0.917; 4 above}.
     */
    static String bestRanges(Analysis analysis) {
        return Part.text(bestRangeParts(analysis));
    }

    /** As {@link #bestRanges}, each probability with its exact fraction on hover. */
    static List<Part> bestRangeParts(Analysis analysis) {
        List<Map.Entry<Interval, BestRange>> ranges = new ArrayList<>();
        BestRanges best = analysis.bestRanges();
        for (int i : best.byRange()) {
            ranges.add(Map.entry(best.intervals().get(i), best.ranges().get(i).get()));
        }
        if (ranges.size() == 1) {
            return List.of(Numbers.plain(ranges.get(0).getKey() + " at every probability"));
        }
        List<Part> parts = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            Interval interval = ranges.get(i).getKey();
            BestRange range = ranges.get(i).getValue();
            Part from = Numbers.rounded(range.from());
            Part to = Numbers.rounded(range.to());
            String before = i == 0 ? "" : "; ";
            if (range.from().equals(range.to())) {
                parts.addAll(List.of(Numbers.plain(before + interval + " at exactly "), from));
            } else if (i == 0) {
                parts.addAll(List.of(Numbers.plain(before + interval + " below "), to));
            } else if (i == ranges.size() - 1) {
                parts.add(Numbers.plain(before + interval + " above"));
            } else {
                parts.addAll(List.of(Numbers.plain(before + interval + " from "), from, Numbers.plain(" to "), to));
            }
        }
        return parts;
    }
}
