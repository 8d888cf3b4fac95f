package dev.checkpointreport.timing;

import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.core.NativeOperators;

/** The longest recovery over failure periods 2..n and the earliest period it happens at. */
record WorstRecovery<T extends NativeOperators<T> & Comparable<? super T>>(RecoveryTime<T> time, int period) {

    static <T extends NativeOperators<T> & Comparable<? super T>> WorstRecovery<T> of(RecoveryClock<T> clock,
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
        return new WorstRecovery<>(worst, period);
    }

    /** Whether {@code a} takes longer than {@code b}; a recovery that never ends is the longest. */
    static <T extends NativeOperators<T> & Comparable<? super T>> boolean longer(RecoveryTime<T> a,
            RecoveryTime<T> b) {
        return b.catchesUp() && (!a.catchesUp() || a.total().compareTo(b.total()) > 0);
    }
}
