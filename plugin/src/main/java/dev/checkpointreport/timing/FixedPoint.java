package dev.checkpointreport.timing;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A double with a fixed number of decimals, as {@code String.format(Locale.ROOT, "%.3f", value)} spells it: the
 * double's shortest decimal digits, rounded half up. {@code java.util.Formatter} would load the locale's number
 * symbols on its first call, which in a cold build costs more than every duration on a page.
 */
public final class FixedPoint {

    private FixedPoint() {
    }

    public static String of(double value, int decimals) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        String fixed = BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
        return value < 0 || (value == 0 && 1 / value < 0) ? negative(fixed) : fixed;
    }

    /** A value below zero that rounds to zero keeps its sign, as {@code -0.000}. */
    private static String negative(String fixed) {
        return fixed.startsWith("-") ? fixed : "-" + fixed;
    }
}
