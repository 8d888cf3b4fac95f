package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Kafka Streams app's listener lines, in the order of its history, made into the history: each snapshot whose
 * commits rose a commit window (a checkpoint, timed at the snapshot, with the commits' latency and the stores' SST
 * bytes), each new process a restart with its restores. One app a scenario; a process's lines come together and
 * its times only grow, a process does not come back once another has started, and a store partition's restore
 * starts before it ends, from an offset no later than its end.
 */
final class StreamsHistory {
    private final Map<String, StreamsProcess> processes = new LinkedHashMap<>();
    private final List<Checkpoint> windows = new ArrayList<>();
    private final List<Restore> restores = new ArrayList<>();
    private final List<JobFailure> failures = new ArrayList<>();
    private final List<KafkaStreamsApp.Restart> restarts = new ArrayList<>();
    private StreamsEvent first;
    private StreamsProcess current;
    private int snapshots;

    void add(StreamsEvent line) throws MeasuredException {
        if (first == null) {
            first = line;
        } else if (!first.app().equals(line.app())) {
            throw line.value().at("app").error("names the app " + JsonValue.shown(line.app()) + ", but "
                    + first.place() + " names the app " + JsonValue.shown(first.app()) + "; the log of one scenario "
                    + "must come from one application.id");
        }
        if (current == null || !current.id.equals(line.process())) {
            StreamsProcess earlier = processes.get(line.process());
            if (earlier != null) {
                throw line.value().at("process").error("process " + line.process() + " wrote " + earlier.started
                        .place() + ", and process " + current.id + " came between; keep each process's lines "
                        + "together, in the order they were written");
            }
            StreamsProcess next = new StreamsProcess(line, windows.size());
            if (current != null) {
                if (line.time() < current.last.time()) {
                    throw line.value().at("t").error("process " + line.process() + " starts at "
                            + Instant.ofEpochMilli(line.time()) + ", before the last line of process " + current.id
                            + " (" + current.last.place() + ") at " + Instant.ofEpochMilli(current.last.time())
                            + "; a new process starts after the old one's last line: two processes of the app wrote "
                            + "at once, or a clock stepped back");
                }
            }
            processes.put(next.id, next);
            current = next;
        } else if (line.time() < current.last.time()) {
            throw line.value().at("t").error("goes back to " + Instant.ofEpochMilli(line.time()) + " from "
                    + Instant.ofEpochMilli(current.last.time()) + " (" + current.last.place() + ") within process "
                    + current.id + "; keep the log's lines in the order they were written");
        }
        current.last = line;
        switch (line.event()) {
            case "restoreStart" -> current.restoreStart(line);
            case "restoreEnd", "restoreSuspended" -> current.restoreEnd(line);
            case "state" -> current.state(line);
            case "snapshot" -> snapshot(line);
            default -> {
                // start and the standby lines say nothing the history holds
            }
        }
    }

