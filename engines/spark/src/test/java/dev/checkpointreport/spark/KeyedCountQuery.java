package dev.checkpointreport.spark;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.StreamingQueryException;
import org.apache.spark.sql.streaming.Trigger;

/**
 * A real Spark Structured Streaming query on {@code local[2]}: {@value #ROWS_PER_BATCH} rows a batch from Spark's
 * {@code rate-micro-batch} source, counted by key over {@value #KEYS} keys, a quarter of the rows on key 0, the
 * hot key; the counts in RocksDB's state store with changelog checkpointing, a batch every
 * {@value #TRIGGER_MILLIS} ms. Batch
 * {@value #FAILING_BATCH} fails once in the sink, which ends the run; the query then restarts from its checkpoint
 * location and runs {@value #AFTER_RESTART} batches more. {@link ProgressLog} writes every progress.
 */
final class KeyedCountQuery {
    /** The keys the counts are kept by: the state's rows. */
    static final int KEYS = 1000;
    /** What {@code rate-micro-batch} gives each batch, so the replayed batch recomputes exactly these. */
    static final long ROWS_PER_BATCH = 4000;
    /** The processing-time trigger: a batch every this many milliseconds, while a batch takes less. */
    static final long TRIGGER_MILLIS = 400;
    /** A quarter of the rows on key 0; the rest on keys 1 to 999, each of them in every batch of 4,000. */
    static final String KEY = "CASE WHEN value % 4 = 0 THEN 0 ELSE 1 + value % 999 END";

    private KeyedCountQuery() {
    }

    /** The batch whose sink fails once, in the first run. */
    static final long FAILING_BATCH = 3;
    /** Batches the second run runs after the one it runs again. */
    static final long AFTER_RESTART = 4;

    /**
     * A session on {@code local[2]} whose stateful queries keep their state in RocksDB with changelog
     * checkpointing (a changelog each commit, a snapshot every 10th), and report an idle trigger after 200 ms
     * without data rather than Spark's 10 s.
     */
    static SparkSession session() {
        return SparkSession.builder().master("local[2]").appName("checkpoint-report test")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.sql.streaming.stateStore.providerClass",
                        "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider")
                .config("spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled", "true")
                .config("spark.sql.streaming.noDataProgressEventInterval", "200")
                .getOrCreate();
    }

    /**
     * Runs the query twice on {@code spark}, the failure between, and returns once the log holds every progress;
     * then the counts file of its batches: each batch's rows and keys per state partition, placed as Spark's hash
     * partitioning places them ({@code pmod(hash(key), partitions)}).
     */
    static String run(SparkSession spark, Path log, Path checkpoints) throws Exception {
        QueryEvents events = new QueryEvents(2);
        ProgressLog progress = new ProgressLog(log);
        spark.streams().addListener(progress);
        spark.streams().addListener(events);
        try {
            StreamingQuery first = start(spark, checkpoints, true);
            try {
                first.awaitTermination();
                throw new IllegalStateException("the first run should fail at batch " + FAILING_BATCH);
            } catch (StreamingQueryException expected) {
                // the injected failure: the failed batch wrote no progress, and its offsets are saved
            }
            StreamingQuery second = start(spark, checkpoints, false);
            while (second.lastProgress() == null
                    || second.lastProgress().batchId() < FAILING_BATCH + AFTER_RESTART) {
                if (second.exception().isDefined()) {
                    throw second.exception().get();
                }
                Thread.sleep(50);
            }
            second.stop();
            if (!events.terminated.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the listener bus did not deliver both runs' ends");
            }
            return counts(spark, FAILING_BATCH + AFTER_RESTART + 1);
        } finally {
            spark.streams().removeListener(progress);
            spark.streams().removeListener(events);
        }
    }

    private static String counts(SparkSession spark, long batches) {
        StringBuilder csv = new StringBuilder("period,worker,rows,keys\n");
        for (Row row : spark.range(0, batches * ROWS_PER_BATCH).selectExpr("id DIV " + ROWS_PER_BATCH + " AS batch",
                        KEY.replace("value", "id") + " AS key")
                .selectExpr("batch", "key", "pmod(hash(key), 2) AS partition")
                .groupBy("batch", "partition").agg(functions.count("key"), functions.countDistinct("key"))
                .orderBy("batch", "partition").collectAsList()) {
            csv.append('b').append(row.getLong(0)).append(',').append(row.getInt(1)).append(',')
                    .append(row.getLong(2)).append(',').append(row.getLong(3)).append('\n');
        }
        return csv.toString();
    }

    private static StreamingQuery start(SparkSession spark, Path checkpoints, boolean failing) throws Exception {
        Dataset<Row> keyed = spark.readStream().format("rate-micro-batch")
                .option("rowsPerBatch", ROWS_PER_BATCH).option("numPartitions", 2).load()
                .selectExpr(KEY + " AS key");
        VoidFunction2<Dataset<Row>, Long> sink = (batch, id) -> {
            if (failing && id == FAILING_BATCH) {
                throw new IllegalStateException("injected failure at batch " + id);
            }
            batch.write().format("noop").mode("append").save();
        };
        return keyed.groupBy("key").count().writeStream().queryName("keyed-counts").outputMode("update")
                .trigger(Trigger.ProcessingTime(TRIGGER_MILLIS)).option("checkpointLocation", checkpoints.toString())
                .foreachBatch(sink).start();
    }
}
