package dev.checkpointreport.source;

import java.util.Arrays;

/**
 * The distinct keys of a stream, each with the workers it has been seen on as a bit mask (at most 64
 * workers), without boxing and without a string per look-up: a key is looked up by its characters where
 * the parser holds them. The keys' characters sit one after another in one array, each after its length,
 * in the order the keys first came. An open-addressing table holds per slot the key's hash and where its
 * characters start, beside its mask, so a look-up of a known key reads one slot and the key's characters,
 * compares them only when the hashes match, and growing never rereads a key. Before an array grows, the
 * table's peak (the old array and the new one) is checked against a budget of heap bytes, so that too many
 * keys for the heap end in {@link KeysFillHeap} instead of the JVM's {@code OutOfMemoryError}.
 */
final class KeyWorkers {
    private static final int FIRST_SLOTS = 1 << 12;
    /** A key's length takes two chars before its characters. */
    private static final int LENGTH_CHARS = 2;

    /** Two longs per slot: the hash (high half) and 1 + where the key starts (low half), 0 when empty; the mask. */
    private long[] table = new long[FIRST_SLOTS * 2];
    private char[] text = new char[FIRST_SLOTS * 16];
    private final long budget;
    /** The bytes of the budget that others take: the ids of a dedupe set. */
    private long reserved;
    private int used;
    private int size;

    /** A table without a budget. */
    KeyWorkers() {
        this(Long.MAX_VALUE);
    }

    /** @param budget the most bytes the table's arrays may take, the old and the new one while one grows */
    KeyWorkers(long budget) {
        this.budget = budget;
    }

    /** The slot of {@code key}: where it is, or the empty slot where it would go. */
    int slotOf(String key) {
        return slotOf(key.toCharArray(), 0, key.length(), key.hashCode());
    }

    /**
     * The slot of the key {@code chars[offset, offset + length)}, whose {@code hash} is its text's
     * {@link String#hashCode()}: where it is, or the empty slot where it would go.
     */
    int slotOf(char[] chars, int offset, int length, int hash) {
        int last = table.length / 2 - 1;
        int slot = spread(hash) & last;
        long entry;
        while ((entry = table[slot * 2]) != 0 && ((int) (entry >>> 32) != hash || !holds(start(entry), chars, offset, length))) {
            slot = (slot + 1) & last;
        }
        return slot;
    }

    /**
     * Reads where a key of {@code hash} would be found, without looking it up: looking up a run of keys goes
     * faster when they are first read this way, one after another, since their cache misses then overlap.
     */
    long touch(int hash) {
        long entry = table[(spread(hash) & (table.length / 2 - 1)) * 2];
        return entry == 0 ? 0 : text[start(entry)];
    }

    /** The workers the key at {@code slot} (from {@link #slotOf}) has been seen on, 0 for a key not held. */
    long workersAt(int slot) {
        return table[slot * 2 + 1];
    }

    /**
     * Records the key at {@code slot} (from {@link #slotOf}, with no other change since) seen on
     * {@code workers}, which is not 0; {@code key} is read only when the table does not hold it yet.
     */
    void put(int slot, String key, long workers) {
        if (table[slot * 2] == 0) {
            table[slot * 2] = ((long) key.hashCode() << 32) | (append(key) + 1L);
            size++;
        }
        table[slot * 2 + 1] = workers;
        if (size * 4 > table.length) {
            grow();
        }
    }

    int size() {
        return size;
    }

    /** Whether the key stored from {@code start} is {@code chars[offset, offset + length)}. */
    private boolean holds(int start, char[] chars, int offset, int length) {
        if (text[start] != (char) (length >>> 16) || text[start + 1] != (char) length) {
            return false;
        }
        return Arrays.equals(text, start + LENGTH_CHARS, start + LENGTH_CHARS + length, chars, offset, offset + length);
    }

    /** Stores the characters of {@code key} after its length; where they start. */
    private int append(String key) {
        int length = key.length();
        long needed = (long) used + LENGTH_CHARS + length;
        if (needed > text.length) {
            long capacity = Math.max(needed, 2L * text.length);
            if (needed > Integer.MAX_VALUE - 8) {
                throw full();
            }
            int grown = (int) Math.min(capacity, Integer.MAX_VALUE - 8);
            ensureRoom(grown * 2L);
            text = Arrays.copyOf(text, grown);
        }
        int start = used;
        text[start] = (char) (length >>> 16);
        text[start + 1] = (char) length;
        key.getChars(0, length, text, start + LENGTH_CHARS);
        used = (int) needed;
        return start;
    }

    /** Leaves {@code bytes} of the budget to others; fails when the table's arrays and they pass it. */
    void reserve(long bytes) {
        reserved = bytes;
        ensureRoom(0);
    }

    /** Fails before an array of {@code bytes} is made beside the others when it would pass the budget. */
    private void ensureRoom(long bytes) {
        long peak = table.length * 8L + text.length * 2L + bytes;
        if (peak > budget - reserved) {
            throw full();
        }
    }

    /** The refusal of holding more keys than these, with the peak bytes of a table of twice as many. */
    KeysFillHeap full() {
        return new KeysFillHeap(size, peakBytes(2L * size, 2L * used));
    }

    /**
     * The peak bytes of the arrays of a table that holds {@code keys} keys of {@code chars} characters in all
     * (their lengths included): the last growth of the slots beside the text, or of the text beside the slots.
     */
    static long peakBytes(long keys, long chars) {
        long slots = FIRST_SLOTS;
        while (keys * 2 > slots) {
            slots *= 2;
        }
        long capacity = FIRST_SLOTS * 16L;
        while (chars > capacity) {
            capacity *= 2;
        }
        return Math.max(slots * 16 + capacity * 3, slots * 24 + capacity * 2);
    }

    private void grow() {
        ensureRoom(table.length * 16L);
        long[] old = table;
        table = new long[old.length * 2];
        int last = table.length / 2 - 1;
        for (int i = 0; i < old.length; i += 2) {
            if (old[i] != 0) {
                int slot = spread((int) (old[i] >>> 32)) & last;
                while (table[slot * 2] != 0) {
                    slot = (slot + 1) & last;
                }
                table[slot * 2] = old[i];
                table[slot * 2 + 1] = old[i + 1];
            }
        }
    }

    /** Where the characters of the key of a non-empty slot start. */
    private static int start(long entry) {
        return (int) entry - 1;
    }

    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
