package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A Spark query's progress records, in the order of the logs, made into the history: each stateful batch's state
 * commit a checkpoint, each new {@code runId} of the same query {@code id} a restart. One query a scenario; within
 * a run the batch ids only grow, and a run does not come back once another has started.
 *
 * <p>A restart is timed from the end of the old run's last batch ({@code timestamp} and
 * {@code durationMs.triggerExecution}) to the start of the new run's first: the old run's failure falls in between,
 * and the log says no more of it. When that first batch ran from saved offsets ({@link SparkProgress#replayed()})
 * it is the failed batch run again, and its input rows are those recomputed.
 */
final class SparkRuns {
    private final List<SparkProgress> batches = new ArrayList<>();
    private final List<Restore> restores = new ArrayList<>();
    private final List<JobFailure> failures = new ArrayList<>();
    private final List<Long> gaps = new ArrayList<>();
    private final List<String> runs = new ArrayList<>();
    private final Map<String, SparkProgress> runStarts = new HashMap<>();
    private final List<String> files = new ArrayList<>();
    private SparkProgress last;
    private int idle;
    private int statefulBatches;

    void add(SparkProgress progress) throws MeasuredException {
        if (last != null && !last.id().equals(progress.id())) {
            throw new MeasuredException(progress.file(), progress.line(), "$.id", "names the query "
                    + JsonValue.shown(progress.id()) + ", but " + batches.get(0).place() + " names the query "
                    + JsonValue.shown(last.id()) + "; the progress of one scenario must come from one query");
        }
        if (last != null && last.runId().equals(progress.runId())) {
            if (progress.batchId() < last.batchId()) {
                throw new MeasuredException(progress.file(), progress.line(), "$.batchId", "batch "
                        + progress.batchId() + " comes after batch " + last.batchId() + " (" + last.place()
                        + ") in run " + JsonValue.shown(progress.runId()) + "; within a run the batch ids only grow: "
                        + "keep the log's lines in the order Spark wrote them");
            }
            if (progress.batchId() == last.batchId()) {
                idle++;
                return;
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
            runs.add(progress.runId());
            if (last != null) {
                restart(last, progress);
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
    }

    private void restart(SparkProgress before, SparkProgress first) {
        failures.add(new JobFailure(before.end(), null));
        restores.add(new Restore(first.batchId(), first.timestamp(), false, null,
                first.replayed() ? first.inputRows() : 0L, first.replayed() ? first.trigger() : null));
    }

    void file(String written) {
        files.add(written);
    }

    Measurements measurements(String firstFile) throws MeasuredException {
        List<SparkProgress> stateful = new ArrayList<>();
        for (SparkProgress batch : batches) {
            if (batch.stateful()) {
                stateful.add(batch);
            }
        }
        List<Checkpoint> checkpoints = new ArrayList<>();
        if (stateful.isEmpty()) {
            throw new MeasuredException(firstFile, "$.stateOperators", "none of the " + batches.size()
                    + " progress records has a stateful operator; the measured section sets a query's state "
                    + "commits beside the model, and this query keeps no state");
        }
        boolean rocksCommit = every(stateful, o -> o.rocksdbCommit() != null);
        boolean rocksSst = every(stateful, o -> o.rocksdbSst() != null);
        boolean copied = every(stateful, o -> o.rocksdbCopied() != null);
        boolean rocksdb = false;
        for (SparkProgress batch : stateful) {
            long duration = 0;
            long state = 0;
            long written = 0;
            long keys = 0;
            for (SparkProgress.Operator o : batch.operators()) {
                duration = Math.addExact(duration, rocksCommit ? o.rocksdbCommit() : o.commitMillis());
                state = Math.addExact(state, rocksSst ? o.rocksdbSst() : o.memoryUsed());
                written = Math.addExact(written, copied ? o.rocksdbCopied() : 0);
                keys = Math.addExact(keys, o.rowsTotal());
                rocksdb |= o.rocksdb();
            }
            checkpoints.add(new Checkpoint(batch.batchId(), Checkpoint.Status.COMPLETED, false, batch.timestamp(),
                    batch.end(), duration, state, copied ? written : null, null, null, batch.file(),
                    "line " + batch.line(), keys, batch.inputRows(), batch.runId()));
        }
        List<String> operators = new ArrayList<>();
        for (SparkProgress.Operator o : stateful.get(0).operators()) {
            operators.add(o.name() == null ? "unnamed" : o.name());
        }
        SparkQuery query = new SparkQuery(batches.get(0).name(), runs, batches.size(), idle, median(gaps), gaps.size(),
                rocksCommit ? "rocksdbCommitCheckpointLatency" : "commitTimeMs",
                rocksSst ? "rocksdbSstFileSize" : "memoryUsedBytes", copied ? "rocksdbBytesCopied" : null, rocksdb,
                operators);
        return new Measurements(Measurements.Engine.SPARK, last.id(), checkpoints, List.of(), restores, failures, true,
                List.of(), null, files, null, query, null);
    }

    private static boolean every(List<SparkProgress> batches, Predicate<SparkProgress.Operator> has) {
        for (SparkProgress batch : batches) {
            for (SparkProgress.Operator o : batch.operators()) {
                if (!has.test(o)) {
                    return false;
                }
            }
        }
        return true;
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
