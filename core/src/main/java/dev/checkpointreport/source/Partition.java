package dev.checkpointreport.source;

/**
 * How keys are placed on workers. The default is the lesson's partition: {@code trace_id}, the FNV-1a 32-bit
 * hash of the key, modulo the number of workers. {@link #flink} places a {@code String} key where Flink's
 * {@code KeyGroupRangeAssignment} places it: the key group {@code murmur(key.hashCode()) % maxParallelism},
 * then the subtask {@code keyGroup × workers / maxParallelism}; written here from Flink's rule, without Flink.
 */
public final class Partition {
    /** Flink's bounds of a default max parallelism ({@code KeyGroupRangeAssignment}). */
    public static final int FLINK_LOWEST_DEFAULT_MAX_PARALLELISM = 128;
    public static final int FLINK_HIGHEST_MAX_PARALLELISM = 1 << 15;

    private static final long OFFSET_BASIS = 2166136261L;
    private static final long PRIME = 16777619L;

    private final int workers;
    /** 0 for the lesson's FNV-1a rule. */
    private final int maxParallelism;

    private Partition(int workers, int maxParallelism) {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1, found " + workers);
        }
        this.workers = workers;
        this.maxParallelism = maxParallelism;
    }

    /** The lesson's rule: FNV-1a of the key modulo {@code workers}. */
    public static Partition lesson(int workers) {
        return new Partition(workers, 0);
    }

    /** Flink's rule for {@code workers} subtasks over {@code maxParallelism} key groups, at least {@code workers}. */
    public static Partition flink(int workers, int maxParallelism) {
        if (maxParallelism < workers || maxParallelism > FLINK_HIGHEST_MAX_PARALLELISM) {
            throw new IllegalArgumentException("maxParallelism must be from " + workers + " to "
                    + FLINK_HIGHEST_MAX_PARALLELISM + ", found " + maxParallelism);
        }
        return new Partition(workers, maxParallelism);
    }

    /**
     * Flink's default max parallelism for an operator of {@code parallelism} subtasks: {@code parallelism × 1.5}
     * rounded up to a power of two, at least 128 and at most 32768.
     */
    public static int flinkDefaultMaxParallelism(int parallelism) {
        int wanted = parallelism + parallelism / 2;
        int power = wanted <= 1 ? 1 : Integer.highestOneBit(wanted - 1) << 1;
        return Math.min(Math.max(power, FLINK_LOWEST_DEFAULT_MAX_PARALLELISM), FLINK_HIGHEST_MAX_PARALLELISM);
    }

    public int workers() {
        return workers;
    }

    /** Whether keys are placed by Flink's key groups rather than the lesson's hash. */
    public boolean byKeyGroup() {
        return maxParallelism > 0;
    }

    /** The key groups of Flink's rule; 0 under the lesson's. */
    public int maxParallelism() {
        return maxParallelism;
    }

    /** The worker that holds {@code key}'s state. */
    public int workerOf(String key) {
        if (maxParallelism == 0) {
            return workerOf(key, workers);
        }
        return (int) ((long) keyGroupOf(key, maxParallelism) * workers / maxParallelism);
    }

    /** Flink's key group of a {@code String} key: the murmur hash of its {@code hashCode()}, modulo the groups. */
    public static int keyGroupOf(String key, int maxParallelism) {
        return murmur(key.hashCode()) % maxParallelism;
    }

    /**
     * FNV-1a over the key's characters, as the lesson's {@code trace_id} takes them: Python's {@code ord(c)}
     * of each code point, so a character outside the Basic Multilingual Plane, such as an emoji, is one
     * value, not the two halves of its UTF-16 surrogate pair.
     */
    public static long traceId(CharSequence key) {
        long h = OFFSET_BASIS;
        for (int i = 0; i < key.length(); ) {
            int c = Character.codePointAt(key, i);
            h = ((h ^ c) * PRIME) & 0xFFFFFFFFL;
            i += Character.charCount(c);
        }
        return h;
    }

    /** The lesson's worker of {@code key}: {@link #traceId} modulo {@code workers}. */
    public static int workerOf(CharSequence key, int workers) {
        return (int) (traceId(key) % workers);
    }

    /** MurmurHash3's 32-bit finalisation of one 4-byte block, made non-negative, as Flink's key groups take it. */
    private static int murmur(int code) {
        int h = code * 0xcc9e2d51;
        h = Integer.rotateLeft(h, 15) * 0x1b873593;
        h = Integer.rotateLeft(h, 13) * 5 + 0xe6546b64;
        h ^= 4;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h >= 0 ? h : h == Integer.MIN_VALUE ? 0 : -h;
    }
}
