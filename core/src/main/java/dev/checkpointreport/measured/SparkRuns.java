package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Spark query's progress records, in the order of its history, made into the history: each stateful batch's state
 * commit a checkpoint, each new {@code runId} of the same query {@code id} a restart. One query a scenario; within
 * a run the batch ids and the batches' start times only grow, a run does not come back once another has started,
 * and a new run starts after the old run's last batch ended.
 *
 * <p>A restart is timed from the end of the old run's last batch ({@code timestamp} and
 * {@code durationMs.triggerExecution}) to the start of the new run: its first batch's, or its first idle trigger's
 * when it idled before that batch; the old run's failure falls in between, and the log says no more of it. When that first batch ran from saved offsets ({@link SparkProgress#replayed()})
 * it is the failed batch run again, and its input rows are those recomputed.
 *
 * <p>An idle trigger's record ({@link SparkProgress#idle()}) ran no batch, and a record that repeats its run's last
 * one whole (its batch and start, as a poller of {@code lastProgress} writes it twice, or a rotation leaves it in
 * two files), a batch's or an idle trigger's, says nothing new: both are left out and counted.
 */
final class SparkRuns {
    private final List<SparkProgress> batches = new ArrayList<>();
    private final List<Restore> restores = new ArrayList<>();
    private final List<JobFailure> failures = new ArrayList<>();
    private final List<Long> gaps = new ArrayList<>();
    private final List<String> runs = new ArrayList<>();
    private final Map<String, SparkProgress> runStarts = new HashMap<>();
    private final Map<String, SparkProgress> idleStarts = new HashMap<>();
    private SparkProgress first;
    private SparkProgress last;
    /** The last record kept, a batch's or an idle trigger's. */
    private SparkProgress previous;
    private int idle;
    private int repeats;
    private int statefulBatches;

    void add(SparkProgress progress) throws MeasuredException {
        if (first == null) {
            first = progress;
        } else if (!first.id().equals(progress.id())) {
            throw new MeasuredException(progress.file(), progress.line(), "$.id", "names the query "
                    + JsonValue.shown(progress.id()) + ", but " + first.place() + " names the query "
                    + JsonValue.shown(first.id()) + "; the progress of one scenario must come from one query");
        }
        if (progress.idle()) {
            // an idle record written twice (a poller's two reads, or the line at a rotation in both files) is a
            // repeat, as a batch's is
            if (previous != null && previous.idle() && previous.runId().equals(progress.runId())
                    && previous.batchId() == progress.batchId() && previous.timestamp() == progress.timestamp()) {
                repeats++;
                return;
            }
            previous = progress;
            idle++;
            idleStarts.putIfAbsent(progress.runId(), progress);
            return;
        }
        if (last != null && last.runId().equals(progress.runId())) {
            if (progress.batchId() == last.batchId() && progress.timestamp() == last.timestamp()) {
                repeats++;
                return;
            }
            if (progress.batchId() <= last.batchId()) {
                throw new MeasuredException(progress.file(), progress.line(), "$.batchId", "batch "
                        + progress.batchId() + " comes after batch " + last.batchId() + " (" + last.place()
                        + ") in run " + JsonValue.shown(progress.runId()) + "; within a run the batch ids only grow: "
                        + "keep the log's lines in the order Spark wrote them");
            }
            if (progress.timestamp() < last.timestamp()) {
                throw new MeasuredException(progress.file(), progress.line(), "$.timestamp", "batch "
                        + progress.batchId() + " started at " + Instant.ofEpochMilli(progress.timestamp())
                        + ", before batch " + last.batchId() + " (" + last.place() + "), which started at "
                        + Instant.ofEpochMilli(last.timestamp()) + ", in run " + JsonValue.shown(progress.runId())
                        + "; within a run the start times only grow: the driver's clock stepped back, so the log's "
                        + "span and times cannot be trusted");
            }
            gaps.add(progress.timestamp() - last.timestamp());
        } else {
            SparkProgress started = runStarts.putIfAbsent(progress.runId(), progress);
            if (started != null) {
                throw new MeasuredException(progress.file(), progress.line(), "$.runId", "run "
                        + JsonValue.shown(progress.runId()) + " started at " + started.place() + ", and run "
                        + JsonValue.shown(last.runId()) + " came between; keep each run's lines together, in the "
                        + "order Spark wrote them");
            }
            // a run that idled before its first batch started at its first idle trigger
            SparkProgress start = idleStarts.getOrDefault(progress.runId(), progress);
            if (start.timestamp() > progress.timestamp()) {
                start = progress;
            }
            if (last != null && start.timestamp() < last.end()) {
                throw new MeasuredException(start.file(), start.line(), "$.timestamp", "run "
                        + JsonValue.shown(progress.runId()) + " starts with batch " + start.batchId() + " at "
                        + Instant.ofEpochMilli(start.timestamp()) + ", before batch " + last.batchId() + " of run "
                        + JsonValue.shown(last.runId()) + " (" + last.place() + ") ended at "
                        + Instant.ofEpochMilli(last.end()) + "; a new run starts after the old one ends: the "
                        + "driver's clock stepped back, or two drivers ran the query at once");
            }
            runs.add(progress.runId());
            if (last != null) {
                restart(last, start.timestamp(), progress);
            }
        }
        if (progress.stateful()) {
            if (statefulBatches >= Bounds.MAX_CHECKPOINTS) {
                throw new MeasuredException(progress.file(), progress.line(), "$.batchId", "batch "
                        + progress.batchId() + " is one batch more than a scenario's history holds: at most "
                        + Bounds.MAX_CHECKPOINTS + ", each a point of its charts; keep the logs of a shorter span");
            }
            statefulBatches++;
        }
        batches.add(progress);
        last = progress;
        previous = progress;
    }

