package dev.checkpointreport.claims;

import dev.checkpointreport.model.Fractions;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A probability as a claim writes it: an exact fraction such as {@code 11/18}, compared exactly, or a
 * decimal such as {@code 0.611}, compared at the precision written.
 *
 * @param decimal the decimal as written; {@code null} when the claim writes a fraction
 */
public record ClaimedProbability(BigFraction exact, BigDecimal decimal) {

    public static ClaimedProbability fraction(BigFraction exact) {
        return new ClaimedProbability(exact, null);
    }

    public static ClaimedProbability decimal(BigDecimal decimal) {
        return new ClaimedProbability(Fractions.of(decimal), decimal);
    }

    boolean matches(BigFraction computed) {
        return decimal == null ? exact.compareTo(computed) == 0 : Precision.matches(decimal, computed);
    }

    /** The computed probability written as this one is: {@code 11/18}, or {@code 0.611}. */
    String shown(BigFraction computed) {
        return decimal == null ? Fractions.exact(computed) : Precision.shown(decimal, computed);
    }

    /** As written: {@code 11/18}, {@code 0.75}. */
    @Override
    public String toString() {
        return decimal == null ? Fractions.exact(exact) : decimal.toPlainString();
    }
}
