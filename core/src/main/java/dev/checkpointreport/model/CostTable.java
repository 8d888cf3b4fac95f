package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.commons.numbers.fraction.BigFraction;

/** The lesson's cost table, one row per interval in the configured order. */
public record CostTable(List<IntervalCost> rows) {

    public CostTable {
        rows = List.copyOf(rows);
    }

    static CostTable of(RecoveryMatrix matrix, int periodCount, long stateRows) {
        List<IntervalCost> rows = new ArrayList<>();
        for (int column = 0; column < matrix.intervals().size(); column++) {
            Interval interval = matrix.intervals().get(column);
            long sum = 0;
            long worst = -1;
            int worstPeriod = 0;
            for (int row = 0; row < matrix.rowCount(); row++) {
                long cell = matrix.cell(row, column);
                sum += cell;
                if (cell > worst) {
                    worst = cell;
                    worstPeriod = matrix.failurePeriod(row);
                }
            }
            long checkpoints = interval.checkpoints(periodCount);
            rows.add(new IntervalCost(interval, checkpoints, checkpoints * stateRows, worst, worstPeriod,
                    BigFraction.of(sum, matrix.rowCount())));
        }
        return new CostTable(rows);
    }

    public IntervalCost row(Interval interval) {
        for (IntervalCost row : rows) {
            if (row.interval().equals(interval)) {
                return row;
            }
        }
        throw new NoSuchElementException("No value present");
    }

    /** Cheapest by worst case plus certain cost; a tie goes to the first in the configured order. */
    public IntervalCost cheapestByWorst() {
        return cheapestByWorstTotal().get(0);
    }

    /** Cheapest by average plus certain cost; a tie goes to the first in the configured order. */
    public IntervalCost cheapestByAverage() {
        return cheapestByAverageTotal().get(0);
    }

    /** Every row tied for the lowest worst case plus certain cost, in the configured order. */
    public List<IntervalCost> cheapestByWorstTotal() {
        List<BigFraction> costs = new ArrayList<>();
        for (IntervalCost row : rows) {
            costs.add(BigFraction.of(row.worstTotal()));
        }
        return lowest(costs);
    }

    /** Every row tied for the lowest average plus certain cost, in the configured order. */
    public List<IntervalCost> cheapestByAverageTotal() {
        List<BigFraction> costs = new ArrayList<>();
        for (IntervalCost row : rows) {
            costs.add(row.averageTotal());
        }
        return lowest(costs);
    }

    /** The first row with the lowest cost by the decision's criterion. */
    public IntervalCost first(Decision decision) {
        List<BigFraction> costs = new ArrayList<>();
        for (IntervalCost row : rows) {
            costs.add(decision.costOf(row));
        }
        return lowest(costs).get(0);
    }

    /** The first row with the lowest expected cost at failure probability {@code p}, the lesson's {@code s.index(min(s))}. */
    public IntervalCost firstAt(BigFraction p) {
        List<BigFraction> costs = new ArrayList<>();
        for (IntervalCost row : rows) {
            costs.add(row.expectedAt(p));
        }
        return lowest(costs).get(0);
    }

    /** The rows whose cost, at the same place in {@code costs}, is the lowest, in the configured order. */
    private List<IntervalCost> lowest(List<BigFraction> costs) {
        if (costs.isEmpty()) {
            throw new NoSuchElementException("No value present");
        }
        BigFraction lowest = costs.get(0);
        for (BigFraction cost : costs) {
            lowest = Fractions.compare(cost, lowest) < 0 ? cost : lowest;
        }
        List<IntervalCost> tied = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (Fractions.compare(costs.get(i), lowest) == 0) {
                tied.add(rows.get(i));
            }
        }
        return Collections.unmodifiableList(tied);
    }

    /** Every row from the cheapest up by the decision's criterion; a tie keeps the configured order. */
    public List<IntervalCost> byCost(Decision decision) {
        List<Ranked> ranked = new ArrayList<>();
        for (IntervalCost row : rows) {
            ranked.add(new Ranked(row, decision.costOf(row)));
        }
        Collections.sort(ranked); // a stable sort: equal costs keep their order
        List<IntervalCost> sorted = new ArrayList<>();
        for (Ranked row : ranked) {
            sorted.add(row.row());
        }
        return Collections.unmodifiableList(sorted);
    }

    /** A row and its cost, which orders it: the cost is worked out once, not at every comparison. */
    private record Ranked(IntervalCost row, BigFraction cost) implements Comparable<Ranked> {
        @Override
        public int compareTo(Ranked other) {
            return Fractions.compare(cost, other.cost);
        }
    }
}
