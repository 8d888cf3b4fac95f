package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
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
    private final Map<String, Process> processes = new LinkedHashMap<>();
    private final List<Checkpoint> windows = new ArrayList<>();
    private final List<Restore> restores = new ArrayList<>();
    private final List<JobFailure> failures = new ArrayList<>();
    private final List<KafkaStreamsApp.Restart> restarts = new ArrayList<>();
    private StreamsEvent first;
    private Process current;
    private int snapshots;

    /** One process's state as its lines go by. */
    private static final class Process {
        final String id;
        final StreamsEvent started;
        final Map<String, StreamsEvent> open = new HashMap<>();
        /** Each restore that started, in order, and the restore it made once it ended or was suspended. */
        final List<StreamsEvent> starts = new ArrayList<>();
        final Map<StreamsEvent, KafkaStreamsApp.StoreRestore> ended = new IdentityHashMap<>();
        final Map<String, Long> committed = new HashMap<>();
        StreamsEvent last;
        StreamsEvent lastSnapshot;
        Long running;
        Long lagAtRunning;
        Long drained;
        long commits;
        /** The commit windows before this process's first line: the last is the one its restore goes back to. */
        final int windowsBefore;

        /** The restores that ended or were suspended, in the order they started; one still running is left out. */
        List<KafkaStreamsApp.StoreRestore> restores() {
            List<KafkaStreamsApp.StoreRestore> restores = new ArrayList<>();
            for (StreamsEvent start : starts) {
                if (ended.containsKey(start)) {
                    restores.add(ended.get(start));
                }
            }
            return restores;
        }

        Process(StreamsEvent started, int windowsBefore) {
            this.id = started.process();
            this.started = started;
            this.windowsBefore = windowsBefore;
        }
    }

    void add(StreamsEvent line) throws MeasuredException {
        if (first == null) {
            first = line;
        } else if (!first.app().equals(line.app())) {
            throw line.value().at("app").error("names the app " + JsonValue.shown(line.app()) + ", but "
                    + first.place() + " names the app " + JsonValue.shown(first.app()) + "; the log of one scenario "
                    + "must come from one application.id");
        }
        if (current == null || !current.id.equals(line.process())) {
            Process earlier = processes.get(line.process());
            if (earlier != null) {
                throw line.value().at("process").error("process " + line.process() + " wrote " + earlier.started
                        .place() + ", and process " + current.id + " came between; keep each process's lines "
                        + "together, in the order they were written");
            }
            Process next = new Process(line, windows.size());
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
            case "restoreStart" -> restoreStart(line);
            case "restoreEnd", "restoreSuspended" -> restoreEnd(line);
            case "state" -> state(line);
            case "snapshot" -> snapshot(line);
            default -> {
                // start and the standby lines say nothing the history holds
            }
        }
    }

    private static String storePartition(StreamsEvent line) throws MeasuredException {
        return line.text("store", "the store's name") + "\n" + line.text("topic", "the changelog topic") + "\n"
                + line.whole("partition", "a partition number");
    }

    private void restoreStart(StreamsEvent line) throws MeasuredException {
        long start = line.whole("start", "the restore's starting offset");
        long end = line.whole("end", "the restore's ending offset");
        if (end < start) {
            throw line.value().at("end").error("the restore of " + line.text("store", "the store's name") + " ends at "
                    + "offset " + end + ", before its starting offset " + start + "; offsets only grow");
        }
        current.open.put(storePartition(line), line);
        current.starts.add(line);
    }

    private void restoreEnd(StreamsEvent line) throws MeasuredException {
        StreamsEvent start = current.open.remove(storePartition(line));
        if (start == null) {
            throw line.value().at("event").error("the restore of " + line.text("store", "the store's name")
                    + " (changelog " + line.text("topic", "the changelog topic") + ", partition "
                    + line.whole("partition", "a partition number") + ") ends before it starts: process "
                    + current.id + " has no restoreStart of it before this line");
        }
        long records = line.whole("records", "the records restored");
        current.ended.put(start, new KafkaStreamsApp.StoreRestore(start.text("store", "the store's name"),
                start.text("topic", "the changelog topic"), (int) start.whole("partition", "a partition number"),
                start.whole("start", "an offset"), start.whole("end", "an offset"), records, start.time(),
                line.time() - start.time(), line.event().equals("restoreSuspended")));
    }

    private void state(StreamsEvent line) throws MeasuredException {
        if (line.text("to", "the state changed to").equals("RUNNING") && current.running == null) {
            current.running = line.time();
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
            sst += store.at("sst").whole("the SST files' size in bytes", 0, JsonValue.MAX_WHOLE);
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
        List<Process> all = new ArrayList<>(processes.values());
        long commits = 0;
        for (int i = 0; i < all.size(); i++) {
            Process process = all.get(i);
            commits += process.commits;
            if (i > 0) {
                restart(all.get(i - 1), process);
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

    private static StreamsEvent lastSnapshot(List<Process> all) {
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i).lastSnapshot != null) {
                return all.get(i).lastSnapshot;
            }
        }
        throw new IllegalStateException("no snapshot");
    }

    private void restart(Process old, Process next) throws MeasuredException {
        long records = 0;
        int fromZero = 0;
        int noFlush = 0;
        KafkaStreamsApp.StoreRestore busiest = null;
        List<KafkaStreamsApp.StoreRestore> ran = next.restores();
        Map<String, Long> flushed = flushed(old);
        for (KafkaStreamsApp.StoreRestore restore : ran) {
            records += restore.records();
            if (restore.fromZero()) {
                fromZero++;
                if (flushed.getOrDefault(restore.store() + "\n" + restore.partition(), 1L) == 0) {
                    noFlush++;
                }
            }
            if (busiest == null || restore.records() > busiest.records()) {
                busiest = restore;
            }
        }
        long restoreMillis = ran.isEmpty() ? 0 : restoreSpan(ran);
        failures.add(new JobFailure(old.last.time(), null));
        Long uncommitted = uncommitted(old);
        restores.add(new Restore(next.windowsBefore,
                next.running == null ? next.started.time() : next.running, false, null, uncommitted,
                restoreMillis));
        restarts.add(new KafkaStreamsApp.Restart(next.id, old.last.time(), next.running,
                next.running == null ? null : next.running - old.last.time(), ran, records, restoreMillis,
                fromZero, noFlush, uncommitted, next.lagAtRunning,
                next.running == null || next.drained == null ? null : next.drained - next.running, busiest));
    }

    /** Each store partition's SST bytes at the old process's last snapshot, by store and the task's partition. */
    private static Map<String, Long> flushed(Process old) throws MeasuredException {
        Map<String, Long> flushed = new HashMap<>();
        if (old.lastSnapshot == null) {
            return flushed;
        }
        for (JsonValue store : old.lastSnapshot.value().at("stores").items("stores")) {
            String task = store.at("task").text("the task's id");
            // a task id is <subtopology>_<partition>, and a store's changelog partition is its task's
            flushed.merge(store.at("store").text("the store's name") + "\n" + task.substring(task.lastIndexOf('_') + 1),
                    store.at("sst").whole("a size", 0, JsonValue.MAX_WHOLE), Long::sum);
        }
        return flushed;
    }

    /**
     * The input the old process had fetched beyond its committed offsets at its last snapshot: end + 1 − lag −
     * committed, summed over the partitions that give all three; {@code null} when none does.
     */
    private static Long uncommitted(Process old) throws MeasuredException {
        if (old.lastSnapshot == null) {
            return null;
        }
        Long sum = null;
        for (JsonValue partition : old.lastSnapshot.value().at("partitions").items("input partitions")) {
            long committed = partition.at("committed").whole("an offset", -1, JsonValue.MAX_WHOLE);
            long end = partition.at("end").whole("the end offset, or -1", -1, JsonValue.MAX_WHOLE);
            Long lag = partition.at("lag").optionalWhole("the records' lag", 0, JsonValue.MAX_WHOLE);
            if (committed >= 0 && end >= 0 && lag != null) {
                sum = (sum == null ? 0 : sum) + Math.max(0, end + 1 - lag - committed);
            }
        }
        return sum;
    }

    /** From the first restore's start to the last one's end: the restores overlap, so their sum would overstate. */
    private static long restoreSpan(List<KafkaStreamsApp.StoreRestore> restores) {
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (KafkaStreamsApp.StoreRestore restore : restores) {
            from = Math.min(from, restore.started());
            to = Math.max(to, restore.started() + restore.millis());
        }
        return to - from;
    }
}
