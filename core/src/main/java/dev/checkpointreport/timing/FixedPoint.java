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
        BigDecimal fixed = BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
        // BigDecimal has no negative zero; the formatter keeps the sign of a value that rounds to zero: -0.000
        return (fixed.signum() == 0 && Math.copySign(1.0, value) < 0 ? "-" : "") + fixed.toPlainString();
    }
}
