package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.field.FP64;

/**
 * Recovery time of one interval: at the declared failure, at worst (and its earliest failure period),
 * and on average over failure periods 2..n, each with its parts; and the longest snapshot with its share
 * of the interval's length in time.
 *
 * @param average the mean of each part over the failure periods; it has no worker
 * @param snapshotShare longest snapshot / (k × periodLength); {@code null} for {@code none}
 */
public record IntervalRecovery(Interval interval, RecoveryTime<FP64> atFailure, RecoveryTime<FP64> worst,
                               int worstPeriod, RecoveryTime<FP64> average, double longestSnapshot,
                               Double snapshotShare) {

    /** Snapshots take as long as the interval or longer: each overlaps the next. */
    public boolean snapshotsOverlap() {
        return snapshotShare != null && snapshotShare >= 1.0;
    }
}
