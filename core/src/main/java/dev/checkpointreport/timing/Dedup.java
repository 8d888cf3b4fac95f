package dev.checkpointreport.timing;

/**
 * The deduplication set a job holds, if any: row ids kept for a number of periods, or kept forever.
 *
 * @param ttlPeriods periods an id is held; {@code null} when it never expires
 */
public record Dedup(boolean held, Integer ttlPeriods) {
    public static final Dedup NONE_HELD = new Dedup(false, null);
    public static final Dedup NEVER_EXPIRES = new Dedup(true, null);

    public static Dedup forPeriods(int ttl) {
        return new Dedup(true, ttl);
    }

    /** A set that keeps every id grows with every row: the state has no bound. */
    public boolean unbounded() {
        return held && ttlPeriods == null;
    }
}
