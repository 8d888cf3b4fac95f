package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
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
        return rows.stream().filter(r -> r.interval().equals(interval)).findFirst().orElseThrow();
    }

    /** Cheapest by worst case plus certain cost; a tie goes to the first in the configured order. */
    public IntervalCost cheapestByWorst() {
        return first(IntervalCost::worstTotal);
    }

    /** Cheapest by average plus certain cost; a tie goes to the first in the configured order. */
    public IntervalCost cheapestByAverage() {
        return first(IntervalCost::averageTotal);
    }

    /** The first row with the lowest cost, the lesson's {@code s.index(min(s))}. */
    public <C extends Comparable<? super C>> IntervalCost first(Function<IntervalCost, C> cost) {
        return cheapest(cost).get(0);
    }

    /** Every row tied for the lowest cost, in the configured order. */
    public <C extends Comparable<? super C>> List<IntervalCost> cheapest(Function<IntervalCost, C> cost) {
        C lowest = rows.stream().map(cost).min(Comparator.naturalOrder()).orElseThrow();
        return rows.stream().filter(r -> cost.apply(r).compareTo(lowest) == 0).toList();
    }

    /** Every row from the cheapest up; a tie keeps the configured order. */
    public <C extends Comparable<? super C>> List<IntervalCost> byCost(Function<IntervalCost, C> cost) {
        return rows.stream().sorted(Comparator.comparing(cost)).toList();
    }
}
