package dev.checkpointreport.measured;

/**
 * Flink's {@code counts} of the newest scrape: since the job (or its JobManager) started.
 */
public record JobCounts(long restored, long total, long inProgress, long completed, long failed) {
}
