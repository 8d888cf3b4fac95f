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

    /** FNV-1a over the key's characters, as the lesson's {@code trace_id}. */
    public static long traceId(String key) {
        long h = OFFSET_BASIS;
        for (int i = 0; i < key.length(); i++) {
            h = ((h ^ key.charAt(i)) * PRIME) & 0xFFFFFFFFL;
        }
        return h;
    }

    public static int workerOf(String key, int workers) {
        return (int) (traceId(key) % workers);
    }
}
