package dev.checkpointreport.timing;

import java.util.List;

/**
 * The recovery in time, interval by interval, with the state it restores and the freshness it costs.
 *
 * @param watched the interval the freshness curve and the watch list follow, with its recovery
 * @param decided the decided interval's worst recovery against the objective; {@code null} without a decision
 * @param optimum the analytic optimum beside the discrete model's; {@code null} without {@code failure.mtbf} or
 *        when no interval writes a snapshot
 * @param capacity the watched interval's worst recovery at ±20 % of the capacity
 */
public record RecoveryTimeAnalysis(TimingSpec spec, Rates rates, List<IntervalRecoveryTime> intervals, StateSeries state,
                               WatchedInterval watched, DecidedRecovery decided, CheckpointOptimum optimum,
                               CapacitySensitivity capacity) {

    public RecoveryTimeAnalysis {
        intervals = List.copyOf(intervals);
    }
}
