package dev.checkpointreport.source;

/**
 * The lesson's partition of state across workers: {@code trace_id}, the FNV-1a 32-bit hash of the
 * key, modulo the number of workers.
 */
public final class Partition {
    private static final long OFFSET_BASIS = 2166136261L;
    private static final long PRIME = 16777619L;

    private Partition() {
    }

    /**
     * FNV-1a over the key's characters, as the lesson's {@code trace_id} takes them: Python's {@code ord(c)}
     * of each code point, so a character outside the Basic Multilingual Plane, such as an emoji, is one
     * value, not the two halves of its UTF-16 surrogate pair.
     */
    public static long traceId(String key) {
        long h = OFFSET_BASIS;
        for (int i = 0; i < key.length(); ) {
            int c = key.codePointAt(i);
            h = ((h ^ c) * PRIME) & 0xFFFFFFFFL;
            i += Character.charCount(c);
        }
        return h;
    }

    public static int workerOf(String key, int workers) {
        return (int) (traceId(key) % workers);
    }
}
