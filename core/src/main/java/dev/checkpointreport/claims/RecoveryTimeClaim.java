package dev.checkpointreport.claims;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.RecoveryTime;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * {@code recoveryTime: {interval: 6, atMost: 15m}}: after a failure at any period, the interval's slowest
 * worker recovers within the time claimed; compared in exact fractions.
 *
 * @param atMost seconds
 */
public record RecoveryTimeClaim(ClaimPlace place, Interval interval, BigDecimal atMost) implements Claim {

    @Override
    public ComputedClaim check(Evidence evidence) {
        RecoveryTime<BigFraction> longest = evidence.longestRecovery(interval);
        String subject = "the worst recovery time of " + Claims.named(interval);
        String claimed = "at most " + Durations.format(atMost.doubleValue());
        if (!longest.catchesUp()) {
            return new ComputedClaim(place, subject, claimed, "never: the job never catches up after a failure", false);
        }
        BigFraction total = longest.total();
        boolean holds = Fractions.compare(total, Fractions.of(atMost)) <= 0;
        String computed = Durations.format(total.doubleValue());
        if (!holds && computed.equals(Durations.format(atMost.doubleValue()))) {
            computed = Fractions.decimals(total, 6) + " s";
        }
        return new ComputedClaim(place, subject, claimed, computed, holds);
    }
}
