package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import java.util.List;

/**
 * The recovery in time, interval by interval, with the state it restores and the freshness it costs.
 *
 * @param arrivalRate λ, rows per second of the whole job
 * @param workerArrivalRates λ_w per worker
 * @param processingRate μ, rows per second one worker processes
 * @param freshness the lag after the declared failure for {@code watch.interval()}
 * @param verdict the recovery gate's answer; {@code null} without a decision
 */
public record RecoveryAnalysis(TimingSpec spec, double arrivalRate, List<Double> workerArrivalRates,
                               double processingRate, boolean catchesUp, List<IntervalRecovery> intervals,
                               List<StatePoint> state, boolean unbounded, Interval freshnessInterval,
                               List<LagPoint> freshness, Watch watch, ObjectiveVerdict verdict) {

    public RecoveryAnalysis {
        workerArrivalRates = List.copyOf(workerArrivalRates);
        intervals = List.copyOf(intervals);
        state = List.copyOf(state);
        freshness = List.copyOf(freshness);
    }
}
