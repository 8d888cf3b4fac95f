package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Two measured histories of one job, matched by its job id (a course's scenario of Flink's REST responses beside
 * one of its Prometheus samples): the other's duration at this history's percentile, and the completed
 * checkpoints each holds that the other never shows, since two sources of one job see different checkpoints.
 *
 * @param other the other history
 * @param otherAt the other's end-to-end duration at this history's percentile; {@code null} when it has none
 * @param unseenByOther this history's completed checkpoints that the other does not hold, slowest first
 * @param unseenHere the other's completed checkpoints that this history does not hold, slowest first
 */
public record SameJob(MeasuredAnalysis other, Observed otherAt, List<Checkpoint> unseenByOther,
                      List<Checkpoint> unseenHere) {

    public SameJob {
        unseenByOther = List.copyOf(unseenByOther);
        unseenHere = List.copyOf(unseenHere);
    }

    /** The two histories as one job's, or {@code null} when either names no job or they name two. */
    public static SameJob of(MeasuredAnalysis here, MeasuredAnalysis other) {
        String job = here.measurements().jobId();
        if (job == null || !job.equals(other.measurements().jobId())) {
            return null;
        }
        return new SameJob(other, Observed.at(other.statistics().duration(), here.percentile()),
                unseen(here.measurements(), other.measurements()), unseen(other.measurements(), here.measurements()));
    }

    /** The completed checkpoints of {@code in} whose id {@code by} holds neither finished nor in progress. */
    private static List<Checkpoint> unseen(Measurements in, Measurements by) {
        Set<Long> seen = new HashSet<>();
        by.checkpoints().forEach(checkpoint -> seen.add(checkpoint.id()));
        by.inProgress().forEach(checkpoint -> seen.add(checkpoint.id()));
        List<Checkpoint> unseen = new ArrayList<>();
        for (Checkpoint checkpoint : in.completed()) {
            if (!seen.contains(checkpoint.id())) {
                unseen.add(checkpoint);
            }
        }
        unseen.sort(Comparator.comparing((Checkpoint checkpoint) -> checkpoint.duration() == null ? 0
                : checkpoint.duration()).reversed().thenComparingLong(Checkpoint::id));
        return unseen;
    }
}
