package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RecoveryMatrix;

/**
 * {@code recomputed: {interval: 6, failure: 2026-09, rows: 400}}: the rows an interval recomputes after a
 * failure at a period, a cell of the recovery matrix.
 *
 * @param failurePeriod the 0-based index of the failure period, not the first
 */
public record RecomputedClaim(ClaimPlace place, Interval interval, int failurePeriod, long rows) implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        RecoveryMatrix matrix = evidence.analysis().matrix();
        long computed = matrix.cell(failurePeriod - 1, matrix.intervals().indexOf(interval));
        return new ComputedClaim(place, "rows recomputed with " + Claims.named(interval) + " after a failure in "
                + evidence.period(failurePeriod), Long.toString(rows), Long.toString(computed), computed == rows);
    }
}
