package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.field.FP64;

/**
 * Recovery time of one interval: at the declared failure, at worst (and its earliest failure period),
 * and on average over failure periods 2..n, each with its parts; and the longest snapshot with its share
 * of the interval's length in time.
 *
 * @param average the mean of each part over the failure periods; it has no worker
 * @param snapshotShare longest snapshot / (k × periodLength), for display; {@code null} for {@code none}
 * @param snapshotsOverlap snapshots take as long as the interval or longer, so each overlaps the next: the
 *        share compared with 1 in exact fractions, since the double may round an exact 1 down
 */
public record IntervalRecoveryTime(Interval interval, RecoveryTime<FP64> atFailure, RecoveryTime<FP64> worst,
                               int worstPeriod, RecoveryTime<FP64> average, double longestSnapshot,
                               Double snapshotShare, boolean snapshotsOverlap) {
}
