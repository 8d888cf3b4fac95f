package dev.checkpointreport.measured;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/**
 * What the history says, whichever engine's reader filled it: the percentiles ({@link Percentile}) of the completed checkpoints' end-to-end
 * duration, state size and checkpointed size, the failed ones, the restores and the mean time between failures.
 *
 * <p>The observed span runs from the first time any file shows (a checkpoint's trigger, a failure, a restore)
 * to the last (a checkpoint's last acknowledgement or failure, a failure, a restore), and a history read from
 * Prometheus from its first sample to its last. The MTBF is that span
 * divided by the failures in the exception history; with no failure there is none, only the span it exceeds.
 *
 * @param duration the percentiles of {@code end_to_end_duration}, in milliseconds
 * @param stateSize the percentiles of {@code state_size}, in bytes
 * @param checkpointedSize the percentiles of {@code checkpointed_size}; empty when a checkpoint lacks it
 * @param firstSeen the span's start, milliseconds since 1970
 * @param lastSeen the span's end
 * @param mtbf the span over the failures, in seconds; {@code null} with no failure
 * @param restores each restore, with the failure before it
 * @param skew the state per subtask of each operator and checkpoint saved
 * @param keys the percentiles of the state's entries; empty when a checkpoint lacks them (Flink's responses do)
 */
public record MeasuredStatistics(List<Observed> duration, List<Observed> stateSize, List<Observed> checkpointedSize,
                                 int completed, int failed, long firstSeen, long lastSeen, int failures,
                                 BigDecimal mtbf, List<RestoreTime> restores, List<Skew> skew, List<Observed> keys) {

    public MeasuredStatistics {
        duration = List.copyOf(duration);
        stateSize = List.copyOf(stateSize);
        checkpointedSize = List.copyOf(checkpointedSize);
        restores = List.copyOf(restores);
        skew = List.copyOf(skew);
        keys = List.copyOf(keys);
    }

    /**
     * A restore and the last failure at or before it.
     *
     * @param failure {@code null} when no failure saved comes before it
     * @param sinceFailure milliseconds from that failure to the restore; {@code null} without one
     */
    public record RestoreTime(Restore restore, JobFailure failure, Long sinceFailure) {
    }

    /**
     * How one operator's state falls on its subtasks at one checkpoint.
     *
     * @param total the state of the subtasks that acknowledged, in bytes
     * @param largest the largest subtask's state
     * @param largestIndex its index
     * @param acknowledged how many subtasks acknowledged
     */
    public record Skew(SubtaskState state, long total, long largest, int largestIndex, int acknowledged) {
        /** The largest subtask's state over the mean of those that acknowledged; 1 when even, 0 with no state. */
        public double largestOverMean() {
            return total == 0 ? 0 : (double) largest * acknowledged / total;
        }
    }

    public static MeasuredStatistics of(Measurements measured) {
        List<Checkpoint> completed = measured.completed();
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (Checkpoint checkpoint : measured.checkpoints()) {
            first = Math.min(first, checkpoint.trigger());
            last = Math.max(last, checkpoint.lastSeen());
        }
        for (JobFailure failure : measured.failures()) {
            first = Math.min(first, failure.timestamp());
            last = Math.max(last, failure.timestamp());
        }
        for (Restore restore : measured.restores()) {
            first = Math.min(first, restore.timestamp());
            last = Math.max(last, restore.timestamp());
        }
        if (measured.prometheus() != null) {
            // a history sampled from Prometheus spans its samples, the first before any checkpoint it shows
            first = Math.min(first, measured.prometheus().firstSample());
            last = Math.max(last, measured.prometheus().lastSample());
        }
        if (measured.checkpoints().isEmpty() && measured.failures().isEmpty() && measured.restores().isEmpty()) {
            first = 0;
            last = 0;
        }
        int failures = measured.failures().size();
        BigDecimal mtbf = failures == 0 ? null : BigDecimal.valueOf(last - first)
                .divide(BigDecimal.valueOf(1000L * failures), MathContext.DECIMAL64);
        return new MeasuredStatistics(Observed.of(completed, Checkpoint::duration),
                Observed.of(completed, Checkpoint::stateSize), Observed.of(completed, Checkpoint::checkpointedSize),
                completed.size(), measured.failed().size(), first, last, failures, mtbf,
                restores(measured), skew(measured), Observed.of(completed, Checkpoint::keys));
    }

    private static List<RestoreTime> restores(Measurements measured) {
        List<RestoreTime> times = new ArrayList<>();
        for (Restore restore : measured.restores()) {
            JobFailure before = null;
            for (JobFailure failure : measured.failures()) {
                if (failure.timestamp() <= restore.timestamp()) {
                    before = failure;
                }
            }
            times.add(new RestoreTime(restore, before, before == null ? null : restore.timestamp() - before.timestamp()));
        }
        return times;
    }

    private static List<Skew> skew(Measurements measured) {
        List<Skew> skew = new ArrayList<>();
        for (SubtaskState state : measured.subtasks()) {
            long total = 0;
            long largest = -1;
            int index = -1;
            int acknowledged = 0;
            for (SubtaskState.Subtask subtask : state.subtasks()) {
                if (subtask.acknowledged()) {
                    acknowledged++;
                    total = Math.addExact(total, subtask.stateSize());
                    if (subtask.stateSize() > largest) {
                        largest = subtask.stateSize();
                        index = subtask.index();
                    }
                }
            }
            skew.add(new Skew(state, total, Math.max(largest, 0), index, acknowledged));
        }
        return skew;
    }

    /** The span the measurements cover, in seconds. */
    public double spanSeconds() {
        return (lastSeen - firstSeen) / 1000.0;
    }
}
