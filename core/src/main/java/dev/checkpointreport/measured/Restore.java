package dev.checkpointreport.measured;

/**
 * A restore, from {@code latest.restored}: the job restarted from checkpoint {@code checkpoint} at
 * {@code timestamp} (milliseconds since 1970).
 *
 * @param path the checkpoint's {@code external_path}, or {@code null}
 */
public record Restore(long checkpoint, long timestamp, boolean savepoint, String path) {
}
