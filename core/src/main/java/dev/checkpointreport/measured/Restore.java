package dev.checkpointreport.measured;

/**
 * A restore: the job restarted from checkpoint {@code checkpoint} at {@code timestamp} (milliseconds since 1970).
 * Flink's {@code latest.restored} gives the checkpoint restored; a Spark query's new run gives the batch it ran
 * again, from the state the batch before it committed.
 *
 * @param path the checkpoint's {@code external_path}, or {@code null}
 * @param rowsRecomputed the input rows of the batch that ran again; {@code null} when the engine does not say
 *     (Flink's responses do not)
 * @param replayMillis how long that batch took, which holds the state's loading; {@code null} when the engine does
 *     not say
 */
public record Restore(long checkpoint, long timestamp, boolean savepoint, String path, Long rowsRecomputed,
                      Long replayMillis) {

    /** A restore as Flink's responses give it. */
    public Restore(long checkpoint, long timestamp, boolean savepoint, String path) {
        this(checkpoint, timestamp, savepoint, path, null, null);
    }
}
