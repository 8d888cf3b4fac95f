package dev.checkpointreport.timing;

import org.apache.commons.numbers.core.NativeOperators;

/**
 * How long one worker takes to recover from one failure, part by part: the failure goes unnoticed for
 * {@code detection}, the checkpoint is read back ({@code restore}), the rows after it are processed
 * again ({@code replay}), and the backlog that arrived meanwhile drains ({@code catchUp}).
 *
 * @param worker the worker whose recovery this is: the slowest, which decides the job's recovery;
 *     {@code null} for an average over failure periods, which no one worker decides
 * @param catchUp {@code null} when the backlog never drains (capacity at or below the arrival rate)
 */
public record RecoveryTime<T extends NativeOperators<T>>(Integer worker, T detection, T restore, T replay, T catchUp) {

    public boolean catchesUp() {
        return catchUp != null;
    }

    /** Until the job processes new rows again. */
    public T outage() {
        return detection.add(restore).add(replay);
    }

    /** Outage plus catch-up; {@code null} when the job never catches up. */
    public T total() {
        return catchUp == null ? null : outage().add(catchUp);
    }
}
