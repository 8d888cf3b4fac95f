package dev.checkpointreport.scrape;

import java.util.ArrayList;
import java.util.List;

/**
 * The metrics of Flink's Prometheus reporter, written once for the scrape goal, which asks Prometheus for them,
 * and the {@code measured} section, which reads their answers: each by the {@code __name__} the reporter gives it:
 * {@code flink_} and the metric group's logical scope ({@code jobmanager_job} for a job's checkpoint statistics,
 * {@code taskmanager_job_task} for a subtask's), then Flink's own name. Flink's job-level gauges write {@code -1}
 * before the first checkpoint completes (and before the first restore); a counter only grows, unless its
 * JobManager starts again.
 */
public enum PrometheusMetric {
    /** The checkpoints' key: each time it grows between samples a checkpoint completed. */
    LAST_COMPLETED_ID("lastCompletedCheckpointId", true, Kind.GAUGE, true),
    /** {@code end_to_end_duration} of the last completed checkpoint, milliseconds. */
    LAST_DURATION("lastCheckpointDuration", true, Kind.GAUGE, true),
    /** {@code state_size} of the last completed checkpoint, bytes. */
    LAST_FULL_SIZE("lastCheckpointFullSize", true, Kind.GAUGE, true),
    /** {@code checkpointed_size} of the last completed checkpoint, bytes. */
    LAST_SIZE("lastCheckpointSize", true, Kind.GAUGE, false),
    /** When the job last restored, milliseconds since 1970. */
    LAST_RESTORE("lastCheckpointRestoreTimestamp", true, Kind.GAUGE, false),
    COMPLETED("numberOfCompletedCheckpoints", true, Kind.COUNTER, false),
    FAILED("numberOfFailedCheckpoints", true, Kind.COUNTER, false),
    RESTARTS("numRestarts", true, Kind.COUNTER, false),
    /** A subtask's last alignment, nanoseconds. */
    ALIGNMENT("checkpointAlignmentTime", false, Kind.GAUGE, false),
    /** A subtask's last delay from the trigger to its first barrier, nanoseconds. */
    START_DELAY("checkpointStartDelayNanos", false, Kind.GAUGE, false);

    /** Whether Flink's value only grows (a counter) or says the last checkpoint's figure (a gauge). */
    public enum Kind {
        GAUGE, COUNTER
    }

    private final String flinkName;
    private final boolean job;
    private final Kind kind;
    private final boolean required;

    PrometheusMetric(String flinkName, boolean job, Kind kind, boolean required) {
        this.flinkName = flinkName;
        this.job = job;
        this.kind = kind;
        this.required = required;
    }

    /** Flink's own name of the metric, such as {@code numRestarts}: the scrape goal's file is named after it. */
    public String flinkName() {
        return flinkName;
    }

    /** The name Flink's Prometheus reporter exports, such as {@code flink_jobmanager_job_numRestarts}. */
    public String exported() {
        return (job ? "flink_jobmanager_job_" : "flink_taskmanager_job_task_") + flinkName;
    }

    /** Whether the JobManager reports it once a job (else each subtask does). */
    public boolean jobLevel() {
        return job;
    }

    /** Whether Flink's value only grows (a counter) or says the last checkpoint's figure (a gauge). */
    public Kind kind() {
        return kind;
    }

    /** Whether no history can be made without its samples: the scrape refuses to save the answers without them. */
    public boolean required() {
        return required;
    }

    /** Whether {@code -1} means none yet, as Flink's job-level checkpoint gauges write it. */
    public boolean noneAsMinusOne() {
        return job && kind == Kind.GAUGE;
    }

    /** The metric Flink's reporter exports as {@code name}; {@code null} for another name. */
    public static PrometheusMetric named(String name) {
        for (PrometheusMetric metric : values()) {
            if (metric.exported().equals(name)) {
                return metric;
            }
        }
        return null;
    }

    /** Every exported name, in order, for a message. */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (PrometheusMetric metric : values()) {
            names.add(metric.exported());
        }
        return names;
    }
}
