package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.core.NativeOperators;

/** The longest recovery over failure periods 2..n and the earliest period it happens at. */
public record WorstRecoveryTime<T extends NativeOperators<T> & Comparable<? super T>>(RecoveryTime<T> time, int period) {

    static <T extends NativeOperators<T> & Comparable<? super T>> WorstRecoveryTime<T> of(RecoveryClock<T> clock,
            Interval interval, int periods) {
        RecoveryTime<T> worst = null;
        int period = 1;
        for (int f = 1; f < periods; f++) {
            RecoveryTime<T> time = clock.recovery(interval, f);
            if (worst == null || longer(time, worst)) {
                worst = time;
                period = f;
            }
        }
        return new WorstRecoveryTime<>(worst, period);
    }

    /**
     * Whether every worker catches up and recovers within {@code limit} after a failure at any period, as
     * {@code of(...).time().total() <= limit}, but in {@code periods / k} steps per worker: see {@link #longest}.
     */
    static <T extends NativeOperators<T> & Comparable<? super T>> boolean within(RecoveryClock<T> clock,
            Interval interval, int periods, T limit) {
        RecoveryTime<T> longest = longest(clock, interval, periods);
        return longest.catchesUp() && longest.total().compareTo(limit) <= 0;
    }

    /**
     * The longest recovery over failure periods 2..n and every worker, as long as {@link #of}'s, in
     * {@code periods / k} steps per worker instead of {@code periods}: between two checkpoints the restore is
     * the same and the replayed rows only grow, so the longest recovery of a stretch is at its last period.
     */
    public static <T extends NativeOperators<T> & Comparable<? super T>> RecoveryTime<T> longest(
            RecoveryClock<T> clock, Interval interval, int periods) {
        RecoveryTime<T> longest = null;
        for (int f = 1; f < periods; f++) {
            boolean lastBeforeCheckpoint = f == periods - 1
                    || !interval.isNone() && (f + 1) % interval.periods() == 0;
            if (!lastBeforeCheckpoint) {
                continue;
            }
            for (int w = 0; w < clock.state().workers(); w++) {
                RecoveryTime<T> time = clock.recovery(interval, f, w);
                if (longest == null || longer(time, longest)) {
                    longest = time;
                }
            }
        }
        return longest;
    }

    /** Whether {@code a} takes longer than {@code b}; a recovery that never ends is the longest. */
    static <T extends NativeOperators<T> & Comparable<? super T>> boolean longer(RecoveryTime<T> a,
            RecoveryTime<T> b) {
        return b.catchesUp() && (!a.catchesUp() || a.total().compareTo(b.total()) > 0);
    }
}
