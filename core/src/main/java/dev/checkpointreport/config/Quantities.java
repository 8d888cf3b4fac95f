package dev.checkpointreport.config;

import java.math.BigDecimal;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations ({@code 30s}, {@code 1h}), sizes ({@code 64B}, {@code 2MiB}) and rates ({@code 200MB/s}) as
 * the configuration writes them, read into exact seconds, bytes and bytes per second.
 */
final class Quantities {
    private static final Pattern AMOUNT = Pattern.compile("([0-9.]+)\\s*([A-Za-z]+)(/s)?");
    private static final Map<String, BigDecimal> SECONDS = Map.of(
            "ms", new BigDecimal("0.001"), "s", BigDecimal.ONE, "m", BigDecimal.valueOf(60),
            "h", BigDecimal.valueOf(3600), "d", BigDecimal.valueOf(86400));
    private static final Map<String, BigDecimal> BYTES = Map.of(
            "B", BigDecimal.ONE, "KB", BigDecimal.valueOf(1000), "MB", BigDecimal.valueOf(1000_000),
            "GB", BigDecimal.valueOf(1000_000_000), "KiB", BigDecimal.valueOf(1024),
            "MiB", BigDecimal.valueOf(1024 * 1024), "GiB", BigDecimal.valueOf(1024L * 1024 * 1024));
    /** A number, a space, the longest unit and "/s". */
    private static final int MAX_CHARS = Limits.MAX_NUMBER_CHARS + 6;
    private static final String DURATION = "a duration such as 30s, 15m or 1h (units: ms, s, m, h, d)";
    private static final BigDecimal LONGEST = SECONDS.get("d").multiply(BigDecimal.valueOf(Limits.MAX_DURATION_DAYS));
    private static final String RATE = "a rate such as 200MB/s (units: B, KB, MB, GB, KiB, MiB, GiB per second)";

    private Quantities() {
    }

    /** A duration in seconds, at most {@link Limits#MAX_DURATION_DAYS}; {@code positive} refuses zero. */
    static BigDecimal duration(ConfigNode node, boolean positive) throws ConfigException {
        BigDecimal seconds = amount(node, DURATION, SECONDS, false);
        if (seconds.compareTo(LONGEST) > 0) {
            throw node.error("expected " + DURATION + " of at most " + Limits.MAX_DURATION_DAYS + "d, found "
                    + node.text());
        }
        if (positive && seconds.signum() == 0) {
            throw node.error("expected " + DURATION + " longer than zero, found " + node.text());
        }
        return seconds;
    }

    /** A rate in bytes per second, above zero. */
    static BigDecimal rate(ConfigNode node) throws ConfigException {
        BigDecimal rate = amount(node, RATE, BYTES, true);
        if (rate.signum() == 0) {
            throw node.error("expected " + RATE + " above zero, found " + node.text());
        }
        return rate;
    }

    /** A size in whole bytes, at most {@link Limits#MAX_STATE_BYTES}: a plain number of bytes, or one with a unit such as 2KiB. */
    static long bytes(ConfigNode node, String what) throws ConfigException {
        if (!node.isText()) {
            return node.asWholeNumber(what, 1, Limits.MAX_STATE_BYTES);
        }
        BigDecimal bytes = amount(node, what, BYTES, false);
        if (bytes.signum() == 0 || bytes.stripTrailingZeros().scale() > 0) {
            throw node.expected(what);
        }
        if (bytes.compareTo(BigDecimal.valueOf(Limits.MAX_STATE_BYTES)) > 0) {
            throw node.error("expected " + what + ", found " + node.text() + ", which is " + bytes.toPlainString()
                    + " bytes (allowed: 1 to " + Limits.MAX_STATE_BYTES + ")");
        }
        return bytes.longValueExact();
    }

    private static BigDecimal amount(ConfigNode node, String what, Map<String, BigDecimal> units, boolean perSecond)
            throws ConfigException {
        if (!node.isScalar()) {
            throw node.expected(what);
        }
        String text = node.text().trim();
        if (text.length() > MAX_CHARS) {
            throw node.error("expected " + what + ", found a text of " + text.length() + " characters; "
                    + Decimals.BOUNDS);
        }
        if (text.startsWith("-")) {
            throw node.error("expected " + what + ", found the negative " + text);
        }
        Matcher m = AMOUNT.matcher(text);
        if (!m.matches() || (m.group(3) != null) != perSecond) {
            throw node.expected(what);
        }
        BigDecimal unit = units.get(m.group(2));
        if (unit == null) {
            throw node.error("expected " + what + ", found the unknown unit '" + m.group(2) + "' in " + text);
        }
        return Decimals.amount(node, m.group(1), what).multiply(unit);
    }
}
