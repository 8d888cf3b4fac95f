package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import java.util.List;

/** Checks a scenario's claims, in the order it writes them. */
public final class Claims {

    private Claims() {
    }

    public static List<ClaimResult> check(List<Claim> claims, Evidence evidence) {
        return claims.stream().map(claim -> claim.check(evidence)).toList();
    }

    /** {@code interval 6}, or {@code 'none'}: an interval as the build's messages name it. */
    static String named(Interval interval) {
        return interval.isNone() ? interval.quoted() : "interval " + interval;
    }
}
