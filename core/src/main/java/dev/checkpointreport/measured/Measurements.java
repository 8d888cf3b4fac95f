package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A job's checkpoints as every saved response tells them, merged: each checkpoint once, by id, the job's
 * restores and failures each once, and what the newest scrape of {@code /checkpoints} says of the whole run.
 *
 * @param jobId the job's id, when a file gives it; {@code null} otherwise
 * @param checkpoints every checkpoint Flink finished with, completed or failed, by id
 * @param inProgress checkpoints in progress in every scrape that shows them, left out of {@code checkpoints}
 * @param counts Flink's counts in the newest scrape
 * @param summary Flink's summary in the newest scrape
 * @param newest the newest scrape of {@code /checkpoints}, the one whose last checkpoint shows last, as its pattern
 *     matched it
 * @param restores the restores, by time: each scrape shows the latest
 * @param failures the job's failures, by time; empty without an {@code /exceptions} file
 * @param exceptionsSaved whether any file is an {@code /exceptions} response, so that no failure means none
 * @param subtasks per-subtask state of each operator and checkpoint saved, by checkpoint, then file
 * @param settings the checkpoint configuration, from the last {@code /config} file; {@code null} without one
 * @param files every file read, in order, as the patterns matched them (relative to the scenario file)
 */
public record Measurements(String jobId, List<Checkpoint> checkpoints, int inProgress, JobCounts counts,
                           FlinkSummary summary, String newest, List<Restore> restores, List<JobFailure> failures,
                           boolean exceptionsSaved, List<SubtaskState> subtasks, CheckpointSettings settings,
                           List<String> files) {

    public Measurements {
        checkpoints = List.copyOf(checkpoints);
        restores = List.copyOf(restores);
        failures = List.copyOf(failures);
        subtasks = List.copyOf(subtasks);
        files = List.copyOf(files);
    }

    /** Reads and merges the files, in the order given. */
    public static Measurements read(List<SavedResponse> files) throws MeasuredException {
        return Merge.of(files);
    }

    /** The completed checkpoints that are not savepoints, by id: what the statistics count. */
    public List<Checkpoint> completed() {
        List<Checkpoint> completed = new ArrayList<>();
        for (Checkpoint checkpoint : checkpoints) {
            if (checkpoint.counted()) {
                completed.add(checkpoint);
            }
        }
        return Collections.unmodifiableList(completed);
    }

    /** The failed checkpoints, by id. */
    public List<Checkpoint> failed() {
        List<Checkpoint> failed = new ArrayList<>();
        for (Checkpoint checkpoint : checkpoints) {
            if (checkpoint.status() == Checkpoint.Status.FAILED) {
                failed.add(checkpoint);
            }
        }
        return Collections.unmodifiableList(failed);
    }
}
