package dev.checkpointreport.model;

/**
 * Rows per period with their running totals, so that the rows a failure recomputes are one
 * subtraction: {@code recomputed(k, f) = upTo(f) - upTo(last)}.
 */
public final class RowsByPeriod {
    private final long[] upTo;

    RowsByPeriod(long[] rowsPerPeriod) {
        upTo = new long[rowsPerPeriod.length];
        long running = 0;
        for (int p = 0; p < rowsPerPeriod.length; p++) {
            running += rowsPerPeriod[p];
            upTo[p] = running;
        }
    }

    public int periods() {
        return upTo.length;
    }

    /** Rows in periods {@code 0..period}, inclusive; none before period 0. */
    public long upTo(int period) {
        return upTo[period];
    }

    /**
     * The lesson's {@code recovery(...)["recomputed"]}: without a checkpoint every row up to the
     * failure; otherwise the rows after the last checkpoint, {@code (f // k) * k}, up to the failure.
     */
    public long recomputed(Interval interval, int failure) {
        if (interval.isNone()) {
            return upTo[failure];
        }
        return upTo[failure] - upTo[interval.lastCheckpointBefore(failure)];
    }
}
