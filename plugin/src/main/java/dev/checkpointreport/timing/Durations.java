package dev.checkpointreport.timing;

import java.util.Locale;

/** Seconds as an on-call engineer reads them: {@code 42.5 s}, {@code 14m 05s}, {@code 2h 03m}. */
public final class Durations {

    private Durations() {
    }

    public static String format(double seconds) {
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
