package dev.checkpointreport.flink.measured;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.flink.LocalFlink;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.minicluster.MiniCluster;

/**
 * Runs {@link KeyedCountJob} on an embedded MiniCluster (one task manager, two slots, REST on 127.0.0.1 at a
 * free port) until it has restored from a checkpoint and completed {@link #AFTER_RESTORE} more, scrapes its
 * REST API into a folder, and cancels it.
 */
final class MeasuredRun {
    static final int AFTER_RESTORE = 3;
    private static final long TIMEOUT_MILLIS = 120_000;

    private MeasuredRun() {
    }

    /** The files of one scrape, in {@code folder}, and the checkpoints overview they were scraped with. */
    record Scraped(List<Path> files, JsonNode overview) {
    }

    static Scraped scrapeInto(Path folder, Path checkpoints) throws Exception {
        try (LocalFlink flink = LocalFlink.start(KeyedCountJob.PARALLELISM, checkpoints, 2)) {
            MiniCluster mini = flink.cluster();
            URI rest = flink.rest();
            JobID job = mini.submitJob(KeyedCountJob.graph()).get().getJobID();
            try {
                FlinkRest api = new FlinkRest(rest);
                JsonNode overview = awaitRestoreAndMore(api, job.toHexString());
                List<Path> files = new CheckpointScrape(api, job.toHexString()).saveInto(folder);
                return new Scraped(files, overview);
            } finally {
                mini.cancelJob(job).get();
            }
        }
    }

    /** Polls the checkpoints overview until a restore is followed by {@link #AFTER_RESTORE} completed checkpoints. */
    private static JsonNode awaitRestoreAndMore(FlinkRest api, String job) throws Exception {
        long deadline = System.nanoTime() + TIMEOUT_MILLIS * 1_000_000;
        JsonNode overview = null;
        while (System.nanoTime() < deadline) {
            try {
                overview = FlinkRest.parse(api.get("/jobs/" + job + "/checkpoints"));
                JsonNode restored = overview.path("latest").path("restored");
                long completed = overview.path("latest").path("completed").path("id").asLong(-1);
                if (restored.isObject() && completed >= restored.path("id").asLong() + AFTER_RESTORE) {
                    return overview;
                }
            } catch (java.io.IOException notYet) {
                // the job is still being scheduled: the checkpoint statistics appear once it runs
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no restore followed by " + AFTER_RESTORE + " checkpoints within " + TIMEOUT_MILLIS
                + " ms; the last overview: " + overview);
    }
}
