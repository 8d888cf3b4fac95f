package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * {@code breakEven: {between: [none, 6], probability: 11/18}}: the failure probability at which two
 * intervals' expected costs are equal, where {@code p × average + certain cost} of one meets the other's.
 */
public record BreakEvenClaim(ClaimPlace place, Interval first, Interval second, ClaimedProbability probability)
        implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        IntervalCost a = evidence.costs(first);
        IntervalCost b = evidence.costs(second);
        String subject = "the failure probability at which " + Claims.named(first) + " and " + Claims.named(second)
                + " cost the same";
        BigFraction slope = a.average().subtract(b.average());
        if (slope.signum() == 0) {
            String computed = a.certainCost() == b.certainCost() ? "every probability: they cost the same at each"
                    : "none: their costs differ by the same amount at every probability";
            return new ComputedClaim(place, subject, probability.toString(), computed, false);
        }
        BigFraction crossing = BigFraction.of(b.certainCost() - a.certainCost()).divide(slope);
        return new ComputedClaim(place, subject, probability.toString(), probability.shown(crossing),
                probability.matches(crossing));
    }
}
