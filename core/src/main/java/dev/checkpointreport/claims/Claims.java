package dev.checkpointreport.claims;

import dev.checkpointreport.model.Interval;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Checks a scenario's claims, in the order it writes them. */
public final class Claims {

    private Claims() {
    }

    public static List<ComputedClaim> check(List<Claim> claims, Evidence evidence) {
        List<ComputedClaim> results = new ArrayList<>();
        for (Claim claim : claims) {
            results.add(claim.check(evidence));
        }
        return Collections.unmodifiableList(results);
    }

    /** {@code interval 6}, or {@code 'none'}: an interval as the build's messages name it. */
    static String named(Interval interval) {
        return interval.isNone() ? interval.quoted() : "interval " + interval;
    }
}
