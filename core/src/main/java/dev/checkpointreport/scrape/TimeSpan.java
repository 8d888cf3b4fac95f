package dev.checkpointreport.scrape;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as a user writes them for {@code every} and {@code for} ({@code 500ms}, {@code 10s}, {@code 5min},
 * {@code 2h}, {@code 7d}, ISO-8601 {@code PT10S}) and as Flink's configuration writes them ({@code 3 s},
 * {@code 200 ms}, a bare number of milliseconds).
 */
final class TimeSpan {
    private static final Pattern WRITTEN = Pattern.compile("(\\d{1,12})\\s*(ms|s|sec|min|m|h|d)?");

    private TimeSpan() {
    }

    /** The duration {@code text} says, or {@code null} when it is none of the forms above. */
    static Duration parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.startsWith("p")) {
            try {
                return Duration.parse(t.toUpperCase(Locale.ROOT));
            } catch (DateTimeParseException e) {
                return null;
            }
        }
        Matcher m = WRITTEN.matcher(t);
        if (!m.matches()) {
            return null;
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "ms" : m.group(2);
        return switch (unit) {
            case "ms" -> Duration.ofMillis(n);
            case "s", "sec" -> Duration.ofSeconds(n);
            case "min", "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofDays(n);
        };
    }

    /** {@code d} as a person reads it: {@code 250 ms}, {@code 1.5 s}, {@code 10 min}, {@code 2 h 30 min}. */
    static String shown(Duration d) {
        if (d.compareTo(Duration.ofHours(2)) >= 0) {
            // in minutes, which no duration overflows: a JobManager may set a cache of 999999999999d
            long minutes = d.toMinutes();
            return (minutes / 60) + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
        }
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        if (ms < 120_000) {
            return (ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(Locale.ROOT, "%.1f", ms / 1000.0)) + " s";
        }
        return (ms / 60_000) + " min" + (ms % 60_000 == 0 ? "" : " " + (ms % 60_000) / 1000 + " s");
    }
}