    private void restart(SparkProgress before, long start, SparkProgress started) {
        failures.add(new JobFailure(before.end(), null));
        restores.add(new Restore(started.batchId(), start, false, null,
                started.replayed() ? started.inputRows() : 0L, started.replayed() ? started.trigger() : null));
    }

    Measurements measurements(String firstFile, List<String> files) throws MeasuredException {
        List<SparkProgress> stateful = new ArrayList<>();
        for (SparkProgress batch : batches) {
            if (batch.stateful()) {
                stateful.add(batch);
            }
        }
        if (stateful.isEmpty()) {
            throw new MeasuredException(firstFile, "$.stateOperators", "none of the " + batches.size()
                    + " progress records has a stateful operator; the measured section sets a query's state "
                    + "commits beside the model, and this query keeps no state");
        }
        boolean sst = stateful.stream().allMatch(batch -> batch.state().rocksdbSst() != null);
        boolean copied = stateful.stream().allMatch(batch -> batch.state().rocksdbCopied() != null);
        boolean rocksdb = stateful.stream().anyMatch(batch -> batch.state().rocksdb());
        List<Checkpoint> checkpoints = new ArrayList<>();
        for (SparkProgress batch : stateful) {
            SparkProgress.State state = batch.state();
            checkpoints.add(new Checkpoint(batch.batchId(), Checkpoint.Status.COMPLETED, false, batch.timestamp(),
                    batch.end(), state.commitMillis(), sst ? state.rocksdbSst() : state.memoryUsed(),
                    copied ? state.rocksdbCopied() : null, null, null, batch.file(), "line " + batch.line(),
                    state.keys(), batch.inputRows(), batch.runId()));
        }
        SparkQuery query = new SparkQuery(batches.get(0).name(), runs, batches.size(), idle, repeats, median(gaps),
                gaps.size(), "commitTimeMs", sst ? "rocksdbSstFileSize" : "memoryUsedBytes",
                copied ? "rocksdbBytesCopied" : null, rocksdb, stateful.get(0).state().operators());
        return new Measurements(last.id(), checkpoints, List.of(), restores, failures, true, List.of(), null, files,
                query);
    }

    /** The nearest-rank median, as {@link Percentile#P50} ranks it; {@code null} of none. */
    private static Long median(List<Long> values) {
        if (values.isEmpty()) {
            return null;
        }
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(Percentile.P50.rank(sorted.size()) - 1);
    }
}
