package dev.checkpointreport.timing;

import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The analytic optimum beside the discrete model's answer. The discrete model picks the cheapest listed
 * interval by rows recomputed at a failure probability per period; the analytic one trades the time a
 * snapshot takes against the work a failure loses at a mean time between failures. They agree when the
 * interval the discrete model picks, at the probability the MTBF implies, is the listed one nearest the exact
 * optimum in wall time.
 *
 * @param optimum Young's, Daly's and the exact optimum, in seconds; δ is the longest snapshot of any interval
 * @param probability the per-period failure probability the MTBF implies, {@code 1 − e^{−T/M}}, as
 *                    {@link PeriodProbability} decided the best interval on it
 * @param best the discrete model's best interval at that probability (a tie goes to the first listed)
 * @param nearest the listed interval nearest the exact optimum in wall time; none is infinitely far
 * @param periodLength T, in seconds, to turn an interval into wall time
 */
public record CheckpointOptimum(AnalyticOptimum optimum, BigDecimal probability, Interval best, Interval nearest,
                                double periodLength) {

    /** {@code null} when no listed interval writes a snapshot (δ = 0), where checkpoints cost nothing. */
    static CheckpointOptimum of(RecoveryClock<BigFraction> clock, List<Interval> intervals, CostTable costs,
                                TimingSpec spec) {
        BigFraction longest = BigFraction.ZERO;
        for (Interval interval : intervals) {
            BigFraction snapshot = clock.longestSnapshot(interval);
            longest = Fractions.compare(snapshot, longest) > 0 ? snapshot : longest;
        }
        if (longest.signum() == 0) {
            return null;
        }
        BigDecimal snapshot = new BigDecimal(longest.getNumerator())
                .divide(new BigDecimal(longest.getDenominator()), new MathContext(40));
        AnalyticOptimum optimum = AnalyticOptimum.of(snapshot, spec.mtbf());
        PeriodProbability p = PeriodProbability.of(spec.periodLength(), spec.mtbf(), costs);
        double period = spec.periodLength().doubleValue();
        return new CheckpointOptimum(optimum, p.probability(), p.best(), nearest(intervals, period, optimum.exact()),
                period);
    }

    /**
     * The listed interval nearest {@code seconds} in wall time at {@code period} seconds a period, the first of two
     * as near; none is infinitely far, and is the answer only when nothing else is listed.
     */
    public static Interval nearest(List<Interval> intervals, double period, double seconds) {
        Interval nearest = intervals.get(0);
        for (Interval interval : intervals) {
            if (distance(interval, period, seconds) < distance(nearest, period, seconds)) {
                nearest = interval;
            }
        }
        return nearest;
    }

    private static double distance(Interval interval, double period, double seconds) {
        return interval.isNone() ? Double.POSITIVE_INFINITY : Math.abs(interval.periods() * period - seconds);
    }

    /** Whether the discrete model picks the listed interval nearest the exact optimum. */
    public boolean agree() {
        return best.equals(nearest);
    }

    /** The interval's length in wall time, in seconds; {@code null} for none, which takes no checkpoint. */
    public Double seconds(Interval interval) {
        return interval.isNone() ? null : interval.periods() * periodLength;
    }
}
