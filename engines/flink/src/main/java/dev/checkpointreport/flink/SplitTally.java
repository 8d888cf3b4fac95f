package dev.checkpointreport.flink;

import dev.checkpointreport.source.LineProblem;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One split's events counted where they are read: rows per period and worker, each key's first period on its
 * worker ({@link KeyTable}), the lines refused. A key seen before is looked up by its bytes and placed by the
 * period alone; a new key is made a string once and checked by every rule ({@link PlacedEvent}). What it hands
 * on ({@link #tallies}) grows with the split's distinct keys and periods, not with its events.
 */
final class SplitTally {
    private final CountOptions options;
    private final String file;
    private final long splitStart;
    private final boolean partitioned;
    private final boolean asWritten;
    private final PlacedEvent placed;
    private final KeyTable keys = new KeyTable();
    /** A period's slot: its index with times or declared periods, else the order its label first came in. */
    private final Map<String, Integer> labelSlots = new HashMap<>();
    private final List<String> labels = new ArrayList<>();
    private String lastLabel;
    private int lastLabelSlot;
    private long[][] rows = new long[0][];
    private long[] firstLine = new long[0];
    private long[] lastLine = new long[0];
    private Tally bad;
    private long events;
    private long touched;
    private final int[] columns = new int[3];

    SplitTally(CountOptions options, String file, long splitStart) {
        this.options = options;
        this.file = file;
        this.splitStart = splitStart;
        this.partitioned = options.partition() != null;
        this.asWritten = options.timeStart() == null && options.declaredPeriods() == null;
        this.placed = new PlacedEvent(options);
    }

    /** The 1-based columns of the key, the period or time and the partition, for messages. */
    void columns(int key, int when, int partition) {
        columns[PlacedEvent.KEY] = key;
        columns[PlacedEvent.WHEN] = when;
        columns[PlacedEvent.PARTITION] = partition;
    }

    /** Reads where a key of {@code hash} would be, so that the look-ups of a run of keys overlap their cache misses. */
    long touch(int hash) {
        return keys.touch(hash);
    }

    /** Keeps what {@link #touch} read, so that the reads are not left out. */
    void touched(long sum) {
        touched += sum;
    }

    /** Counts an event read as text. */
    void add(long line, long at, String key, String when, String partition) {
        byte[] bytes = key.getBytes(StandardCharsets.UTF_8);
        add(line, at, bytes, 0, bytes.length, KeyTable.hash(bytes, 0, bytes.length), key, when, partition);
    }

    /**
     * Counts the event of {@code line}, which starts at {@code at} in the file, whose key is
     * {@code bytes[offset, offset + length)} with {@code hash} ({@link KeyTable#hash}); {@code key} is its text, or
     * {@code null} to be decoded only if the key is new.
     */
    void add(long line, long at, byte[] bytes, int offset, int length, int hash, String key, String when,
             String partition) {
        events++;
        int named = partitioned ? placed.partitionOf(partition) : -1;
        int slot = partitioned && named < 0 ? -1 : keys.slotOf(bytes, offset, length, hash, named);
        boolean known = slot >= 0 && keys.holds(slot);
        String text = known ? null : key != null ? key : new String(bytes, offset, length, StandardCharsets.UTF_8);
        LineProblem problem = placed.place(line, text, when, partition, columns);
        if (problem != null) {
            refuse(line, problem.column(), problem.problem());
            return;
        }
        int period = periodSlot();
        long order = asWritten ? at : placed.bucket;
        int worker;
        if (known) {
            long entry = keys.entry(slot);
            worker = KeyTable.worker(entry);
            if (!asWritten && order < keys.order(entry)) {
                keys.moveFirst(slot, period, order);
            }
        } else {
            worker = placed.worker;
            keys.add(slot, bytes, offset, length, hash, named, worker, period, order);
        }
        rows[period][worker]++;
        firstLine[period] = Math.min(firstLine[period], line);
        lastLine[period] = line;
    }

    /** The event of {@code line} cannot be read: {@code where} on it ({@code null} for the whole line) and why. */
    void refused(long line, String where, String problem) {
        events++;
        refuse(line, where, problem);
    }

    private void refuse(long line, String where, String problem) {
        if (bad == null) {
            bad = Tally.cell(null, -1, Tally.BAD);
            bad.file = file;
            bad.splitStart = splitStart;
            bad.firstLine = line;
            bad.badWhere = where;
            bad.badProblem = problem;
        }
        bad.badLines++;
    }

    private int periodSlot() {
        int slot;
        if (!asWritten) {
            slot = placed.bucket;
        } else if (placed.label == lastLabel) {
            slot = lastLabelSlot;
        } else {
            slot = labelSlots.computeIfAbsent(placed.label, label -> {
                labels.add(label);
                return labels.size() - 1;
            });
            lastLabel = placed.label;
            lastLabelSlot = slot;
        }
        if (slot >= rows.length) {
            int grown = Math.max(slot + 1, 2 * rows.length);
            int old = rows.length;
            rows = Arrays.copyOf(rows, grown);
            for (int p = old; p < grown; p++) {
                rows[p] = new long[options.workers()];
            }
            firstLine = Arrays.copyOf(firstLine, grown);
            Arrays.fill(firstLine, old, grown, Long.MAX_VALUE);
            lastLine = Arrays.copyOf(lastLine, grown);
        }
        return slot;
    }

    /** What this split hands on, once it is read: its cells, its keys' first sightings (one block), its bad lines, its size. */
    List<Tally> tallies(long lines) {
        List<Tally> out = new ArrayList<>(rows.length * options.workers() + 3);
        for (int p = 0; p < rows.length; p++) {
            for (int w = 0; w < options.workers(); w++) {
                if (rows[p][w] > 0) {
                    Tally cell = period(p, w);
                    cell.rows = rows[p][w];
                    cell.file = file;
                    cell.splitStart = splitStart;
                    cell.firstLine = firstLine[p];
                    cell.lastLine = lastLine[p];
                    out.add(cell);
                }
            }
        }
        if (keys.size() > 0) {
            Tally seen = Tally.cell(null, -1, Tally.SIGHTINGS);
            seen.sightings = keys.all(asWritten ? labels.toArray(String[]::new) : null);
            out.add(seen);
        }
        if (bad != null) {
            out.add(bad);
        }
        Tally split = Tally.cell(null, -1, Tally.SPLIT);
        split.file = file;
        split.splitStart = splitStart;
        split.lines = lines;
        split.events = events;
        out.add(split);
        return out;
    }

    private Tally period(int slot, int worker) {
        return asWritten ? Tally.cell(labels.get(slot), -1, worker) : Tally.cell(null, slot, worker);
    }
}
