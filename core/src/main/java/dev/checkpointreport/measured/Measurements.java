package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A job's measured history, whichever engine ran it and whichever reader filled it: each checkpoint once, the
 * job's restores and failures each once, with their times, durations and sizes. The statistics, the charts, the
 * model beside the measurement and the gate read this and never an engine's files; what only one engine says of
 * itself is kept apart, in its one {@link SourceFacts}.
 *
 * @param jobId the job's id (Spark's query {@code id}), when a file gives it; {@code null} otherwise
 * @param checkpoints every checkpoint the engine finished with, completed or failed, in order
 * @param inProgress the checkpoints in progress in every scrape that shows them, by id, left out of
 *     {@code checkpoints}: the newest scrape's own, or one that left Flink's history before a scrape saw it end
 * @param restores the restores, by time
 * @param failures the job's failures, by time; empty when the files do not say ({@code exceptionsSaved})
 * @param exceptionsSaved whether the files tell the job's failures, so that no failure means none
 * @param subtasks per-subtask state of each operator and checkpoint saved, by checkpoint, then file
 * @param settings how the job checkpoints, from Flink's {@code /config} file; {@code null} without one
 * @param files every file read, in order, as the patterns matched them (relative to the scenario file)
 * @param facts what the history's source says of itself: Flink's newest scrape, the Prometheus series or the
 *     Spark query's progress; it says which source that is
 */
public record Measurements(String jobId, List<Checkpoint> checkpoints, List<Checkpoint> inProgress,
                           List<Restore> restores, List<JobFailure> failures, boolean exceptionsSaved,
                           List<SubtaskState> subtasks, CheckpointSettings settings, List<String> files,
                           SourceFacts facts) {

    public Measurements {
        Objects.requireNonNull(facts, "facts");
        checkpoints = List.copyOf(checkpoints);
        inProgress = List.copyOf(inProgress);
        restores = List.copyOf(restores);
        failures = List.copyOf(failures);
        subtasks = List.copyOf(subtasks);
        files = List.copyOf(files);
    }

    /** Where the history comes from: Flink's REST responses, Prometheus's samples or a Spark query's log. */
    public HistorySource source() {
        return facts.source();
    }

    /** Reads and merges Flink's saved REST responses, in the order given. */
    public static Measurements read(List<SavedResponse> files) throws MeasuredException {
        return HistorySource.FLINK_REST.read(files);
    }

    /** Reads a Spark query's progress logs, in the order given. */
    public static Measurements readSpark(List<SavedResponse> files) throws MeasuredException {
        return HistorySource.SPARK.read(files);
    }

    /** Reads a Kafka Streams app's listener logs, in time order whatever the order given. */
    public static Measurements readKafkaStreams(List<SavedResponse> files) throws MeasuredException {
        return HistorySource.KAFKA_STREAMS.read(files);
    }

    /**
     * Reads saved answers of Prometheus's {@code /api/v1/query_range}, one file per metric of Flink's Prometheus
     * reporter, into a Flink history ({@link PrometheusHistory} says how).
     */
    public static Measurements readPrometheus(List<SavedResponse> files) throws MeasuredException {
        return HistorySource.PROMETHEUS.read(files);
    }

    /** What the history lacks: its gaps, the checkpoints seen only in progress, Flink's failed triggers without one. */
    public HistoryGaps gaps() {
        return HistoryGaps.of(this);
    }

    /** The completed checkpoints that are not savepoints, in order: what the statistics count. */
    public List<Checkpoint> completed() {
        List<Checkpoint> completed = new ArrayList<>();
        for (Checkpoint checkpoint : checkpoints) {
            if (checkpoint.counted()) {
                completed.add(checkpoint);
            }
        }
        return Collections.unmodifiableList(completed);
    }

    /** The failed checkpoints, in order. */
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
