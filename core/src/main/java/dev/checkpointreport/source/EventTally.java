package dev.checkpointreport.source;

import dev.checkpointreport.model.RowCounts;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Counts events as they pass: rows per worker and period, and the distinct keys of each worker. It holds
 * each distinct key once, with the workers it has been seen on as a bit mask (at most 64 workers), and
 * with {@code id:} the ids seen; never the events themselves. A line is checked whole before it is
 * counted, so a skipped line leaves no trace.
 */
final class EventTally {
    private static final char NOT_UTF8 = '\uFFFD';
    /** The bytes an id takes in the dedupe set beside its characters: its string, its node and its slot. */
    private static final long ID_BYTES = 80;

    private final int workers;
    private final Partition placement;
    private final PeriodAxis axis;
    private final boolean partitioned;
    private final long maxIds;
    private final long[][] rows;
    private final long[] keys;
    private final long maxHeap;
    private final KeyWorkers workersOfKey;
    private final Set<String> ids;
    private long idBytes;
    private long duplicates;
    private String lastWhen;
    private int lastPeriod;

    /** @param maxHeap the JVM's maximum heap in bytes, half of which the distinct keys may take */
    EventTally(EventsSpec spec, PeriodAxis axis, long maxHeap) {
        this.maxHeap = maxHeap;
        this.workersOfKey = new KeyWorkers(KeysFillHeap.budget(maxHeap));
        this.workers = spec.workers();
        this.placement = spec.partition();
        this.axis = axis;
        this.partitioned = spec.columns().partition() != null;
        this.maxIds = spec.maxIds();
        this.rows = new long[workers][spec.maxPeriods()];
        this.keys = new long[workers];
        this.ids = spec.columns().id() == null ? null : new HashSet<>();
    }

    /**
     * Counts one event; {@code values} in {@link EventColumns}' order, {@code null} for an absent column.
     *
     * @throws KeysFillHeap when a new key would take the key table past its share of the heap
     */
    void add(String[] values) throws BadField {
        add(values, workersOfKey.slotOf(values[EventColumns.KEY]));
    }

    /**
     * Counts one event whose key has been looked up at {@code slot} ({@link #keySlot}, with no event counted
     * since); {@code values[KEY]} is {@code null} when the tally holds the key already (it was checked then).
     */
    void add(String[] values, int slot) throws BadField {
        for (int field = 0; field < values.length; field++) {
            if (values[field] != null && values[field].indexOf(NOT_UTF8) >= 0) {
                throw new BadField(field, "the field is not UTF-8 text (character " + (values[field].indexOf(NOT_UTF8) + 1)
                        + " cannot be decoded); save the file as UTF-8");
            }
        }
        String key = values[EventColumns.KEY];
        if (key != null && key.isEmpty()) {
            throw new BadField(EventColumns.KEY, "the key is empty");
        }
        int period = period(values[EventColumns.WHEN]);
        long seenOn = workersOfKey.workersAt(slot);
        int worker = partitioned ? partition(values[EventColumns.PARTITION])
                : seenOn == 0 ? placement.workerOf(key) : Long.numberOfTrailingZeros(seenOn);
        if (ids != null && !firstSighting(values[EventColumns.ID])) {
            duplicates++;
            return;
        }
        long bit = 1L << worker;
        if ((seenOn & bit) == 0) {
            workersOfKey.put(slot, key, seenOn | bit);
            keys[worker]++;
        }
        rows[worker][period]++;
    }

    /**
     * The slot of the key {@code chars[offset, offset + length)}, whose {@code hash} is its text's
     * {@link String#hashCode()}, for {@link #add(String[], int)}.
     */
    int keySlot(char[] chars, int offset, int length, int hash) {
        return workersOfKey.slotOf(chars, offset, length, hash);
    }

    /** Reads where a key of {@code hash} would be found, so that a run of look-ups that follows finds it in the cache. */
    long touchKey(int hash) {
        return workersOfKey.touch(hash);
    }

    /** Whether the key at {@code slot} has been counted before, and so needs no text of its own. */
    boolean holdsKey(int slot) {
        return workersOfKey.workersAt(slot) != 0;
    }

    /** The period of {@code when}; a run of events in one period asks the axis once. */
    private int period(String when) throws BadField {
        if (!when.equals(lastWhen)) {
            lastPeriod = axis.indexOf(when);
            lastWhen = when;
        }
        return lastPeriod;
    }

    private boolean firstSighting(String id) throws BadField {
        if (id.isEmpty()) {
            throw new BadField(EventColumns.ID, "the id is empty");
        }
        if (ids.size() == maxIds && !ids.contains(id)) {
            throw new BadField(EventColumns.ID, "more than " + maxIds + " distinct ids; the dedupe set holds every id, "
                    + "so remove source.id or deduplicate the file first");
        }
        if (!ids.add(id)) {
            return false;
        }
        idBytes += ID_BYTES + 2L * id.length();
        workersOfKey.reserve(idBytes);
        return true;
    }

    private int partition(String value) throws BadField {
        int worker;
        try {
            worker = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new BadField(EventColumns.PARTITION, "expected a partition number from 0 to " + (workers - 1)
                    + ", found " + QuotedValue.of(value));
        }
        if (worker < 0 || worker >= workers) {
            throw new BadField(EventColumns.PARTITION, "unknown partition " + worker + "; with workers: " + workers
                    + " the partitions are 0 to " + (workers - 1));
        }
        return worker;
    }

    List<String> periods() {
        return axis.labels();
    }

    RowCounts counts() {
        int periods = axis.labels().size();
        RowCounts.Builder counts = RowCounts.builder(periods, workers);
        for (int w = 0; w < workers; w++) {
            counts.addKeys(w, keys[w]);
            for (int p = 0; p < periods; p++) {
                counts.addRows(w, p, rows[w][p]);
            }
        }
        return counts.build();
    }

    /** The refusal of {@code shown} at {@code line}: its keys fill the heap. */
    SourceException heapFull(String shown, long line, KeysFillHeap full) {
        return full.refusal(shown, line, maxHeap, ids == null ? -1 : ids.size(), idBytes);
    }

    /** The refusal of {@code shown} at {@code line} when the heap ran out while it was counted. */
    SourceException heapFull(String shown, long line) {
        return heapFull(shown, line, workersOfKey.full());
    }

    long distinctKeys() {
        return workersOfKey.size();
    }

    long duplicates() {
        return duplicates;
    }
}
