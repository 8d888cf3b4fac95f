package dev.checkpointreport.model;

/**
 * What the model needs of the stream: rows per period, for the whole job and for each worker, and
 * the keys each worker owns. The records themselves are never held.
 */
public final class RowCounts {
    private final RowsByPeriod wholeJob;
    private final RowsByPeriod[] perWorker;
    private final long[] keysPerWorker;

    private RowCounts(long[] wholeJob, long[][] perWorker, long[] keysPerWorker) {
        this.wholeJob = new RowsByPeriod(wholeJob);
        this.perWorker = new RowsByPeriod[perWorker.length];
        for (int w = 0; w < perWorker.length; w++) {
            this.perWorker[w] = new RowsByPeriod(perWorker[w]);
        }
        this.keysPerWorker = keysPerWorker;
    }

    public static Builder builder(int periods, int workers) {
        return new Builder(periods, workers);
    }

    public int periods() {
        return wholeJob.periods();
    }

    public int workers() {
        return perWorker.length;
    }

    /** Rows of the whole job in each period. */
    public RowsByPeriod wholeJob() {
        return wholeJob;
    }

    /** Rows that worker {@code w} owns in each period. */
    public RowsByPeriod worker(int w) {
        return perWorker[w];
    }

    public long keysOf(int worker) {
        return keysPerWorker[worker];
    }

    public long totalRows() {
        return wholeJob.upTo(wholeJob.periods() - 1);
    }

    /** Accumulates counts as the stream passes. */
    public static final class Builder {
        private final long[] wholeJob;
        private final long[][] perWorker;
        private final long[] keysPerWorker;

        private Builder(int periods, int workers) {
            wholeJob = new long[periods];
            perWorker = new long[workers][periods];
            keysPerWorker = new long[workers];
        }

        public Builder addRow(int worker, int period) {
            wholeJob[period]++;
            perWorker[worker][period]++;
            return this;
        }

        public Builder addKey(int worker) {
            keysPerWorker[worker]++;
            return this;
        }

        /** Adds {@code rows} rows at once, as a counts file or a tally gives them. */
        public Builder addRows(int worker, int period, long rows) {
            wholeJob[period] = Math.addExact(wholeJob[period], rows);
            perWorker[worker][period] = Math.addExact(perWorker[worker][period], rows);
            return this;
        }

        public Builder addKeys(int worker, long keys) {
            keysPerWorker[worker] = Math.addExact(keysPerWorker[worker], keys);
            return this;
        }

        public RowCounts build() {
            return new RowCounts(wholeJob, perWorker, keysPerWorker.clone());
        }
    }
}
