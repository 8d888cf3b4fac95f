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
 * {@link MtbfInterval} says how uncertain it is. With {@code measured.from} ({@link MeasuredFrom}) the percentiles
 * count the completed checkpoints from that start on; the counts, the span, the failures and the restores keep the
 * whole history.
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
 * @param from where the percentiles start; {@code null} when they count every completed checkpoint
 * @param warmUp the completed checkpoints before {@code from}, which the percentiles leave out
 * @param mtbfInterval the MTBF's 90 % interval from the failures seen; {@code null} when the files do not tell the
 *     failures or the span is empty
 */
public record MeasuredStatistics(List<Observed> duration, List<Observed> stateSize, List<Observed> checkpointedSize,
                                 int completed, int failed, long firstSeen, long lastSeen, int failures,
                                 BigDecimal mtbf, List<RestoreTime> restores, List<Skew> skew, List<Observed> keys,
                                 MeasuredFrom from, int warmUp, MtbfInterval mtbfInterval) {

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
     * @param lost the time the job lost: from the restored checkpoint's trigger to the failure, in milliseconds,
     *     the work done since the state it restores; {@code null} without the failure, when the history does not
     *     hold the checkpoint, or from a Spark query (whose restart gives the rows recomputed instead)
     * @param untilRunning from the failure to the first checkpoint triggered after the restore, in milliseconds:
     *     Flink triggers one only once every task runs again, so this bounds the time the job stood still from
     *     above, by at most one interval; {@code null} without the failure, without such a checkpoint before the
     *     next failure, or from a Spark query
     */
    public record RestoreTime(Restore restore, JobFailure failure, Long sinceFailure, Long lost, Long untilRunning) {
    }

    /**
     * How one operator's state falls on its subtasks at one checkpoint.
     *
     * @param total the state of the subtasks that acknowledged, in bytes
     * @param largest the largest subtask's state
     * @param largestIndex its index, the busiest subtask by state (the first of equals)
     * @param acknowledged how many subtasks acknowledged
     * @param slowestIndex the subtask whose end-to-end duration is longest (the first of equals); -1 when no
     *     subtask gives one
     * @param slowest its duration, in milliseconds; 0 without one
     */
    public record Skew(SubtaskState state, long total, long largest, int largestIndex, int acknowledged,
                       int slowestIndex, long slowest) {
        /** The largest subtask's state over the mean of those that acknowledged; 1 when even, 0 with no state. */
        public double largestOverMean() {
            return total == 0 ? 0 : (double) largest * acknowledged / total;
        }
    }

    /** The statistics of every completed checkpoint. */
    public static MeasuredStatistics of(Measurements measured) {
        return of(measured, null);
    }

    /** The statistics, the percentiles from {@code from} on; every completed checkpoint when it is {@code null}. */
    public static MeasuredStatistics of(Measurements measured, MeasuredFrom from) {
        List<Checkpoint> completed = measured.completed();
        List<Checkpoint> counted = from == null ? completed : completed.stream().filter(from::keeps).toList();
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
        if (measured.facts() instanceof PrometheusSeries series) {
            // a history sampled from Prometheus spans its samples, the first before any checkpoint it shows
            first = Math.min(first, series.firstSample());
            last = Math.max(last, series.lastSample());
        }
        if (measured.checkpoints().isEmpty() && measured.failures().isEmpty() && measured.restores().isEmpty()) {
            first = 0;
            last = 0;
        }
        int failures = measured.failures().size();
        BigDecimal mtbf = failures == 0 ? null : BigDecimal.valueOf(last - first)
                .divide(BigDecimal.valueOf(1000L * failures), MathContext.DECIMAL64);
        MtbfInterval interval = !measured.exceptionsSaved() || last <= first ? null
                : MtbfInterval.of(last - first, failures);
        return new MeasuredStatistics(Observed.of(counted, Checkpoint::duration),
                Observed.of(counted, Checkpoint::stateSize), Observed.of(counted, Checkpoint::checkpointedSize),
                completed.size(), measured.failed().size(), first, last, failures, mtbf,
                RestoreTimes.of(measured), skew(measured), Observed.of(counted, Checkpoint::keys), from,
                completed.size() - counted.size(), interval);
    }

    private static List<Skew> skew(Measurements measured) {
        List<Skew> skew = new ArrayList<>();
        for (SubtaskState state : measured.subtasks()) {
            long total = 0;
            long largest = -1;
            int index = -1;
            int acknowledged = 0;
            int slowestIndex = -1;
            long slowest = 0;
            for (SubtaskState.Subtask subtask : state.subtasks()) {
                if (subtask.duration() != null && (slowestIndex < 0 || subtask.duration() > slowest)) {
                    slowestIndex = subtask.index();
                    slowest = subtask.duration();
                }
                if (subtask.acknowledged()) {
                    acknowledged++;
                    total = Math.addExact(total, subtask.stateSize());
                    if (subtask.stateSize() > largest) {
                        largest = subtask.stateSize();
                        index = subtask.index();
                    }
                }
            }
            skew.add(new Skew(state, total, Math.max(largest, 0), index, acknowledged, slowestIndex, slowest));
        }
        return skew;
    }

    /** The completed checkpoints the percentiles count: all of them but the warm-up. */
    public int counted() {
        return completed - warmUp;
    }

    /** The span the measurements cover, in seconds. */
    public double spanSeconds() {
        return (lastSeen - firstSeen) / 1000.0;
    }
}
