package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.PartitionedState;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * {@code busiestWorker: {interval: none, rows: 408}}: with partitioned state, the rows the busiest single
 * worker asks back after the scenario's failure.
 */
public record BusiestWorkerClaim(ClaimPlace place, Interval interval, long rows) implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        long computed = busiestWorker(evidence.analysis().partitioned());
        return new ComputedClaim(place, "rows the busiest worker asks back with " + Claims.named(interval)
                + " after a failure in " + evidence.period(evidence.analysis().scenario().failurePeriod()),
                Long.toString(rows), Long.toString(computed), computed == rows);
    }

    private long busiestWorker(List<PartitionedState> partitioned) {
        for (PartitionedState state : partitioned) {
            if (state.interval().equals(interval)) {
                return state.busiestWorker();
            }
        }
        throw new NoSuchElementException("No value present");
    }
}
