package dev.checkpointreport.source;

import java.util.Arrays;

/**
 * The distinct keys of a stream, each with the workers it has been seen on as a bit mask (at most 64
 * workers), without boxing. The keys and their masks sit in dense arrays in the order they first came;
 * an open-addressing index of {@code long}s holds each key's hash beside its place, so a look-up reads
 * one index entry and compares a key only when the hashes match, and growing never rereads a key.
 */
final class KeyWorkers {
    private static final int FIRST_CAPACITY = 1 << 12;

    private long[] index = new long[FIRST_CAPACITY * 2];
    private String[] keys = new String[FIRST_CAPACITY];
    private long[] masks = new long[FIRST_CAPACITY];
    private int size;

    /** The index slot of {@code key}: where it is, or the empty slot where it would go. */
    int slotOf(String key) {
        int hash = key.hashCode();
        int last = index.length - 1;
        int slot = spread(hash) & last;
        long entry;
        while ((entry = index[slot]) != 0 && ((int) (entry >>> 32) != hash || !keys[place(entry)].equals(key))) {
            slot = (slot + 1) & last;
        }
        return slot;
    }

    /** The workers the key at {@code slot} (from {@link #slotOf}) has been seen on, 0 for none. */
    long workersAt(int slot) {
        long entry = index[slot];
        return entry == 0 ? 0 : masks[place(entry)];
    }

    /** Records {@code key} at {@code slot} (from {@link #slotOf}, with no other change since) seen on {@code workers}. */
    void put(int slot, String key, long workers) {
        long entry = index[slot];
        if (entry != 0) {
            masks[place(entry)] = workers;
            return;
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            masks = Arrays.copyOf(masks, size * 2);
        }
        keys[size] = key;
        masks[size] = workers;
        size++;
        index[slot] = ((long) key.hashCode() << 32) | size;
        if (size * 2 > index.length) {
            grow();
        }
    }

    int size() {
        return size;
    }

    private void grow() {
        long[] old = index;
        index = new long[old.length * 2];
        int last = index.length - 1;
        for (long entry : old) {
            if (entry != 0) {
                int slot = spread((int) (entry >>> 32)) & last;
                while (index[slot] != 0) {
                    slot = (slot + 1) & last;
                }
                index[slot] = entry;
            }
        }
    }

    /** The place in the dense arrays of a non-empty index entry. */
    private static int place(long entry) {
        return (int) entry - 1;
    }

    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
