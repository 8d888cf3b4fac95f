package dev.checkpointreport.measured;

/**
 * One checkpoint of a job's history, whichever engine took it: a Flink checkpoint as its
 * {@code CheckpointStatistics} gives it, or a Spark micro-batch's state commit. Times are milliseconds since 1970,
 * durations milliseconds, sizes bytes.
 *
 * @param latestAck the last subtask's acknowledgement; {@code null} when none acknowledged
 * @param duration {@code end_to_end_duration}, from the trigger to the last acknowledgement; {@code null} for
 *     one in progress
 * @param stateSize {@code state_size}: the full state the checkpoint holds; {@code null} for one in progress
 * @param checkpointedSize {@code checkpointed_size}: what the checkpoint wrote, less than the state for an
 *     incremental one; {@code null} when the response has none (before Flink 1.15)
 * @param failure {@code failure_timestamp} of a failed checkpoint, else {@code null}
 * @param failureMessage {@code failure_message} of a failed checkpoint, or {@code null}
 * @param file the file it was read from, as messages name it
 * @param path its JSON path in that file
 * @param keys the state's entries, where the engine counts them (Spark's {@code numRowsTotal}); {@code null}
 *     from Flink
 * @param rows the input rows the checkpoint covers, where the engine counts them (Spark's {@code numInputRows});
 *     {@code null} from Flink
 * @param run the engine's run it belongs to (Spark's {@code runId}), since a batch id is unique only within one
 *     query; {@code null} from Flink, whose checkpoint ids are unique per job
 */
public record Checkpoint(long id, Status status, boolean savepoint, long trigger, Long latestAck, Long duration,
                         Long stateSize, Long checkpointedSize, Long failure, String failureMessage, String file,
                         String path, Long keys, Long rows, String run) {

    /** A checkpoint's status, as Flink spells it. */
    public enum Status {
        COMPLETED, FAILED, IN_PROGRESS
    }

    /** A completed checkpoint that is not a savepoint: what the statistics count. */
    public boolean counted() {
        return status == Status.COMPLETED && !savepoint;
    }

    /** How a message names it: {@code checkpoint 8}, or {@code batch 8} of a Spark query. */
    public String label() {
        return (run == null ? "checkpoint " : "batch ") + id;
    }

    /** Whether Flink has finished with it, completed or failed. */
    boolean terminal() {
        return status != Status.IN_PROGRESS;
    }

    /** The last time it shows: its failure, its last acknowledgement, else its trigger. */
    long lastSeen() {
        long seen = trigger;
        if (latestAck != null) {
            seen = Math.max(seen, latestAck);
        }
        if (failure != null) {
            seen = Math.max(seen, failure);
        }
        return seen;
    }
}
