package dev.checkpointreport.timing;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Seconds as an on-call engineer reads them: {@code 0.065 ms}, {@code 250.0 ms}, {@code 42.5 s},
 * {@code 14m 05s}, {@code 2h 03m}. A restore of a small state takes microseconds, and "0.0 s" would hide it.
 */
public final class Durations {
    private static final double LONG_MINUTES = 0x1p63;
    private static final BigInteger SIXTY = BigInteger.valueOf(60);

    private Durations() {
    }

    public static String format(double seconds) {
        if (seconds == 0) {
            return "0 s";
        }
        if (seconds < 0.001) {
            return FixedPoint.of(seconds * 1000, 3) + " ms";
        }
        if (seconds < 1) {
            return FixedPoint.of(seconds * 1000, 1) + " ms";
        }
        if (seconds < 60) {
            return FixedPoint.of(seconds, 1) + " s";
        }
        long whole = Math.round(seconds);
        if (whole < 3600) {
            return whole / 60 + "m " + twoDigits(whole % 60) + "s";
        }
        if (seconds / 60 >= LONG_MINUTES && Double.isFinite(seconds)) {
            // past a long's minutes Math.round would stop at its largest value; a double this large is whole
            BigInteger[] hours = new BigDecimal(seconds / 60).toBigIntegerExact().divideAndRemainder(SIXTY);
            return hours[0] + "h " + twoDigits(hours[1].longValue()) + "m";
        }
        long minutes = Math.round(seconds / 60);
        return minutes / 60 + "h " + twoDigits(minutes % 60) + "m";
    }

    private static String twoDigits(long value) {
        return value < 10 ? "0" + value : Long.toString(value);
    }
}
