package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;

/**
 * {@code best: {probability: 0.75, interval: 6}}: the interval of least expected cost at a failure
 * probability, compared exactly; a tie goes to the interval listed first, as in the lesson's table.
 */
public record BestClaim(ClaimPlace place, ClaimedProbability probability, Interval interval) implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        Interval best = evidence.analysis().costs().firstAt(probability.exact())
                .interval();
        return new ComputedClaim(place, "the best interval at failure probability " + probability, interval.quoted(),
                best.quoted(), best.equals(interval));
    }
}
