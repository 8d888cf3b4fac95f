package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.PartitionedState;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.numbers.fraction.BigFraction;

/** The lesson's cost tables: certain cost and recovery, failure probability, partitioned state. */
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
            rows.add(new Row(Format.interval(row.interval()), "", List.of(
                    Cell.number(Format.count(row.checkpoints())),
                    Cell.number(Format.count(row.certainCost())),
                    Cell.number(Format.count(row.worst())),
                    new Cell(Format.count(row.worstTotal()), true, row.worstTotal() == leastWorst, 0),
                    Cell.number(Format.oneDecimal(row.average())),
                    new Cell(Format.oneDecimal(row.averageTotal()), true,
                            row.averageTotal().compareTo(leastAverage) == 0, 0))));
        }
        return new Table("costs", "Certain cost and recovery of each interval, in rows", costsFinding(analysis),
                "interval", List.of("checkpoints", "certain cost", "worst", "worst total", "average", "average total"),
                rows, "Bold: the cheapest by the worst case and by the average.", List.of());
    }

    /** {@code By the worst case the cheapest is interval 4 and interval 3 with 1200; ...}. */
    static String costsFinding(Analysis analysis) {
        return "By the worst case the cheapest is " + cheapest(analysis, r -> BigFraction.of(r.worstTotal()))
                + " with " + Format.count(analysis.costs().cheapestByWorst().worstTotal())
                + "; by the average " + cheapest(analysis, IntervalCost::averageTotal)
                + " with " + Format.oneDecimal(analysis.costs().cheapestByAverage().averageTotal()) + ".";
    }

    /** Every interval tied for the lowest cost, in the configured order. */
    static String cheapest(Analysis analysis, Function<IntervalCost, BigFraction> cost) {
        return Format.and(analysis.costs().cheapest(cost).stream().map(r -> Format.named(r.interval())).toList(),
                LISTED);
    }

    /** The last column, {@code best}, is column {@code intervals}: shown whenever the excerpt keeps it. */
    static Table probabilities(Analysis analysis, Excerpt excerpt) {
        List<IntervalCost> intervals = analysis.costs().rows();
        List<String> headers = new ArrayList<>();
        for (int column : excerpt.columns()) {
            headers.add(column == intervals.size() ? "best" : Format.interval(intervals.get(column).interval()));
        }
        List<Row> rows = new ArrayList<>();
        for (int index : excerpt.rows()) {
            ExpectedCosts row = analysis.probabilities().get(index);
            BigFraction least = row.expected().get(intervals.indexOf(analysis.costs().row(row.best())));
            List<Cell> cells = new ArrayList<>();
            for (int column : excerpt.columns()) {
                if (column == intervals.size()) {
                    cells.add(new Cell(Format.interval(row.best()), true, false, 0));
                } else {
                    BigFraction expected = row.expected().get(column);
                    cells.add(new Cell(Format.oneDecimal(expected), true, expected.compareTo(least) == 0, 0));
                }
            }
            rows.add(new Row(Format.probability(row.probability()), "", cells));
        }
        List<String> bests = analysis.probabilities().stream()
                .map(row -> "at " + Format.probability(row.probability()) + " " + Format.named(row.best())).toList();
        String finding = analysis.probabilities().isEmpty() ? "No failure probability is declared."
                : "The best choice moves with the failure probability: " + (excerpt.whole() ? Format.and(bests) : Format.and(bests, LISTED)) + ".";
        return new Table("probabilities", "Expected cost of each interval at each failure probability, in rows",
                finding, "failure probability", headers, rows,
                "Bold: the cheapest in its row, named in the last column.", List.of())
                .excerpted(excerpt.sentence("failure probabilities", "columns"));
    }

    static Table partitioned(Analysis analysis) {
        List<Row> rows = new ArrayList<>();
        List<String> asked = new ArrayList<>();
        for (PartitionedState row : analysis.partitioned()) {
            rows.add(new Row(Format.interval(row.interval()), "", List.of(
                    Cell.number(Format.count(row.wholeJob())), Cell.number(Format.count(row.busiestWorker())),
                    Cell.number(Format.count(row.exactlyOnceState())))));
            if (row.wholeJob() > 0) {
                asked.add(Format.count(row.busiestWorker()) + " instead of " + Format.count(row.wholeJob())
                        + " with " + Format.named(row.interval()));
            }
        }
        String finding = asked.isEmpty() ? "No interval recomputes a row at the declared failure."
                : "With state partitioned across " + analysis.workers() + " workers, the failed worker asks back "
                + Format.and(asked, LISTED) + "; exactly-once holds as much state as the recovery recomputes.";
        return new Table("partitioned", "Rows asked back after the failure, by where the state is held", finding,
                "interval", List.of("whole job from scratch", "busiest worker with partitioned state",
                        "exactly-once state"), rows, "", List.of());
    }
}
