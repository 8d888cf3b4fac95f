package dev.checkpointreport.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The log's own figures, worked out here from its lines and not by the plugin's reader: each batch's commit time
 * (and RocksDB's checkpoint latency), SST files and keys summed over its operators, the nearest-rank percentiles,
 * and the restart.
 */
final class ProgressFigures {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One line of the log, as the test reads it. */
    record Batch(String run, long id, long start, long took, long commit, long checkpointLatency, long sst, long keys,
                 long rows, boolean walCommitted) {
    }

    final List<Batch> batches = new ArrayList<>();

    ProgressFigures(Path log) throws IOException {
        for (String line : Files.readAllLines(log)) {
            JsonNode p = JSON.readTree(line);
            long commit = 0;
            long checkpoint = 0;
            long sst = 0;
            long keys = 0;
            for (JsonNode operator : p.path("stateOperators")) {
                commit += operator.path("commitTimeMs").asLong();
                checkpoint += operator.path("customMetrics").path("rocksdbCommitCheckpointLatency").asLong();
                sst += operator.path("customMetrics").path("rocksdbSstFileSize").asLong();
                // the report's keys are the entries of the operator that holds the most, not a sum
                keys = Math.max(keys, operator.path("numRowsTotal").asLong());
            }
            batches.add(new Batch(p.path("runId").asText(), p.path("batchId").asLong(),
                    Instant.parse(p.path("timestamp").asText()).toEpochMilli(),
                    p.path("durationMs").path("triggerExecution").asLong(), commit, checkpoint, sst, keys,
                    p.path("numInputRows").asLong(), p.path("durationMs").has("walCommit")));
        }
    }

    /** The value at nearest rank ⌈p·n/100⌉ of the sorted values. */
    static long percentile(List<Long> values, int p) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int rank = (int) Math.max(1, (p * (long) sorted.size() + 99) / 100);
        return sorted.get(rank - 1);
    }

    List<Long> commits() {
        return batches.stream().map(Batch::commit).toList();
    }

    List<Long> sst() {
        return batches.stream().map(Batch::sst).toList();
    }

    List<Long> keys() {
        return batches.stream().map(Batch::keys).toList();
    }

    /** The first batch of the second run. */
    Batch restarted() {
        return batches.stream().filter(b -> !b.run().equals(batches.get(0).run())).findFirst().orElseThrow();
    }

    /** The last batch of the first run. */
    Batch lastBeforeRestart() {
        return batches.get(batches.indexOf(restarted()) - 1);
    }
}
