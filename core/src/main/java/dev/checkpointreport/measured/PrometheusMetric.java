package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.List;

/**
 * The metrics of Flink's Prometheus reporter the plugin reads, each by the {@code __name__} the reporter gives it:
 * {@code flink_} and the metric group's logical scope ({@code jobmanager_job} for a job's checkpoint statistics,
 * {@code taskmanager_job_task} for a subtask's), then Flink's own name. Flink's job-level gauges write {@code -1}
 * before the first checkpoint completes (and before the first restore); a counter only grows, unless its
 * JobManager starts again.
 */
enum PrometheusMetric {
    /** The checkpoints' key: each time it grows between samples a checkpoint completed. */
    LAST_COMPLETED_ID("lastCompletedCheckpointId", true, Kind.GAUGE),
    /** {@code end_to_end_duration} of the last completed checkpoint, milliseconds. */
    LAST_DURATION("lastCheckpointDuration", true, Kind.GAUGE),
    /** {@code state_size} of the last completed checkpoint, bytes. */
    LAST_FULL_SIZE("lastCheckpointFullSize", true, Kind.GAUGE),
    /** {@code checkpointed_size} of the last completed checkpoint, bytes. */
    LAST_SIZE("lastCheckpointSize", true, Kind.GAUGE),
    /** When the job last restored, milliseconds since 1970. */
    LAST_RESTORE("lastCheckpointRestoreTimestamp", true, Kind.GAUGE),
    COMPLETED("numberOfCompletedCheckpoints", true, Kind.COUNTER),
    FAILED("numberOfFailedCheckpoints", true, Kind.COUNTER),
    RESTARTS("numRestarts", true, Kind.COUNTER),
    /** A subtask's last alignment, nanoseconds. */
    ALIGNMENT("checkpointAlignmentTime", false, Kind.GAUGE),
    /** A subtask's last delay from the trigger to its first barrier, nanoseconds. */
    START_DELAY("checkpointStartDelayNanos", false, Kind.GAUGE);

    /** Whether Flink's value only grows (a counter) or says the last checkpoint's figure (a gauge). */
    enum Kind {
        GAUGE, COUNTER
    }

    private final String flinkName;
    private final boolean job;
    private final Kind kind;

    PrometheusMetric(String flinkName, boolean job, Kind kind) {
        this.flinkName = flinkName;
        this.job = job;
        this.kind = kind;
    }

    /** The name Flink's Prometheus reporter exports, such as {@code flink_jobmanager_job_numRestarts}. */
    String exported() {
        return (job ? "flink_jobmanager_job_" : "flink_taskmanager_job_task_") + flinkName;
    }

    /** Whether the JobManager reports it once a job (else each subtask does). */
    boolean jobLevel() {
        return job;
    }

    Kind kind() {
        return kind;
    }

    /** Whether {@code -1} means none yet, as Flink's job-level checkpoint gauges write it. */
    boolean noneAsMinusOne() {
        return job && kind == Kind.GAUGE;
    }

    static PrometheusMetric named(String name) {
        for (PrometheusMetric metric : values()) {
            if (metric.exported().equals(name)) {
                return metric;
            }
        }
        return null;
    }

    /** Every exported name, for a message and the scrape goal's queries. */
    static List<String> names() {
        List<String> names = new ArrayList<>();
        for (PrometheusMetric metric : values()) {
            names.add(metric.exported());
        }
        return names;
    }
}
