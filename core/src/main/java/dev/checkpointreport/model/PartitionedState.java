package dev.checkpointreport.model;

/**
 * One row of the lesson's last table, at the declared failure period: what the whole job recomputes
 * from scratch, what the busiest single worker asks back when state is partitioned, and the
 * exactly-once state, which is exactly the recomputed rows.
 */
public record PartitionedState(Interval interval, long wholeJob, long busiestWorker, int busiestWorkerIndex) {

    public long exactlyOnceState() {
        return wholeJob;
    }

    static PartitionedState of(RowCounts counts, Interval interval, int failure) {
        long busiest = -1;
        int busiestIndex = 0;
        for (int w = 0; w < counts.workers(); w++) {
            long recomputed = counts.worker(w).recomputed(interval, failure);
            if (recomputed > busiest) {
                busiest = recomputed;
                busiestIndex = w;
            }
        }
        return new PartitionedState(interval, counts.wholeJob().recomputed(interval, failure), busiest, busiestIndex);
    }
}
