package dev.checkpointreport.flink;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A block of first sightings: for each of {@link #count} keys, its earliest event on one worker, as one split, one
 * reader or one subtask of the last stage saw it. It crosses the network once per reader and block, to the subtask
 * that owns its keys ({@link #target}), as one POJO of arrays that Flink's own serializers write (a byte array, two
 * int arrays, a long array, a string array), instead of one record per key.
 */
public class Sightings {
    /** The subtask of the last stage these keys belong to: the same for every block of a key. */
    public int target;
    public int count;
    /** Each key as {@link KeyTable} holds it: its length (4 bytes), the worker its partition names or -1, its UTF-8. */
    public byte[] keys = new byte[0];
    public int used;
    /** Per key, the worker it is counted on and its first period: {@code worker << 24 | period}. */
    public int[] cells = new int[0];
    /** Per key, what orders its sightings: the period's index, or with a label where the line starts in the file. */
    public long[] orders = new long[0];
    /** The labels as written that the periods index, or {@code null} with times or declared periods. */
    public String[] labels;

    public Sightings() {
    }

    Sightings(int target, int keys, int bytes, String[] labels) {
        this.target = target;
        this.keys = new byte[bytes];
        this.cells = new int[keys];
        this.orders = new long[keys];
        this.labels = labels;
    }

    /** Adds the key held in {@code text} at {@code start} (its head and bytes, {@link KeyTable}'s layout). */
    void add(byte[] text, int start, int cell, long order) {
        int length = KeyTable.HEAD + KeyTable.length(text, start);
        if (used + length > keys.length) {
            keys = Arrays.copyOf(keys, Math.max(2 * keys.length, used + length));
        }
        if (count == cells.length) {
            cells = Arrays.copyOf(cells, Math.max(16, 2 * count));
            orders = Arrays.copyOf(orders, cells.length);
        }
        System.arraycopy(text, start, keys, used, length);
        cells[count] = cell;
        orders[count] = order;
        used += length;
        count++;
    }

    /**
     * This block's keys, which are each other's distinct, in blocks for {@code targets} subtasks of at most
     * {@code most} keys each, every key in the block of its hash's {@link #target}.
     */
    List<Sightings> byTarget(int targets, int most) {
        List<Sightings> full = new ArrayList<>();
        Sightings[] open = new Sightings[targets];
        int perTarget = Math.min(most, count / targets + 16);
        for (int i = 0, at = 0; i < count; i++) {
            int length = KeyTable.length(keys, at);
            int target = target(KeyTable.hash(keys, at + KeyTable.HEAD, length), targets);
            Sightings block = open[target];
            if (block == null) {
                block = open[target] = new Sightings(target, perTarget, perTarget * 16, labels);
            }
            block.add(keys, at, cells[i], orders[i]);
            if (block.count == most) {
                full.add(block);
                open[target] = null;
            }
            at += KeyTable.HEAD + length;
        }
        for (Sightings block : open) {
            if (block != null) {
                full.add(block);
            }
        }
        return full;
    }

    /** The block of {@code target} the last stage's subtasks get for a key of {@code hash}, of {@code targets}. */
    static int target(int hash, int targets) {
        return Math.floorMod(hash * 0x9E3779B9 >>> 7, targets);
    }

    static int worker(int cell) {
        return cell >>> 24;
    }

    static int period(int cell) {
        return cell & 0xFFFFFF;
    }
}
