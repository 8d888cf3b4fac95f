package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * {@code average: {interval: 4, rows: 327.3}}, the rows an interval recomputes on average over the failure
 * periods, or {@code averageTotal: {interval: 4, rows: 927.3}}, that average plus the certain cost; both
 * compared at the precision written.
 *
 * @param total the average total, not the average alone
 */
public record AverageClaim(ClaimPlace place, Interval interval, BigDecimal rows, boolean total) implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        IntervalCost cost = evidence.costs(interval);
        BigFraction computed = total ? cost.averageTotal() : cost.average();
        String subject = total ? "the average total of " + Claims.named(interval) + " (average rows recomputed plus "
                + "certain cost)" : "the average rows recomputed with " + Claims.named(interval);
        return new ComputedClaim(place, subject, rows.toPlainString(), Precision.shown(rows, computed),
                Precision.matches(rows, computed));
    }
}
