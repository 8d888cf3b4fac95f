package dev.checkpointreport.config;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * A number as a scenario writes it, read exactly and only within bounds, checked before any
 * arithmetic: at most {@link Limits#MAX_NUMBER_CHARS} characters, below 10^{@link Limits#MAX_WHOLE_DIGITS}
 * and at most {@link Limits#MAX_DECIMAL_PLACES} decimal places. {@code 1e-999999999} is refused here, at
 * once, rather than expanded into a billion digits later.
 */
final class Decimals {
    /** YAML's JSON schema number; {@code .inf} and {@code .nan} are not numbers of a scenario. */
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]*)?([eE][-+]?[0-9]+)?");
    /** A quantity's number: digits, maybe a point and more digits. */
    private static final Pattern AMOUNT = Pattern.compile("[0-9]+(\\.[0-9]+)?");
    static final String BOUNDS = "numbers have at most " + Limits.MAX_NUMBER_CHARS + " characters, "
            + Limits.MAX_WHOLE_DIGITS + " digits before the point and " + Limits.MAX_DECIMAL_PLACES + " after it";

    private Decimals() {
    }

    /** The number of a scalar tagged as one. */
    static BigDecimal number(ConfigNode node, String text, String what) throws ConfigException {
        return read(node, text, what, NUMBER);
    }

    /** The number part of a quantity such as {@code 1.5h}. */
    static BigDecimal amount(ConfigNode node, String text, String what) throws ConfigException {
        return read(node, text, what, AMOUNT);
    }

    private static BigDecimal read(ConfigNode node, String text, String what, Pattern form) throws ConfigException {
        if (text.length() > Limits.MAX_NUMBER_CHARS) {
            throw node.error("expected " + what + ", found a number of " + text.length() + " characters; " + BOUNDS);
        }
        if (form == NUMBER && !NUMBER.matcher(text).matches()) {
            throw node.error("expected " + what + ", found " + node.shown() + ", which is not a finite decimal number");
        }
        if (!form.matcher(text).matches()) {
            throw node.expected(what);
        }
        BigDecimal value;
        try {
            value = new BigDecimal(text);
        } catch (NumberFormatException e) {
            throw outOfBounds(node, what);
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.signum() != 0 && ((long) stripped.precision() - stripped.scale() > Limits.MAX_WHOLE_DIGITS
                || stripped.scale() > Limits.MAX_DECIMAL_PLACES)) {
            throw outOfBounds(node, what);
        }
        return exponentFree(value, stripped);
    }

    /**
     * The value as written when it has no exponent to speak of; otherwise with an ordinary scale, since
     * {@code 0e-999999999} is zero and {@code 1.5e3} is 1500, and a scale of a billion would make later
     * arithmetic expand a billion digits.
     */
    private static BigDecimal exponentFree(BigDecimal value, BigDecimal stripped) {
        if (value.scale() >= 0 && value.scale() <= Limits.MAX_NUMBER_CHARS) {
            return value;
        }
        return stripped.signum() == 0 ? BigDecimal.ZERO : stripped.setScale(Math.max(0, stripped.scale()));
    }

    private static ConfigException outOfBounds(ConfigNode node, String what) {
        return node.error("expected " + what + ", found " + node.shown() + "; " + BOUNDS);
    }
}
