package dev.checkpointreport.source;

/**
 * The lesson's seeded generator, {@code rng(t)}: a 32-bit mix of the seed followed by a linear
 * congruential sequence. Every value matches the lesson's Python to the last bit, because the
 * fictional stream must be the lesson's stream.
 */
final class LessonRandom {
    private static final long M32 = 0xFFFFFFFFL;
    private static final double TWO_TO_32 = 4294967296.0;

    private long state;

    LessonRandom(long t) {
        long x = ((t ^ (t >>> 16)) * 2246822507L) & M32;
        x = ((x ^ (x >>> 13)) * 3266489909L) & M32;
        state = (x ^ (x >>> 16)) & M32;
    }

    /** The next value in [0, 1), as the lesson's {@code next_value()}. */
    double next() {
        state = (state * 1664525L + 1013904223L) & M32;
        return state / TWO_TO_32;
    }

    /** {@code int(r() * bound)} in the lesson. */
    int nextBelow(int bound) {
        return (int) (next() * bound);
    }
}
