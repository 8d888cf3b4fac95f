package dev.checkpointreport.model;

import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The failure probabilities at which an interval is the best, a part of [0, 1]. An end is open where
 * the interval ties with one listed before it, since a tie goes to the first in the configured order.
 */
public record BestRange(BigFraction from, boolean fromInclusive, BigFraction to, boolean toInclusive) {

    public boolean contains(BigFraction p) {
        int lo = p.compareTo(from);
        int hi = p.compareTo(to);
        return (lo > 0 || lo == 0 && fromInclusive) && (hi < 0 || hi == 0 && toInclusive);
    }

    /** {@code [0.611, 0.917]}: three decimals, as a reader quotes it. */
    @Override
    public String toString() {
        return "[" + format(from) + ", " + format(to) + "]";
    }

    static String format(BigFraction p) {
        return Exact.decimals(p, 3);
    }
}
