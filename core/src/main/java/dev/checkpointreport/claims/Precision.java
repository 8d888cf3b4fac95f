package dev.checkpointreport.claims;

import dev.checkpointreport.model.Fractions;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A decimal claim is compared at the precision it is written: {@code 927.3} claims the value rounded to one
 * decimal, {@code 0} to a whole number. Rounding is half-even on the exact value, as the report rounds.
 */
final class Precision {

    private Precision() {
    }

    /** The computed value written as the claim is: rounded to the claim's decimals. */
    static String shown(BigDecimal claimed, BigFraction computed) {
        return Fractions.rounded(computed, Math.max(claimed.scale(), 0)).toPlainString();
    }

    static boolean matches(BigDecimal claimed, BigFraction computed) {
        return Fractions.rounded(computed, Math.max(claimed.scale(), 0)).compareTo(claimed) == 0;
    }
}
