package dev.checkpointreport.flink;

import java.util.Arrays;

/**
 * The keys one split has seen, each with its worker and its first period, looked up by the key's UTF-8 bytes
 * where the reader holds them, so that a key seen before costs no string and no boxing. The keys' bytes sit one
 * after another in one array, each after its length and the worker it was counted on (that worker is part of the
 * key when a partition column, not the key's hash, picks it). An open-addressing table holds per slot the key's
 * hash and where its bytes start, beside its entry: the key's first period slot, its worker and its number, so a
 * look-up of a known key reads one slot and the key's bytes. It holds no string: a key leaves as the bytes it
 * came in ({@link Sightings}), and a table of the blocks that reach it keeps each key's earliest.
 */
final class KeyTable {
    private static final int FIRST_SLOTS = 1 << 12;
    /** The bytes before a key's own: its length (4), the worker its partition names or -1 (1). */
    static final int HEAD = 5;

    /** Two longs per slot: the hash (high half) and 1 + where the key starts (low half), 0 when empty; the entry. */
    private long[] table = new long[FIRST_SLOTS * 2];
    private byte[] text = new byte[FIRST_SLOTS * 16];
    private long[] orders = new long[FIRST_SLOTS];
    private int used;
    private int size;

    /** The hash of the key {@code bytes[offset, offset + length)}. */
    static int hash(byte[] bytes, int offset, int length) {
        int h = 0;
        for (int i = offset; i < offset + length; i++) {
            h = 31 * h + bytes[i];
        }
        return h;
    }

    /** The slot of the key on {@code worker} (-1 when its hash picks the worker): where it is, or where it would go. */
    int slotOf(byte[] bytes, int offset, int length, int hash, int worker) {
        int last = table.length / 2 - 1;
        int slot = spread(hash) & last;
        long entry;
        while ((entry = table[slot * 2]) != 0
                && ((int) (entry >>> 32) != hash || !holds((int) entry - 1, bytes, offset, length, worker))) {
            slot = (slot + 1) & last;
        }
        return slot;
    }

    /** Reads where a key of {@code hash} would be found (its slot and its first byte), without looking it up. */
    long touch(int hash) {
        long held = table[(spread(hash) & (table.length / 2 - 1)) * 2];
        return held == 0 ? 0 : text[(int) held - 1];
    }

    boolean holds(int slot) {
        return table[slot * 2] != 0;
    }

    /**
     * The entry at a held slot: the first period slot (low 24 bits), the worker (next 8), the key's number (high
     * half); its low half is the key's {@link Sightings#cells cell}.
     */
    long entry(int slot) {
        return table[slot * 2 + 1];
    }

    void moveFirst(int slot, int period, long order) {
        long entry = table[slot * 2 + 1];
        table[slot * 2 + 1] = (entry & ~0xFFFFFFL) | period;
        orders[(int) (entry >>> 32)] = order;
    }

    /** Adds the key at the empty {@code slot} (from {@link #slotOf}, with no other change since). */
    void add(int slot, byte[] bytes, int offset, int length, int hash, int worker, int counted, int period,
             long order) {
        if (used + HEAD + length > text.length) {
            text = Arrays.copyOf(text, Math.max(2 * text.length, used + HEAD + length));
        }
        text[used] = (byte) (length >>> 24);
        text[used + 1] = (byte) (length >>> 16);
        text[used + 2] = (byte) (length >>> 8);
        text[used + 3] = (byte) length;
        text[used + 4] = (byte) worker;
        System.arraycopy(bytes, offset, text, used + HEAD, length);
        if (size == orders.length) {
            orders = Arrays.copyOf(orders, 2 * size);
        }
        orders[size] = order;
        table[slot * 2] = ((long) hash << 32) | (used + 1L);
        table[slot * 2 + 1] = ((long) size << 32) | ((long) counted << 24) | period;
        used += HEAD + length;
        size++;
        if (size * 4 > table.length) {
            grow();
        }
    }

    int size() {
        return size;
    }

    long order(long entry) {
        return orders[(int) (entry >>> 32)];
    }

    /** Every held entry, in no order. */
    long[] entries() {
        long[] all = new long[size];
        int n = 0;
        for (int i = 0; i < table.length; i += 2) {
            if (table[i] != 0) {
                all[n++] = table[i + 1];
            }
        }
        return all;
    }

