package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * One process of a Kafka Streams app, as its lines go by: its restores, when it reached {@code RUNNING}, its
 * commits, committed offsets and lag; and the restart it makes after the process before it.
 */
final class StreamsProcess {
    final String id;
    final StreamsEvent started;
    /** The restores running, by store and changelog partition. */
    private final Map<String, StreamsEvent> open = new HashMap<>();
    /** Each restore that started, in order, and the restore it made once it ended or was suspended. */
    private final List<StreamsEvent> starts = new ArrayList<>();
    private final Map<StreamsEvent, KafkaStreamsApp.StoreRestore> ended = new IdentityHashMap<>();
    final Map<String, Long> committed = new HashMap<>();
    StreamsEvent last;
    StreamsEvent lastSnapshot;
    Long running;
    Long lagAtRunning;
    Long drained;
    long commits;
    /** The commit windows before this process's first line: the last is the one its restore goes back to. */
    final int windowsBefore;

    StreamsProcess(StreamsEvent started, int windowsBefore) {
        this.id = started.process();
        this.started = started;
        this.windowsBefore = windowsBefore;
    }

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

    private static String storePartition(StreamsEvent line) throws MeasuredException {
        return line.text("store", "the store's name") + "\n" + line.text("topic", "the changelog topic") + "\n"
                + line.whole("partition", "a partition number");
    }

    void restoreStart(StreamsEvent line) throws MeasuredException {
        long start = line.whole("start", "the restore's starting offset");
        long end = line.whole("end", "the restore's ending offset");
        if (end < start) {
            throw line.value().at("end").error("the restore of " + line.text("store", "the store's name") + " ends at "
                    + "offset " + end + ", before its starting offset " + start + "; offsets only grow");
        }
        open.put(storePartition(line), line);
        starts.add(line);
    }

    void restoreEnd(StreamsEvent line) throws MeasuredException {
        StreamsEvent start = open.remove(storePartition(line));
        if (start == null) {
            throw line.value().at("event").error("the restore of " + line.text("store", "the store's name")
                    + " (changelog " + line.text("topic", "the changelog topic") + ", partition "
                    + line.whole("partition", "a partition number") + ") ends before it starts: process "
                    + id + " has no restoreStart of it before this line");
        }
        long records = line.whole("records", "the records restored");
        ended.put(start, new KafkaStreamsApp.StoreRestore(start.text("store", "the store's name"),
                start.text("topic", "the changelog topic"), (int) start.whole("partition", "a partition number"),
                start.whole("start", "an offset"), start.whole("end", "an offset"), records, start.time(),
                line.time() - start.time(), line.event().equals("restoreSuspended")));
    }

    void state(StreamsEvent line) throws MeasuredException {
        if (line.text("to", "the state changed to").equals("RUNNING") && running == null) {
            running = line.time();
        }
    }

    /** The restart this process makes after {@code old}, the process before it. */
    KafkaStreamsApp.Restart restartAfter(StreamsProcess old) throws MeasuredException {
        long records = 0;
        int fromZero = 0;
        int noFlush = 0;
        KafkaStreamsApp.StoreRestore busiest = null;
        List<KafkaStreamsApp.StoreRestore> ran = restores();
        Map<String, Long> flushed = old.flushed();
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
        return new KafkaStreamsApp.Restart(id, old.last.time(), running,
                running == null ? null : running - old.last.time(), ran, records, restoreMillis, fromZero, noFlush,
                old.uncommitted(), lagAtRunning, running == null || drained == null ? null : drained - running,
                busiest);
    }

    /** Each store partition's SST bytes at this process's last snapshot, by store and the task's partition. */
    private Map<String, Long> flushed() throws MeasuredException {
        Map<String, Long> flushed = new HashMap<>();
        if (lastSnapshot == null) {
            return flushed;
        }
        for (JsonValue store : lastSnapshot.value().at("stores").items("stores")) {
            String task = store.at("task").text("the task's id");
            // a task id is <subtopology>_<partition>, and a store's changelog partition is its task's
            flushed.merge(store.at("store").text("the store's name") + "\n" + task.substring(task.lastIndexOf('_') + 1),
                    store.at("sst").whole("a size", 0, JsonValue.MAX_WHOLE), Long::sum);
        }
        return flushed;
    }

    /**
     * The input this process had fetched beyond its committed offsets at its last snapshot: end + 1 − lag −
     * committed, summed over the partitions that give all three; {@code null} when none does.
     */
    private Long uncommitted() throws MeasuredException {
        if (lastSnapshot == null) {
            return null;
        }
        Long sum = null;
        for (JsonValue partition : lastSnapshot.value().at("partitions").items("input partitions")) {
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
