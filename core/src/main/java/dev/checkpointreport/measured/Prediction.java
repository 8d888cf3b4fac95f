package dev.checkpointreport.measured;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.timing.AnalyticOptimum;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.RecoveryClock;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.StatePoint;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * What the model predicts of a checkpoint, to set beside the measured ones: the longest snapshot of the
 * interval the report watches (the decided one, else the cheapest on average), in exact seconds, and the whole
 * job's state at its largest, in bytes.
 *
 * @param writeRate {@code storage.writeRate}, bytes per second per worker
 * @param declared the analytic optimum from the declared δ and {@code failure.mtbf}; {@code null} without an MTBF
 * @param mtbf {@code failure.mtbf} in seconds; {@code null} without one
 * @param busiest the state at its largest: the period whose whole state is largest (the first of equals), and its
 *     busiest worker's entries and bytes
 * @param entryBytes {@code state.entryBytes}, which the state's bytes are proportional to
 * @param intervals the scenario's intervals, in periods
 * @param periodLength {@code timing.periodLength}, in seconds
 */
public record Prediction(Interval interval, BigFraction snapshot, long stateBytes, BigDecimal writeRate, int workers,
                         AnalyticOptimum declared, BigDecimal mtbf, StatePoint busiest, long entryBytes,
                         List<Interval> intervals, BigDecimal periodLength) {

    public Prediction {
        intervals = List.copyOf(intervals);
    }

    /** The prediction of a run with a {@code timing} section. */
    public static Prediction of(RowCounts counts, RecoveryTimeAnalysis recovery) {
        Interval interval = recovery.watched().interval();
        BigFraction snapshot = RecoveryClock.exact(counts, recovery.spec()).longestSnapshot(interval);
        long state = 0;
        StatePoint largest = null;
        for (StatePoint point : recovery.state().points()) {
            state = Math.max(state, point.totalBytes());
            if (largest == null || point.totalBytes() > largest.totalBytes()) {
                largest = point;
            }
        }
        return new Prediction(interval, snapshot, state, recovery.spec().writeRate(), counts.workers(),
                recovery.optimum() == null ? null : recovery.optimum().optimum(), recovery.spec().mtbf(), largest,
                recovery.spec().state().entryBytes(), recovery.intervals().stream().map(IntervalRecoveryTime::interval).toList(),
                recovery.spec().periodLength());
    }
}
