package dev.checkpointreport.timing;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Seconds as an on-call engineer reads them: {@code 0.065 ms}, {@code 250.0 ms}, {@code 42.5 s},
 * {@code 14m 05s}, {@code 2h 03m}, {@code 5d 07h}. A restore of a small state takes microseconds, and "0.0 s" would hide it.
 */
public final class Durations {
    private static final double LONG_HOURS = 0x1p63;
    private static final BigInteger TWENTY_FOUR = BigInteger.valueOf(24);
    /**
     * From a day on, days and hours: each step of the scale begins where its unit fills, as minutes begin at 60 s,
     * so a column reads {@code 1d 01h} beside {@code 2d 03h}, never {@code 41h 29m}, and a month {@code 30d 00h}.
     */
    private static final long MINUTES_A_DAY = 24 * 60;

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
        long minutes = Math.round(seconds / 60);
        if (minutes < MINUTES_A_DAY) {
            return minutes / 60 + "h " + twoDigits(minutes % 60) + "m";
        }
        if (seconds / 3600 >= LONG_HOURS && Double.isFinite(seconds)) {
            // past a long's hours Math.round would stop at its largest value; a double this large is whole
            BigInteger[] days = new BigDecimal(seconds / 3600).toBigIntegerExact().divideAndRemainder(TWENTY_FOUR);
            return days[0] + "d " + twoDigits(days[1].longValue()) + "h";
        }
        long hours = Math.round(seconds / 3600);
        return hours / 24 + "d " + twoDigits(hours % 24) + "h";
    }

    private static String twoDigits(long value) {
        return value < 10 ? "0" + value : Long.toString(value);
    }
}
