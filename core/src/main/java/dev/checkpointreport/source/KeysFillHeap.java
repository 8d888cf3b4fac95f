package dev.checkpointreport.source;

import java.util.Locale;

/**
 * The distinct keys of a file (and the ids of its dedupe set) need more heap than the count may take: half
 * the JVM's maximum heap, the rest being Maven's and the parsers'. Thrown before the table grows past its budget (or for an
 * {@code OutOfMemoryError} while counting), it says how many keys were reached and the heap that holds twice
 * as many.
 */
final class KeysFillHeap extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final long MIB = 1L << 20;
    /** The heap is raised in steps of 64 MiB. */
    private static final long STEP = 64 * MIB;

    private final long keys;
    private final long peakBytes;

    /**
     * @param keys the distinct keys held
     * @param peakBytes the peak bytes of a table of twice as many keys
     */
    KeysFillHeap(long keys, long peakBytes) {
        super(null, null, false, false);
        this.keys = keys;
        this.peakBytes = peakBytes;
    }

    /** The bytes the key table may take of a heap of at most {@code maxHeap} bytes. */
    static long budget(long maxHeap) {
        return maxHeap == Long.MAX_VALUE ? Long.MAX_VALUE : maxHeap / 2;
    }

    /**
     * The refusal of {@code shown} at {@code line}, with a heap of at most {@code maxHeap} bytes.
     *
     * @param ids the ids of the dedupe set, or -1 without one
     * @param idBytes the bytes the ids take
     */
    SourceException refusal(String shown, long line, long maxHeap, long ids, long idBytes) {
        long needed = Math.max(-Math.floorDiv(-2 * (peakBytes + 2 * idBytes), STEP), 1) * STEP / MIB;
        return new SourceException(shown, new LineProblem(line, null, String.format(Locale.ROOT,
                "%,d distinct key%s%s fill the %,d MiB heap; about %,d MiB are needed to count twice as many: "
                + "raise MAVEN_OPTS=-Xmx%dm, or more if the file holds more %s", keys, keys == 1 ? "" : "s",
                ids < 0 ? "" : String.format(Locale.ROOT, " and %,d ids", ids), Math.round((double) maxHeap / MIB),
                needed, needed, ids < 0 ? "keys" : "keys or ids")));
    }
}