    private void snapshot(StreamsEvent line) throws MeasuredException {
        snapshots++;
        long commits = line.whole("commits", "the commits counted so far");
        long rows = 0;
        long lag = 0;
        boolean lagged = false;
        for (JsonValue partition : line.value().at("partitions").items("input partitions")) {
            String key = partition.at("topic").text("the input topic") + "\n"
                    + partition.at("partition").whole("a partition number", 0, Integer.MAX_VALUE);
            long committed = partition.at("committed").whole("the committed offset, or -1", -1, JsonValue.MAX_WHOLE);
            Long before = current.committed.get(key);
            if (before != null && committed < before) {
                throw partition.at("committed").error("the committed offset goes back to " + committed + " from "
                        + before + " (" + current.lastSnapshot.place() + ") within process " + current.id
                        + "; a process's committed offsets only grow");
            }
            if (committed >= 0) {
                rows += before == null ? 0 : committed - before;
                current.committed.put(key, committed);
            }
            Long partitionLag = partition.at("lag").optionalWhole("the records' lag", 0, JsonValue.MAX_WHOLE);
            if (partitionLag != null) {
                lag += partitionLag;
                lagged = true;
            }
        }
        long sst = 0;
        for (JsonValue store : line.value().at("stores").items("stores")) {
            long size = store.at("sst").whole("the SST files' size in bytes", 0, JsonValue.MAX_WHOLE);
            // the window's state is the sum, a figure of report.json and history.json as each size is
            if (sst > JsonValue.MAX_WHOLE - size) {
                throw store.at("sst").error("the stores' total-sst-files-size add up to more than "
                        + JsonValue.MAX_WHOLE + " (2^53 − 1) at this store; expected a snapshot's sum of at most "
                        + "that, as each figure is");
            }
            sst += size;
        }
        if (current.running != null && current.lagAtRunning == null && lagged) {
            current.lagAtRunning = lag;
        }
        if (current.running != null && current.drained == null && lagged && lag == 0) {
            current.drained = line.time();
        }
        if (commits < current.commits) {
            throw line.value().at("commits").error("the commits counted go back to " + commits + " from "
                    + current.commits + " (" + current.lastSnapshot.place() + ") within process " + current.id
                    + "; commit-total only grows within a process");
        }
        if (commits > current.commits && current.lastSnapshot != null) {
            if (windows.size() >= Bounds.MAX_CHECKPOINTS) {
                throw line.value().at("commits").error("one commit window more than a scenario's history holds: at "
                        + "most " + Bounds.MAX_CHECKPOINTS + ", each a point of its charts; keep the log of a shorter "
                        + "span");
            }
            long latency = line.value().at("commitLatencyMax").whole("commit-latency-max, a duration in "
                    + "milliseconds, which a snapshot whose commits rose has", 0, Bounds.MAX_DURATION);
            windows.add(new Checkpoint(windows.size() + 1, Checkpoint.Status.COMPLETED, false,
                    current.lastSnapshot.time(), line.time(), latency, sst, null, null, null, line.file(),
                    "line " + line.line(), null, rows, current.id));
        }
        current.commits = commits;
        current.lastSnapshot = line;
    }

    Measurements measurements(String firstFile, List<String> files) throws MeasuredException {
        List<StreamsProcess> all = new ArrayList<>(processes.values());
        long commits = 0;
        for (int i = 0; i < all.size(); i++) {
            StreamsProcess process = all.get(i);
            commits += process.commits;
            if (i > 0) {
                KafkaStreamsApp.Restart restart = process.restartAfter(all.get(i - 1));
                failures.add(new JobFailure(restart.lastLine(), null));
                restores.add(new Restore(process.windowsBefore, restart.running() == null ? process.started.time()
                        : restart.running(), false, null, restart.uncommitted(), restart.restoreMillis()));
                restarts.add(restart);
            }
        }
        if (snapshots == 0) {
            throw new MeasuredException(firstFile, "$.event", "none of the lines is a snapshot; the measured section "
                    + "sets the app's commits and stores beside the model, which the listener's snapshots give");
        }
        List<KafkaStreamsApp.StoreSize> stores = new ArrayList<>();
        StreamsEvent last = lastSnapshot(all);
        for (JsonValue store : last.value().at("stores").items("stores")) {
            stores.add(new KafkaStreamsApp.StoreSize(store.at("task").text("the task's id"),
                    store.at("store").text("the store's name"), store.at("sst").whole("a size", 0,
                    JsonValue.MAX_WHOLE)));
        }
        KafkaStreamsApp app = new KafkaStreamsApp(first.app(), List.copyOf(processes.keySet()), snapshots, commits,
                restarts, stores);
        // no jobId: report.json's is a Flink job id or a Spark query id; the app's application.id is its facts' own
        return new Measurements(null, windows, List.of(), restores, failures, true, List.of(), null, files,
                app);
    }

    private static StreamsEvent lastSnapshot(List<StreamsProcess> all) {
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i).lastSnapshot != null) {
                return all.get(i).lastSnapshot;
            }
        }
        throw new IllegalStateException("no snapshot");
    }
}
