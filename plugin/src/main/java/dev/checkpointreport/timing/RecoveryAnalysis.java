package dev.checkpointreport.timing;

import java.util.List;

/**
 * The recovery in time, interval by interval, with the state it restores and the freshness it costs.
 *
 * @param watched the interval the freshness curve and the watch list follow, with its recovery
 * @param verdict the recovery gate's answer; {@code null} without a decision
 */
public record RecoveryAnalysis(TimingSpec spec, Rates rates, List<IntervalRecovery> intervals, StateSeries state,
                               Watched watched, ObjectiveVerdict verdict) {

    public RecoveryAnalysis {
        intervals = List.copyOf(intervals);
    }
}
