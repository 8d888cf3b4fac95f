package dev.checkpointreport.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.StreamingQueryProgress;
import org.apache.spark.sql.streaming.Trigger;

/**
 * A real Spark query that runs out of input and idles: keys counted from a folder of JSON files, one file, then
 * idle triggers, then a second file. Its {@code lastProgress} is polled as a user's poller logs it, one line each
 * time it changes: batch 0, {@value #IDLE} idle triggers' progress (from Spark 3.5 a listener gets a
 * {@code QueryIdleEvent} for each instead, and {@code lastProgress} shows it), then batch 1.
 */
final class IdleQuery {
    /** The idle triggers' records the log holds between the two batches. */
    static final int IDLE = 2;

    private IdleQuery() {
    }

    /** The polled log's lines. */
    static List<String> run(SparkSession spark, Path folder) throws Exception {
        Path input = Files.createDirectories(folder.resolve("input"));
        add(folder, input, "a.json", 0, 100);
        QueryEvents events = new QueryEvents(1);
        spark.streams().addListener(events);
        StreamingQuery query = spark.readStream().schema("key INT").json(input.toString())
                .groupBy("key").count().writeStream().queryName("idle-counts").outputMode("update").format("noop")
                .option("checkpointLocation", folder.resolve("checkpoint").toString())
                .trigger(Trigger.ProcessingTime(100)).start();
        try {
            List<String> lines = new ArrayList<>();
            StreamingQueryProgress shown = batch(query, 0);
            lines.add(shown.json());
            while (lines.size() < 1 + IDLE) {
                // each idle event follows an idle trigger's progress in lastProgress
                if (events.idle.poll(60, TimeUnit.SECONDS) == null) {
                    throw new IllegalStateException("the query did not report an idle trigger in 60 s");
                }
                StreamingQueryProgress latest = query.lastProgress();
                if (!latest.timestamp().equals(shown.timestamp())) {
                    lines.add(latest.json());
                    shown = latest;
                }
            }
            add(folder, input, "b.json", 100, 250);
            lines.add(batch(query, 1).json());
            return lines;
        } finally {
            query.stop();
            spark.streams().removeListener(events);
        }
    }

    /**
     * Batch {@code id}'s progress, once the query has run it: a trigger that listed the folder before the file came
     * can end {@code processAllAvailable} before the file is read, so it waits again until the batch is there.
     */
    private static StreamingQueryProgress batch(StreamingQuery query, long id) {
        for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); System.nanoTime() < deadline; ) {
            query.processAllAvailable();
            for (StreamingQueryProgress progress : query.recentProgress()) {
                // an idle trigger's report after the batch names the same id but read nothing
                if (progress.batchId() == id && progress.numInputRows() > 0) {
                    return progress;
                }
            }
        }
        throw new IllegalStateException("the query did not run batch " + id + " in 60 s");
    }

    /** Adds a file of the keys {@code from} to {@code to}, whole at once, as a source reads it. */
    private static void add(Path folder, Path input, String name, int from, int to) throws IOException {
        StringBuilder json = new StringBuilder();
        for (int key = from; key < to; key++) {
            json.append("{\"key\":").append(key).append("}\n");
        }
        Path written = Files.writeString(folder.resolve(name), json);
        Files.move(written, input.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }
}
