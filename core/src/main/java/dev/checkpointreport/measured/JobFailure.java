package dev.checkpointreport.measured;

/**
 * One failure of the job, an entry of {@code exceptionHistory.entries}: when (milliseconds since 1970) and the
 * exception's class name, or {@code null} when the entry gives none.
 */
public record JobFailure(long timestamp, String exception) {
}
