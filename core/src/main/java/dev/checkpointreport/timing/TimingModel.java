package dev.checkpointreport.timing;

import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.model.Scenario;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.apache.commons.numbers.field.FP64;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The second seed's question on top of the lesson's rows: how long recovery takes per interval, how
 * large the state grows, and whether the decided interval meets the recovery objective.
 */
public final class TimingModel {

    private TimingModel() {
    }

    public static RecoveryTimeAnalysis analyse(RowCounts counts, Scenario scenario, CostTable costs, TimingSpec spec) {
        RecoveryClock<FP64> clock = RecoveryClock.inDoubles(counts, spec);
        RecoveryClock<BigFraction> exact = RecoveryClock.exact(counts, spec);
        double periodSeconds = spec.periodLength().doubleValue();
        List<IntervalRecoveryTime> intervals = new ArrayList<>();
        for (Interval interval : scenario.intervals()) {
            intervals.add(RecoveryTimeSweep.of(clock, interval, scenario.failurePeriod(), counts.periods(),
                    exact.snapshotsOverlap(interval)));
        }
        StateSeries state = StateSeries.of(clock.state(), counts, spec.state().dedup().unbounded());
        Decision decision = scenario.decision();
        Interval interval = decision != null ? decision.interval() : costs.cheapestByAverage().interval();
        IntervalRecoveryTime recovery = intervals.get(scenario.intervals().indexOf(interval));
        RecoveryTime<FP64> afterFailure = recovery.atFailure();
        WatchedInterval watched = new WatchedInterval(recovery, Freshness.of(afterFailure,
                clock.arrivalRate(afterFailure.worker()).doubleValue(), clock.processingRate().doubleValue()),
                watch(clock, interval, state.points(), counts.periods(), periodSeconds));
        Optional<Overload> overload = overload(exact, spec);
        DecidedRecovery verdict = decision == null ? null : verdict(exact, counts.periods(), decision, costs, spec,
                overload);
        CheckpointOptimum optimum = spec.mtbf() == null ? null
                : CheckpointOptimum.of(exact, scenario.intervals(), costs, spec);
        return new RecoveryTimeAnalysis(spec, rates(clock, overload), intervals, state, watched, verdict, optimum,
                CapacitySensitivity.of(counts, spec, interval));
    }

    private static Rates rates(RecoveryClock<FP64> clock, Optional<Overload> overload) {
        List<Double> arrivals = new ArrayList<>();
        for (int w = 0; w < clock.state().workers(); w++) {
            arrivals.add(clock.arrivalRate(w).doubleValue());
        }
        double arrival = arrivals.stream().mapToDouble(Double::doubleValue).sum();
        return new Rates(arrival, arrivals, clock.processingRate().doubleValue(), overload);
    }

    /** The worker that falls behind, in exact fractions: the one that receives the most of those that never drain. */
    private static Optional<Overload> overload(RecoveryClock<BigFraction> clock, TimingSpec spec) {
        int overloaded = -1;
        for (int w = 0; w < clock.state().workers(); w++) {
            if (!clock.drains(w) && (overloaded < 0
                    || Fractions.compare(clock.arrivalRate(w), clock.arrivalRate(overloaded)) > 0)) {
                overloaded = w;
            }
        }
        if (overloaded < 0) {
            return Optional.empty();
        }
        BigFraction arrival = clock.arrivalRate(overloaded);
        BigFraction processing = clock.processingRate();
        double needed = Fractions.of(spec.capacity()).multiply(arrival).divide(processing).doubleValue();
        return Optional.of(new Overload(overloaded, arrival.doubleValue(), processing.doubleValue(), needed));
    }

    private static OperatingSignals watch(RecoveryClock<FP64> clock, Interval interval, List<StatePoint> state, int periods,
                               double periodSeconds) {
        StatePoint largest = null;
        for (StatePoint point : state) {
            largest = largest == null || point.busiestEntries() > largest.busiestEntries() ? point : largest;
        }
        if (largest == null) {
            throw new NoSuchElementException("No value present");
        }
        double restore = 0;
        for (int f = 1; f < periods; f++) {
            for (int w = 0; w < clock.state().workers(); w++) {
                restore = Math.max(restore, clock.restore(interval, f, w).doubleValue());
            }
        }
        double intervalSeconds = interval.isNone() ? 0 : interval.periods() * periodSeconds;
        return new OperatingSignals(largest.busiestEntries(), largest.busiestBytes(), largest.busiestWorker(),
                clock.longestSnapshot(interval).doubleValue(), intervalSeconds, restore);
    }

    /**
     * A fraction as the nearest double. Rows and bytes are whole numbers, which below 2^53 convert exactly
     * and much faster than through the fraction's division; the sweep converts billions of them.
     */
    static FP64 toDouble(BigFraction f) {
        BigInteger numerator = f.getNumerator();
        if (f.getDenominator().equals(BigInteger.ONE) && numerator.bitLength() < 53) {
            return FP64.of(numerator.longValue());
        }
        return FP64.of(f.doubleValue());
    }

    /** The gate, in exact fractions. */
    private static DecidedRecovery verdict(RecoveryClock<BigFraction> clock, int periods, Decision decision,
                                            CostTable costs, TimingSpec spec, Optional<Overload> overload) {
        BigFraction objective = spec.objective() == null ? null : Fractions.of(spec.objective());
        WorstRecoveryTime<BigFraction> worst = WorstRecoveryTime.of(clock, decision.interval(), periods);
        Interval cheapest = null;
        if (overload.isEmpty() && objective != null && Fractions.compare(worst.time().total(), objective) > 0) {
            for (IntervalCost row : costs.byCost(decision)) {
                if (WorstRecoveryTime.within(clock, row.interval(), periods, objective)) {
                    cheapest = row.interval();
                    break;
                }
            }
        }
        return new DecidedRecovery(decision.interval(), objective, worst.time(), worst.period(), cheapest, overload);
    }
}
