package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import java.util.List;

/**
 * The interval the freshness curve and the watch list follow: the decided one, else the cheapest by the
 * average.
 *
 * @param freshness the lag after the declared failure
 */
public record WatchedInterval(IntervalRecoveryTime recovery, List<LagPoint> freshness, OperatingSignals watch) {

    public WatchedInterval {
        freshness = List.copyOf(freshness);
    }

    public Interval interval() {
        return recovery.interval();
    }
}
