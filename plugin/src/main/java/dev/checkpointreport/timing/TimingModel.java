package dev.checkpointreport.timing;

import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Exact;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.model.Scenario;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.numbers.field.FP64;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The second seed's question on top of the lesson's rows: how long recovery takes per interval, how
 * large the state grows, and whether the decided interval meets the recovery objective.
 */
public final class TimingModel {

    private TimingModel() {
    }

    public static RecoveryAnalysis analyse(RowCounts counts, Scenario scenario, CostTable costs, TimingSpec spec) {
        RecoveryClock<FP64> clock = new RecoveryClock<>(counts, spec, TimingModel::toDouble);
        double periodSeconds = spec.periodLength().doubleValue();
        RecoveryClock<BigFraction> exact = new RecoveryClock<>(counts, spec, f -> f);
        List<IntervalRecovery> intervals = new ArrayList<>();
        for (Interval interval : scenario.intervals()) {
            intervals.add(RecoverySweep.of(clock, interval, scenario.failurePeriod(), counts.periods(),
                    exact.snapshotsOverlap(interval)));
        }
        List<StatePoint> state = StateSeries.of(clock.state(), counts);
        Decision decision = scenario.decision();
        Interval watched = decision != null ? decision.interval() : costs.cheapestByAverage().interval();
        RecoveryTime<FP64> afterFailure = clock.recovery(watched, scenario.failurePeriod());
        List<Double> arrivals = new ArrayList<>();
        boolean catchesUp = true;
        for (int w = 0; w < counts.workers(); w++) {
            arrivals.add(clock.arrivalRate(w).doubleValue());
            catchesUp &= clock.drains(w);
        }
        double arrival = arrivals.stream().mapToDouble(Double::doubleValue).sum();
        Watch watch = watch(clock, watched, state, counts.periods(), periodSeconds);
        ObjectiveVerdict verdict = decision == null ? null : verdict(counts, scenario, costs, spec);
        return new RecoveryAnalysis(spec, arrival, arrivals, clock.processingRate().doubleValue(), catchesUp,
                intervals, state, spec.state().dedup().unbounded(), watched, Freshness.of(afterFailure,
                clock.arrivalRate(afterFailure.worker()).doubleValue(), clock.processingRate().doubleValue()), watch,
                verdict);
    }

    private static Watch watch(RecoveryClock<FP64> clock, Interval interval, List<StatePoint> state, int periods,
                               double periodSeconds) {
        StatePoint largest = state.stream().max(Comparator.comparingLong(StatePoint::busiestEntries)).orElseThrow();
        double restore = 0;
        for (int f = 1; f < periods; f++) {
            for (int w = 0; w < clock.state().workers(); w++) {
                restore = Math.max(restore, clock.restore(interval, f, w).doubleValue());
            }
        }
        double intervalSeconds = interval.isNone() ? 0 : interval.periods() * periodSeconds;
        return new Watch(interval, largest.busiestEntries(), largest.busiestBytes(), largest.busiestWorker(),
                clock.longestSnapshot(interval).doubleValue(), intervalSeconds, restore);
    }

    /**
     * A fraction as the nearest double. Rows and bytes are whole numbers, which below 2^53 convert exactly
     * and much faster than through the fraction's division; the sweep converts billions of them.
     */
    private static FP64 toDouble(BigFraction f) {
        BigInteger numerator = f.getNumerator();
        if (f.getDenominator().equals(BigInteger.ONE) && numerator.bitLength() < 53) {
            return FP64.of(numerator.longValue());
        }
        return FP64.of(f.doubleValue());
    }

    /** The gate, in exact fractions. */
    static ObjectiveVerdict verdict(RowCounts counts, Scenario scenario, CostTable costs, TimingSpec spec) {
        RecoveryClock<BigFraction> clock = new RecoveryClock<>(counts, spec, f -> f);
        Decision decision = scenario.decision();
        int overloaded = -1;
        for (int w = 0; w < counts.workers(); w++) {
            if (!clock.drains(w) && (overloaded < 0
                    || clock.arrivalRate(w).compareTo(clock.arrivalRate(overloaded)) > 0)) {
                overloaded = w;
            }
        }
        BigFraction objective = spec.objective() == null ? null : Exact.of(spec.objective());
        WorstRecovery<BigFraction> worst = WorstRecovery.of(clock, decision.interval(), counts.periods());
        if (overloaded >= 0) {
            BigFraction arrival = clock.arrivalRate(overloaded);
            BigFraction processing = clock.processingRate();
            double needed = Exact.of(spec.capacity()).multiply(arrival).divide(processing).doubleValue();
            return new ObjectiveVerdict(decision.interval(), objective, worst.time(), worst.period(), null, overloaded,
                    arrival.doubleValue(), processing.doubleValue(), needed);
        }
        Interval cheapest = null;
        if (objective != null && worst.time().total().compareTo(objective) > 0) {
            for (IntervalCost row : byCost(costs, decision)) {
                if (WorstRecovery.within(clock, row.interval(), counts.periods(), objective)) {
                    cheapest = row.interval();
                    break;
                }
            }
        }
        return new ObjectiveVerdict(decision.interval(), objective, worst.time(), worst.period(), cheapest, -1, 0, 0, 0);
    }

    /** Intervals from the cheapest by the decision's criterion; a tie keeps the configured order. */
    private static List<IntervalCost> byCost(CostTable costs, Decision decision) {
        List<IntervalCost> rows = new ArrayList<>(costs.rows());
        if (decision.criterion() == Criterion.WORST) {
            rows.sort(Comparator.comparingLong(IntervalCost::worstTotal));
        } else {
            rows.sort(Comparator.comparing(r -> r.expectedAt(decision.probability())));
        }
        return rows;
    }
}
