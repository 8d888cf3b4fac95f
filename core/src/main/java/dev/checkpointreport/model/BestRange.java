package dev.checkpointreport.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The failure probabilities at which an interval is the best, a part of [0, 1]. An end is open where
 * the interval ties with one listed before it, since a tie goes to the first in the configured order.
 */
public record BestRange(BigFraction from, boolean fromInclusive, BigFraction to, boolean toInclusive) {
    private static final int SIGNIFICANT_DIGITS = 3;

    public boolean contains(BigFraction p) {
        int lo = Fractions.compare(p, from);
        int hi = Fractions.compare(p, to);
        return (lo > 0 || lo == 0 && fromInclusive) && (hi < 0 || hi == 0 && toInclusive);
    }

    /**
     * {@code (0.611, 0.917]}, as a reader quotes it: a round bracket at an open end, and three significant
     * digits, or as many more as it takes to tell two different ends apart: {@code (0.0000852, 0.000383]}.
     */
    @Override
    public String toString() {
        int digits = SIGNIFICANT_DIGITS;
        while (Fractions.compare(from, to) != 0 && significant(from, digits).equals(significant(to, digits))) {
            digits++;
        }
        return (fromInclusive ? "[" : "(") + significant(from, digits) + ", " + significant(to, digits)
                + (toInclusive ? "]" : ")");
    }

    private static String significant(BigFraction p, int digits) {
        return new BigDecimal(p.getNumerator())
                .divide(new BigDecimal(p.getDenominator()), new MathContext(digits, RoundingMode.HALF_EVEN))
                .stripTrailingZeros().toPlainString();
    }
}
