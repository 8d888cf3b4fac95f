package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.PartitionedState;

/**
 * {@code busiestWorker: {interval: none, rows: 408}}: with partitioned state, the rows the busiest single
 * worker asks back after the scenario's failure.
 */
public record BusiestWorkerClaim(ClaimPlace place, Interval interval, long rows) implements Claim {

    @Override
    public ClaimResult check(Evidence evidence) {
        long computed = evidence.analysis().partitioned().stream().filter(p -> p.interval().equals(interval))
                .findFirst().map(PartitionedState::busiestWorker).orElseThrow();
        return new ClaimResult(place, "rows the busiest worker asks back with " + Claims.named(interval)
                + " after a failure in " + evidence.period(evidence.analysis().scenario().failurePeriod()),
                Long.toString(rows), Long.toString(computed), computed == rows);
    }
}
