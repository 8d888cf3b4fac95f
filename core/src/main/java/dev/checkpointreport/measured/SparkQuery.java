package dev.checkpointreport.measured;

import java.util.List;

/**
 * What a Spark query's progress says of itself, beside the history its reader fills: its runs, how often its
 * batches ran, and which of Spark's figures the history's checkpoints take.
 *
 * @param name the query's {@code name}, or {@code null}
 * @param runs each run's {@code runId}, in order: a restart from the checkpoint location keeps the query's id and
 *     starts a new run
 * @param batches the progress records read, one per batch
 * @param idle the idle triggers' records, which ran no batch (no {@code durationMs.addBatch}), left out
 * @param repeats the records that repeat their run's last one whole (its batch id and start), as a poller of
 *     {@code lastProgress} writes them, left out
 * @param batchGap the nearest-rank median of the gaps between a run's consecutive batches' {@code timestamp}s, in
 *     milliseconds: the trigger's interval while batches take less than it; {@code null} with no two batches in a
 *     run
 * @param gaps how many gaps that median is of
 * @param durationField the figure each checkpoint's duration sums over the operators: {@code commitTimeMs}, the
 *     whole of each store's commit, whichever the store (RocksDB's flush, checkpoint and the sync of its files or
 *     changelog, which its {@code rocksdbCommit…} metrics give apart)
 * @param stateField the figure of each checkpoint's state: {@code memoryUsedBytes}, or {@code rocksdbSstFileSize}
 *     where every operator gives it
 * @param writtenField {@code rocksdbBytesCopied}, what each commit uploaded, where every operator gives it; else
 *     {@code null}
 * @param rocksdb whether the operators report RocksDB's metrics, so the state store is RocksDB's
 * @param operators the stateful operators' names, as the first stateful batch lists them
 */
public record SparkQuery(String name, List<String> runs, int batches, int idle, int repeats, Long batchGap, int gaps,
                         String durationField, String stateField, String writtenField, boolean rocksdb,
                         List<String> operators) implements SourceFacts {

    public SparkQuery {
        runs = List.copyOf(runs);
        operators = List.copyOf(operators);
    }

    @Override
    public HistorySource source() {
        return HistorySource.SPARK;
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
        return visitor.spark(this);
    }
}