    /** Every key as one block, with the table's {@code labels} (or {@code null}), in no order. */
    Sightings all(String[] labels) {
        Sightings block = new Sightings(0, size, used, labels);
        for (int i = 0; i < table.length; i += 2) {
            if (table[i] != 0) {
                long entry = table[i + 1];
                block.add(text, (int) table[i] - 1, (int) entry, order(entry));
            }
        }
        return block;
    }

    /**
     * Adds the keys of {@code block}, each kept with its earliest sighting; {@code periods} turns the block's period
     * into this table's, or is {@code null} when they are the same.
     */
    void merge(Sightings block, int[] periods) {
        reserve(block.count, block.used);
        byte[] bytes = block.keys;
        for (int i = 0, at = 0; i < block.count; i++) {
            int length = length(bytes, at);
            int worker = bytes[at + 4];
            int from = at + HEAD;
            int hash = hash(bytes, from, length);
            int slot = slotOf(bytes, from, length, hash, worker);
            int cell = block.cells[i];
            int period = periods == null ? Sightings.period(cell) : periods[Sightings.period(cell)];
            long order = block.orders[i];
            if (!holds(slot)) {
                add(slot, bytes, from, length, hash, worker, Sightings.worker(cell), period, order);
            } else if (order < order(entry(slot))) {
                moveFirst(slot, period, order);
            }
            at = from + length;
        }
    }

    /** Room for {@code keys} more keys of {@code bytes} in all (heads included), made at once. */
    private void reserve(int keys, int bytes) {
        long slots = table.length / 2;
        long wanted = 2L * (size + keys);
        while (slots < wanted) {
            slots *= 2;
        }
        if (slots > table.length / 2) {
            grow((int) (slots * 2));
        }
        if (used + bytes > text.length) {
            text = Arrays.copyOf(text, used + bytes);
        }
        if (size + keys > orders.length) {
            orders = Arrays.copyOf(orders, size + keys);
        }
    }

    /** The length of the key whose head starts at {@code start} in {@code text}. */
    static int length(byte[] text, int start) {
        return (text[start] & 0xFF) << 24 | (text[start + 1] & 0xFF) << 16 | (text[start + 2] & 0xFF) << 8
                | text[start + 3] & 0xFF;
    }

    static int worker(long entry) {
        return (int) (entry >>> 24) & 0xFF;
    }

    static int period(long entry) {
        return (int) entry & 0xFFFFFF;
    }

    private boolean holds(int start, byte[] bytes, int offset, int length, int worker) {
        return length(text, start) == length && text[start + 4] == (byte) worker
                && same(text, start + HEAD, bytes, offset, length);
    }

    /**
     * Whether {@code a[from, from + length)} and {@code b[offset, offset + length)} hold the same bytes: eight at a
     * time, the last eight overlapping, since for a key of a few words this beats {@link Arrays#equals}' call.
     */
    private static boolean same(byte[] a, int from, byte[] b, int offset, int length) {
        if (length < ByteWords.BYTES) {
            for (int i = 0; i < length; i++) {
                if (a[from + i] != b[offset + i]) {
                    return false;
                }
            }
            return true;
        }
        int last = length - ByteWords.BYTES;
        for (int i = 0; i < last; i += ByteWords.BYTES) {
            if (ByteWords.word(a, from + i) != ByteWords.word(b, offset + i)) {
                return false;
            }
        }
        return ByteWords.word(a, from + last) == ByteWords.word(b, offset + last);
    }

    /** Twice the slots, each held key moved to its first free slot from where its hash points. */
    private void grow() {
        grow(table.length * 2);
    }

    /** The table at {@code length} longs, each held key moved to its first free slot from where its hash points. */
    private void grow(int length) {
        long[] old = table;
        table = new long[length];
        for (int i = 0; i < old.length; i += 2) {
            if (old[i] != 0) {
                int slot = free((int) (old[i] >>> 32));
                table[slot * 2] = old[i];
                table[slot * 2 + 1] = old[i + 1];
            }
        }
    }

    private int free(int hash) {
        int last = table.length / 2 - 1;
        int slot = spread(hash) & last;
        while (table[slot * 2] != 0) {
            slot = (slot + 1) & last;
        }
        return slot;
    }

    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
