package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.field.FP64;

/** One interval's recovery times over every failure period, in doubles, for the tables and charts. */
final class RecoveryTimeSweep {

    private RecoveryTimeSweep() {
    }

    static IntervalRecoveryTime of(RecoveryClock<FP64> clock, Interval interval, int failure, int periods,
                               boolean snapshotsOverlap) {
        RecoveryTime<FP64> worst = null;
        int worstPeriod = 1;
        double detection = 0;
        double restore = 0;
        double replay = 0;
        double catchUp = 0;
        boolean catchesUp = true;
        for (int f = 1; f < periods; f++) {
            RecoveryTime<FP64> time = clock.recovery(interval, f);
            if (worst == null || WorstRecoveryTime.longer(time, worst)) {
                worst = time;
                worstPeriod = f;
            }
            detection += time.detection().doubleValue();
            restore += time.restore().doubleValue();
            replay += time.replay().doubleValue();
            catchesUp &= time.catchesUp();
            catchUp += time.catchesUp() ? time.catchUp().doubleValue() : 0;
        }
        int n = periods - 1;
        RecoveryTime<FP64> average = new RecoveryTime<>(null, FP64.of(detection / n), FP64.of(restore / n),
                FP64.of(replay / n), catchesUp ? FP64.of(catchUp / n) : null);
        double longest = clock.longestSnapshot(interval).doubleValue();
        Double share = interval.isNone() ? null : clock.snapshotShare(interval).doubleValue();
        return new IntervalRecoveryTime(interval, clock.recovery(interval, failure), worst, worstPeriod, average, longest,
                share, snapshotsOverlap);
    }
}
