package dev.checkpointreport.measured;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a Kafka Streams app's listener log says of itself beside the history its reader fills: its processes, its
 * restarts with their restores, and its stores' size. The history's checkpoints are its commit windows: the commits
 * between two snapshots, since a commit has no id.
 *
 * @param app the app's {@code application.id}
 * @param processes each process's id, in the order they started; a restart is a new process
 * @param snapshots the snapshot lines read
 * @param commits the commits all processes counted ({@code commit-total}, summed at each process's last snapshot)
 * @param restarts each process after the first, with the restores it ran
 * @param stores each store's {@code total-sst-files-size} per task at the last snapshot: what a kept state dir holds
 */
public record KafkaStreamsApp(String app, List<String> processes, int snapshots, long commits, List<Restart> restarts,
                              List<StoreSize> stores) implements SourceFacts {
    /** The restarts from offset 0 the build's warnings name, the last ones. */
    public static final int NOTED_RESTARTS = 5;

    public KafkaStreamsApp {
        processes = List.copyOf(processes);
        restarts = List.copyOf(restarts);
        stores = List.copyOf(stores);
    }

    /**
     * One changelog partition's restore into its store, as the restore listener saw it.
     *
     * @param start the first offset replayed: 0 for a store rebuilt from the changelog's start, else the offset the
     *     store had flushed
     * @param end the changelog's end offset the restore ran to
     * @param records the records restored ({@code onRestoreEnd}'s total, or {@code onRestoreSuspended}'s)
     * @param started when {@code onRestoreStart} was called, milliseconds since 1970
     * @param millis from {@code onRestoreStart} to its end or suspension
     * @param suspended whether it was suspended (its task moved) rather than finished
     */
    public record StoreRestore(String store, String topic, int partition, long start, long end, long records,
                               long started, long millis, boolean suspended) {
        /** Whether it replayed the changelog from its start: the store's local state was lost, or never flushed. */
        public boolean fromZero() {
            return start == 0 && end > 0;
        }

        /** How the page and messages name it: the store and the changelog's partition. */
        public String label() {
            return store + " #" + partition;
        }
    }

    /**
     * A process after the first: the app restarted.
     *
     * @param process the new process's id
     * @param lastLine the old process's last line: the kill falls after it, and the log says no more of it
     * @param running when the new process reached {@code RUNNING}, {@code null} if it never did
     * @param toRunning from the old process's last line to {@code RUNNING}; {@code null} without it
     * @param restores each store partition's restore, in the order they started
     * @param records the records all restores replayed
     * @param restoreMillis from the first restore's start to the last one's end; 0 with none
     * @param fromZero the restores that replayed their changelog from offset 0
     * @param noFlush of those, the ones whose task showed no SST file of the store in the old process's last snapshot:
     *     the memtable had not been flushed, so the kept state dir held no offset
     * @param uncommitted the input the old process had fetched beyond its committed offsets at its last snapshot
     *     (end offset + 1 − lag − committed, summed): what the new process runs again, as far as the log saw it;
     *     {@code null} when that snapshot gives no lag or no commit
     * @param lagAtRunning the input lag at the first snapshot at or after {@code RUNNING} ({@code records-lag},
     *     summed); {@code null} without one
     * @param drainMillis from {@code RUNNING} to the first snapshot with no lag; {@code null} if none came
     * @param busiest the largest restore, by records; {@code null} with none
     */
    public record Restart(String process, long lastLine, Long running, Long toRunning, List<StoreRestore> restores,
                          long records, long restoreMillis, int fromZero, int noFlush, Long uncommitted,
                          Long lagAtRunning, Long drainMillis, StoreRestore busiest) {
        public Restart {
            restores = List.copyOf(restores);
        }

        /**
         * Why its store partitions replayed from offset 0, as far as the log tells; {@code null} when none did. No
         * SST file of the store in the old process's last snapshot means no memtable flush yet; otherwise a wiped
         * or lost state dir and exactly-once without transactional stores look the same.
         */
        public String cause() {
            if (fromZero == 0) {
                return null;
            }
            return noFlush == fromZero ? "no memtable flush yet: the old process's last snapshot showed no "
                    + "SST file of the store, so the state dir held no offset"
                    : noFlush > 0 ? noFlush + " had no memtable flush yet (no SST file in the old process's last "
                    + "snapshot); the others' state dir was wiped or lost, or the app runs exactly-once without "
                    + "transactional stores (enable.transactional.statestores)"
                    : "the state dir was wiped or lost, or the app runs exactly-once without transactional stores "
                    + "(enable.transactional.statestores)";
        }

        /** The records each store replayed, by store, in the order the stores first restored. */
        public Map<String, Long> recordsByStore() {
            Map<String, Long> byStore = new LinkedHashMap<>();
            for (StoreRestore restore : restores) {
                byStore.merge(restore.store(), restore.records(), Long::sum);
            }
            return byStore;
        }

        /**
         * What moves this restart's two costs, in Kafka Streams' terms and from its own figures: the commit interval
         * the input run again, the state dir, the memtable flush and the changelog's compaction the restore.
         */
        public List<String> levers() {
            List<String> levers = new ArrayList<>();
            levers.add("commit.interval.ms sets the input run again" + (uncommitted == null ? ""
                    : " (" + uncommitted + " records fetched and not yet committed when the log last saw the old "
                    + "process)") + ", not this restore: halving it would not shorten the replay of " + records
                    + " changelog records");
            if (fromZero > 0) {
                levers.add(fromZero + " of " + restores.size() + " store partitions replayed their changelog from "
                        + "offset 0: " + cause());
            }
            Map<String, Long> byStore = recordsByStore();
            if (byStore.size() > 1 && fromZero == restores.size()) {
                String most = null;
                String least = null;
                for (Map.Entry<String, Long> store : byStore.entrySet()) {
                    most = most == null || store.getValue() > byStore.get(most) ? store.getKey() : most;
                    least = least == null || store.getValue() < byStore.get(least) ? store.getKey() : least;
                }
                if (byStore.get(least) < byStore.get(most)) {
                    levers.add("the changelog's length, not the state's, sets a replay from 0: " + least + " replayed "
                            + byStore.get(least) + " records where " + most + " replayed " + byStore.get(most)
                            + "; a changelog compacted as " + least + "'s is would restore "
                            + String.format(Locale.ROOT, "%.2f", byStore.get(most)
                            / (double) byStore.get(least)) + "× fewer");
                }
            }
            return levers;
        }
    }

    /** A store's SST files in one task, at the last snapshot. */
    public record StoreSize(String task, String store, long sst) {
    }

    /**
     * One line for each restart that replayed a changelog from offset 0, with its levers: a restore that a kept state
     * dir did not shorten, which is what a team wants to hear of. Of the last {@link #NOTED_RESTARTS} only, after a
     * line that counts the others: an app in a crash loop replays from 0 thousands of times.
     */
    @Override
    public List<String> notes() {
        List<Restart> fromZero = new ArrayList<>();
        for (Restart restart : restarts) {
            if (restart.fromZero() > 0) {
                fromZero.add(restart);
            }
        }
        int left = Math.max(0, fromZero.size() - NOTED_RESTARTS);
        List<String> notes = new ArrayList<>();
        if (left > 0) {
            notes.add("Kafka Streams app " + app + ": " + left + " earlier restart" + (left == 1 ? "" : "s")
                    + " replayed a changelog from offset 0 as well, left out here; report.json lists every restart "
                    + "(measured.kafkaStreams.restarts).");
        }
        for (Restart restart : fromZero.subList(left, fromZero.size())) {
            notes.add("Kafka Streams app " + app + ", RUNNING again at " + (restart.running() == null ? "no time"
                    : Instant.ofEpochMilli(restart.running())) + " after replaying " + restart.records()
                    + " changelog records: " + String.join("; ", restart.levers()) + ".");
        }
        return notes;
    }

    @Override
    public HistorySource source() {
        return HistorySource.KAFKA_STREAMS;
    }

    @Override
    public <T> T accept(Visitor<T> visitor) {
        return visitor.kafkaStreams(this);
    }
}
