package dev.checkpointreport.timing;

import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.model.RowsByPeriod;

/**
 * State entries and bytes per worker and period: one entry per key per open window
 * ({@code keys × windowOverlap × retention}) plus, with a dedup set, the ids of the worker's rows in the
 * last {@code dedupTtl} periods up to and including the period (every row so far when ids never expire).
 * The configuration bounds the whole job's state bytes by 2^53 − 1, so these counts never overflow; the
 * arithmetic is checked all the same, and would fail loudly rather than wrap.
 */
public final class StateSize {
    private final RowCounts counts;
    private final StateSpec spec;

    public StateSize(RowCounts counts, StateSpec spec) {
        this.counts = counts;
        this.spec = spec;
    }

    public long entries(int worker, int period) {
        long entries = Math.multiplyExact(Math.multiplyExact(counts.keysOf(worker), spec.windowOverlap()), spec.retention());
        Dedup dedup = spec.dedup();
        if (!dedup.held()) {
            return entries;
        }
        RowsByPeriod rows = counts.worker(worker);
        long ids = rows.upTo(period);
        if (!dedup.unbounded() && period - dedup.ttlPeriods() >= 0) {
            ids -= rows.upTo(period - dedup.ttlPeriods());
        }
        return Math.addExact(entries, ids);
    }

    public long bytes(int worker, int period) {
        return Math.multiplyExact(entries(worker, period), spec.entryBytes());
    }

    public long entryBytes() {
        return spec.entryBytes();
    }

    public int workers() {
        return counts.workers();
    }
}
