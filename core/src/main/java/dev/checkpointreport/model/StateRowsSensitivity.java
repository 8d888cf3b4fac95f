package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * How the decision moves with {@code stateRows}, the guess a course author is least sure of: the best
 * ranges and break-evens at half, the same and twice the certain cost of a checkpoint, and whether the
 * decided interval stays the best across that band.
 *
 * <p>Scaling the certain cost by n/d compares intervals as the table whose certain costs are multiplied by
 * n and whose averages and worst cases are multiplied by d does: each cost is d times the scaled one, so every
 * comparison, tie and break-even is the same, and the arithmetic stays in whole rows and exact fractions.
 * For each interval, the factors at which it is the best by a decision's criterion form one interval (its cost
 * minus any other's is linear in the factor), so the decision holds across the band when it holds at both ends.
 *
 * @param decisionHolds whether the decided interval is the best at every factor; {@code null} without a decision
 */
public record StateRowsSensitivity(List<Scaled> scales, Boolean decisionHolds) {
    /** The factors of the band: half, the same, twice. */
    public static final List<BigFraction> FACTORS = List.of(BigFraction.of(1, 2), BigFraction.ONE, BigFraction.of(2));

    public StateRowsSensitivity {
        scales = List.copyOf(scales);
    }

    /**
     * The lesson's answers at one factor.
     *
     * @param best the best interval by the decision's criterion at this factor, the one listed first when
     *        several tie, as {@code decision.best} and {@code probabilities[].best} name it; {@code null}
     *        without a decision
     */
    public record Scaled(BigFraction factor, BestRanges ranges, List<BreakEven> breakEvens, Interval best) {
        public Scaled {
            breakEvens = List.copyOf(breakEvens);
        }
    }

    /** The band around {@code costs}, whose own best ranges are {@code ranges}. */
    static StateRowsSensitivity of(CostTable costs, BestRanges ranges, Decision decision) {
        List<Scaled> scales = new ArrayList<>();
        Boolean holds = decision == null ? null : Boolean.TRUE;
        for (BigFraction factor : FACTORS) {
            CostTable scaled = factor.equals(BigFraction.ONE) ? costs : scaled(costs, factor);
            BestRanges best = factor.equals(BigFraction.ONE) ? ranges : BestRanges.of(scaled);
            Interval cheapest = null;
            if (decision != null) {
                cheapest = scaled.first(decision).interval();
                BigFraction decided = decision.costOf(scaled.row(decision.interval()));
                // a tie with the best holds, as the gate counts it, but the best stays the one listed first
                if (Fractions.compare(decided, decision.costOf(scaled.row(cheapest))) != 0) {
                    holds = false;
                }
            }
            scales.add(new Scaled(factor, best, BreakEven.of(best), cheapest));
        }
        return new StateRowsSensitivity(scales, holds);
    }

    private static CostTable scaled(CostTable costs, BigFraction factor) {
        long n = factor.getNumerator().longValueExact();
        long d = factor.getDenominator().longValueExact();
        List<IntervalCost> rows = new ArrayList<>();
        for (IntervalCost row : costs.rows()) {
            rows.add(new IntervalCost(row.interval(), row.checkpoints(), row.certainCost() * n, row.worst() * d,
                    row.worstPeriod(), row.average().multiply(d)));
        }
        return new CostTable(rows);
    }
}
