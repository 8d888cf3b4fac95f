package dev.checkpointreport.timing;

import java.util.Locale;

/**
 * Seconds as an on-call engineer reads them: {@code 0.065 ms}, {@code 250.0 ms}, {@code 42.5 s},
 * {@code 14m 05s}, {@code 2h 03m}. A restore of a small state takes microseconds, and "0.0 s" would hide it.
 */
public final class Durations {

    private Durations() {
    }

    public static String format(double seconds) {
        if (seconds == 0) {
            return "0 s";
        }
        if (seconds < 0.001) {
            return String.format(Locale.ROOT, "%.3f ms", seconds * 1000);
        }
        if (seconds < 1) {
            return String.format(Locale.ROOT, "%.1f ms", seconds * 1000);
        }
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long whole = Math.round(seconds);
        if (whole < 3600) {
            return String.format(Locale.ROOT, "%dm %02ds", whole / 60, whole % 60);
        }
        long minutes = Math.round(seconds / 60);
        return String.format(Locale.ROOT, "%dh %02dm", minutes / 60, minutes % 60);
    }
}
