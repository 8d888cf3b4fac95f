package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * What the decided interval costs beyond the best, in rows, exactly. Over the failure probability p the
 * regret is its expected cost minus the lower envelope of every interval's line {@code p × average + certain
 * cost}: a line minus a concave polyline, so it is piecewise linear with corners where the best interval
 * changes, and its maximum over [0, 1] is at one of those corners or at an end. Per failure period it is the
 * decided interval's rows recomputed plus certain cost, minus the cheapest interval's at that period.
 *
 * @param curve the regret at p = 0, at every p where the best interval changes, and at p = 1, in order
 * @param maximum the largest regret over [0, 1]; {@code maximumAt} the lowest p where it falls
 * @param byFailurePeriod the regret had the failure struck at each period, one per row of the matrix
 * @param atDecision the regret at the failure probability the decision declares, or {@code null} when it declares none
 */
public record Regret(Interval interval, List<Point> curve, BigFraction maximum, BigFraction maximumAt,
                     List<PeriodRegret> byFailurePeriod, BigFraction atDecision) {

    public Regret {
        curve = List.copyOf(curve);
        byFailurePeriod = List.copyOf(byFailurePeriod);
    }

    /** The regret at failure probability {@code p}. */
    public record Point(BigFraction probability, BigFraction regret) {
    }

    /**
     * The regret had the failure struck at one period: the decided interval's cost there minus the cheapest.
     *
     * @param failurePeriod the 0-based period index
     * @param best the cheapest interval at that period (a tie goes to the first listed)
     */
    public record PeriodRegret(int failurePeriod, long regret, Interval best) {
    }

    static Regret of(Interval interval, CostTable costs, BestRanges ranges, RecoveryMatrix matrix, BigFraction declared) {
        TreeSet<BigFraction> corners = new TreeSet<>(List.of(BigFraction.ZERO, BigFraction.ONE));
        for (Optional<BestRange> range : ranges.ranges()) {
            if (range.isPresent()) {
                corners.add(range.get().from());
                corners.add(range.get().to());
            }
        }
        IntervalCost decided = costs.row(interval);
        List<Point> curve = new ArrayList<>();
        Point highest = null;
        for (BigFraction p : corners) {
            Point point = new Point(p, at(decided, costs, p));
            curve.add(point);
            if (highest == null || Fractions.compare(point.regret(), highest.regret()) > 0) {
                highest = point;
            }
        }
        return new Regret(interval, curve, highest.regret(), highest.probability(), byPeriod(interval, costs, matrix),
                declared == null ? null : at(costs.row(interval), costs, declared));
    }

    /** The regret at {@code p}: the decided interval's expected cost minus the cheapest. */
    private static BigFraction at(IntervalCost decided, CostTable costs, BigFraction p) {
        BigFraction best = costs.firstAt(p).expectedAt(p);
        return decided.expectedAt(p).subtract(best);
    }

    private static List<PeriodRegret> byPeriod(Interval interval, CostTable costs, RecoveryMatrix matrix) {
        int decided = matrix.intervals().indexOf(interval);
        List<PeriodRegret> regrets = new ArrayList<>();
        for (int row = 0; row < matrix.rowCount(); row++) {
            int best = 0;
            for (int column = 1; column < matrix.intervals().size(); column++) {
                if (cost(matrix, costs, row, column) < cost(matrix, costs, row, best)) {
                    best = column;
                }
            }
            regrets.add(new PeriodRegret(matrix.failurePeriod(row),
                    cost(matrix, costs, row, decided) - cost(matrix, costs, row, best), matrix.intervals().get(best)));
        }
        return regrets;
    }

    /** Rows recomputed had the failure struck at the row's period, plus the certain cost. */
    private static long cost(RecoveryMatrix matrix, CostTable costs, int row, int column) {
        return matrix.cell(row, column) + costs.rows().get(column).certainCost();
    }
}
