package dev.checkpointreport.timing;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Bytes as a reader checks them against a disk or a metric: the exact count, {@code 812 B}, and from a thousand on
 * its three significant digits in decimal units beside it, {@code 58728934 B (58.7 MB)}.
 */
public final class Sizes {
    private static final String[] UNITS = {"kB", "MB", "GB", "TB"};

    private Sizes() {
    }

    public static String format(long bytes) {
        String exact = bytes + " B";
        double scaled = bytes;
        int unit = -1;
        while (scaled >= 1000 && unit < UNITS.length - 1) {
            scaled /= 1000;
            unit++;
        }
        if (unit < 0) {
            return exact;
        }
        BigDecimal rounded = new BigDecimal(scaled).round(new MathContext(3)).stripTrailingZeros();
        if (rounded.compareTo(BigDecimal.valueOf(1000)) >= 0 && unit < UNITS.length - 1) {
            // 999999 B rounds to 1000 kB: a reader expects the next unit's 1 MB
            unit++;
            rounded = new BigDecimal(scaled / 1000).round(new MathContext(3)).stripTrailingZeros();
        }
        String digits = rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
        return exact + " (" + digits + " " + UNITS[unit] + ")";
    }
}
