package dev.checkpointreport.kafkastreams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The log's own figures, worked out here from its lines and not by the plugin's reader: each process's commit
 * windows (a snapshot whose commits rose over the process's snapshot before it), and each restart's restores, its
 * time to RUNNING, the input fetched and not committed at the old process's last snapshot, and the catch-up.
 */
final class ListenerFigures {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A commit window: its snapshot's commit-latency-max and the stores' SST bytes summed. */
    record Window(long from, long to, long latency, long sst) {
    }

    /** One store partition's restore: from its restoreStart to its restoreEnd. */
    record StoreRestore(String store, int partition, long start, long end, long records, long millis) {
    }

    /** A process after the first. */
    record Restart(long lastLine, long running, List<StoreRestore> restores, long uncommitted, long lagAtRunning,
                   Long drained) {
        long records() {
            return restores.stream().mapToLong(StoreRestore::records).sum();
        }
    }

    final List<List<JsonNode>> processes = new ArrayList<>();
    final List<Window> windows = new ArrayList<>();
    final List<Restart> restarts = new ArrayList<>();

    ListenerFigures(Path log) throws IOException {
        Map<String, List<JsonNode>> byProcess = new LinkedHashMap<>();
        for (String line : Files.readAllLines(log)) {
            JsonNode node = JSON.readTree(line);
            byProcess.computeIfAbsent(node.path("process").asText(), p -> new ArrayList<>()).add(node);
        }
        processes.addAll(byProcess.values());
        for (List<JsonNode> lines : processes) {
            JsonNode before = null;
            for (JsonNode line : of(lines, "snapshot")) {
                if (before != null && line.path("commits").asLong() > before.path("commits").asLong()) {
                    long sst = 0;
                    for (JsonNode store : line.path("stores")) {
                        sst += store.path("sst").asLong();
                    }
                    windows.add(new Window(before.path("t").asLong(), line.path("t").asLong(),
                            line.path("commitLatencyMax").asLong(), sst));
                }
                before = line;
            }
        }
        for (int i = 1; i < processes.size(); i++) {
            List<JsonNode> old = processes.get(i - 1);
            List<JsonNode> lines = processes.get(i);
            long running = of(lines, "state").stream().filter(l -> l.path("to").asText().equals("RUNNING"))
                    .findFirst().orElseThrow().path("t").asLong();
            List<StoreRestore> restores = new ArrayList<>();
            for (JsonNode start : of(lines, "restoreStart")) {
                JsonNode end = of(lines, "restoreEnd").stream().filter(l -> l.path("store").equals(start.path("store"))
                        && l.path("partition").equals(start.path("partition"))).findFirst().orElseThrow();
                restores.add(new StoreRestore(start.path("store").asText(), start.path("partition").asInt(),
                        start.path("start").asLong(), start.path("end").asLong(), end.path("records").asLong(),
                        end.path("t").asLong() - start.path("t").asLong()));
            }
            List<JsonNode> oldSnapshots = of(old, "snapshot");
            long uncommitted = 0;
            for (JsonNode p : oldSnapshots.get(oldSnapshots.size() - 1).path("partitions")) {
                if (p.path("committed").asLong() >= 0 && p.path("end").asLong() >= 0 && p.has("lag")) {
                    uncommitted += Math.max(0, p.path("end").asLong() + 1 - p.path("lag").asLong()
                            - p.path("committed").asLong());
                }
            }
            List<JsonNode> after = of(lines, "snapshot").stream().filter(l -> l.path("t").asLong() >= running
                    && l.path("partitions").findValues("lag").size() > 0).toList();
            Long drained = after.stream().filter(l -> l.path("partitions").findValues("lag").stream()
                    .mapToLong(JsonNode::asLong).sum() == 0).map(l -> l.path("t").asLong() - running).findFirst()
                    .orElse(null);
            restarts.add(new Restart(old.get(old.size() - 1).path("t").asLong(), running, restores, uncommitted,
                    after.get(0).path("partitions").findValues("lag").stream().mapToLong(JsonNode::asLong).sum(),
                    drained));
        }
    }

    static List<JsonNode> of(List<JsonNode> lines, String event) {
        return lines.stream().filter(line -> line.path("event").asText().equals(event)).toList();
    }
}
