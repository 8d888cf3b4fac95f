package dev.checkpointreport.measured;

import dev.checkpointreport.measured.MeasuredStatistics.RestoreTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What each restore of a history cost ({@link RestoreTime}), each found with a binary search: a job in a crash loop
 * restores tens of thousands of times, and a pass over every failure and checkpoint for each restore took seconds.
 * The failure before a restore is the last of the files' failures, in their order, at or before it.
 */
final class RestoreTimes {
    private final Measurements measured;
    /** The failures' times in ascending order, and for each place the latest index among the failures up to it. */
    private final long[] failureTimes;
    private final int[] latest;
    /** Every checkpoint's trigger, ascending. */
    private final long[] triggers;
    /** The checkpoints of each id, in the history's order. */
    private final Map<Long, List<Checkpoint>> byId = new HashMap<>();

    private RestoreTimes(Measurements measured) {
        this.measured = measured;
        List<JobFailure> failures = measured.failures();
        Integer[] order = new Integer[failures.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, (a, b) -> Long.compare(failures.get(a).timestamp(), failures.get(b).timestamp()));
        failureTimes = new long[order.length];
        latest = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            failureTimes[i] = failures.get(order[i]).timestamp();
            latest[i] = i == 0 ? order[i] : Math.max(latest[i - 1], order[i]);
        }
        triggers = new long[measured.checkpoints().size()];
        for (int i = 0; i < triggers.length; i++) {
            Checkpoint checkpoint = measured.checkpoints().get(i);
            triggers[i] = checkpoint.trigger();
            byId.computeIfAbsent(checkpoint.id(), id -> new ArrayList<>()).add(checkpoint);
        }
        Arrays.sort(triggers);
    }

    /** The cost of each of {@code measured}'s restores, in their order. */
    static List<RestoreTime> of(Measurements measured) {
        RestoreTimes index = new RestoreTimes(measured);
        boolean flink = measured.source().numbered();
        List<RestoreTime> times = new ArrayList<>();
        for (Restore restore : measured.restores()) {
            JobFailure before = index.failureBefore(restore.timestamp());
            times.add(new RestoreTime(restore, before, before == null ? null : restore.timestamp() - before.timestamp(),
                    before == null || !flink ? null : index.lost(restore, before),
                    before == null || !flink ? null : index.untilRunning(restore, before)));
        }
        return times;
    }

    /** The last failure, in the files' order, at or before {@code time}; {@code null} without one. */
    private JobFailure failureBefore(long time) {
        int last = after(failureTimes, time) - 1;
        return last < 0 ? null : measured.failures().get(latest[last]);
    }

    /** The failure's time less the trigger of the checkpoint restored, the first of its id triggered by then. */
    private Long lost(Restore restore, JobFailure failure) {
        for (Checkpoint checkpoint : byId.getOrDefault(restore.checkpoint(), List.of())) {
            if (checkpoint.trigger() <= failure.timestamp()) {
                return failure.timestamp() - checkpoint.trigger();
            }
        }
        return null;
    }

    /**
     * From the failure to the first checkpoint triggered at or after the restore; {@code null} without one, or when
     * another failure comes between.
     */
    private Long untilRunning(Restore restore, JobFailure failure) {
        int first = atOrAfter(triggers, restore.timestamp());
        if (first == triggers.length) {
            return null;
        }
        long next = triggers[first];
        int later = after(failureTimes, failure.timestamp());
        return later < failureTimes.length && failureTimes[later] < next ? null : next - failure.timestamp();
    }

    /** The first place in {@code sorted} whose value is at or after {@code value}. */
    private static int atOrAfter(long[] sorted, long value) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] < value) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The first place in {@code sorted} whose value is after {@code value}. */
    private static int after(long[] sorted, long value) {
        return value == Long.MAX_VALUE ? sorted.length : atOrAfter(sorted, value + 1);
    }
}
