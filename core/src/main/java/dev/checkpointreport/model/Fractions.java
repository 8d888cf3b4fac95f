package dev.checkpointreport.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Comparator;
import org.apache.commons.numbers.fraction.BigFraction;

/** Conversions between the decimals a user writes and the exact fractions the model compares. */
public final class Fractions {

    /** Exact fractions in ascending order: {@link #compare}. */
    public static final Comparator<BigFraction> ORDER = Fractions::compare;

    private Fractions() {
    }

    /**
     * The exact order of two fractions, as {@link Comparator#compare}. Not {@code BigFraction.compareTo}:
     * commons-numbers-fraction 1.2 orders two negative fractions by their magnitude alone (it puts -5 above -30/7,
     * and -1/2 above -1/3), and a crossing of two cost lines can lie below 0.
     */
    public static int compare(BigFraction a, BigFraction b) {
        return a.getDenominator().signum() * b.getDenominator().signum()
                * a.getNumerator().multiply(b.getDenominator()).compareTo(b.getNumerator().multiply(a.getDenominator()));
    }

    public static BigFraction of(BigDecimal decimal) {
        if (decimal.scale() <= 0) {
            return BigFraction.of(decimal.toBigIntegerExact());
        }
        return BigFraction.of(decimal.unscaledValue(), BigInteger.TEN.pow(decimal.scale()));
    }

    /** Rounded half-even to {@code places} decimals, for display. */
    public static BigDecimal rounded(BigFraction value, int places) {
        return new BigDecimal(value.getNumerator())
                .divide(new BigDecimal(value.getDenominator()), places, RoundingMode.HALF_EVEN);
    }

    /** As {@link #rounded}, written without trailing zeros: {@code 0.611}, {@code 0.5}, {@code 1}. */
    public static String decimals(BigFraction value, int places) {
        BigDecimal rounded = rounded(value, places).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }

    /** {@code 11/18}, {@code 1}, {@code -1/2}; BigFraction may keep a sign on both parts, so the sign is written once. */
    public static String exact(BigFraction f) {
        String sign = f.signum() < 0 ? "-" : "";
        BigInteger numerator = f.getNumerator().abs();
        BigInteger denominator = f.getDenominator().abs();
        return sign + (denominator.equals(BigInteger.ONE) ? numerator : numerator + "/" + denominator);
    }
}
