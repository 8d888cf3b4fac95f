package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.output.view.Page.Part;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Numbers as the lesson prints them, the same on every machine: no locale, no grouping, one decimal
 * where the lesson shows one.
 */
final class Numbers {
    private static final BigInteger SHORT = BigInteger.valueOf(100);

    private Numbers() {
    }

    static String count(long rows) {
        return Long.toString(rows);
    }

    /** {@code 545.5}, {@code 1200.0}: rounded half-even, as the model rounds for display. */
    static String oneDecimal(BigFraction value) {
        return Fractions.rounded(value, 1).toPlainString();
    }

    /** A probability as declared: {@code 1.0}, {@code 0.75}. */
    static String probability(BigDecimal p) {
        return p.toPlainString();
    }

    /** A probability where the best interval changes, to three decimals without trailing zeros: {@code 0.611}. */
    static String threeDecimals(BigFraction p) {
        return Fractions.decimals(p, 3);
    }

    /**
     * A probability where the best interval changes, rounded as {@link #threeDecimals} with the exact fraction
     * on hover: {@code 0.329} over {@code 1380/4199}; no title when the decimal is exact ({@code 0.5}).
     */
    static Part rounded(BigFraction p) {
        String shown = threeDecimals(p);
        String exact = Fractions.exact(p);
        return new Part(shown, Fractions.of(new BigDecimal(shown)).compareTo(p) == 0 ? "" : exact);
    }

    /**
     * An exact fraction as the page shows it: whole while it is short, each part at most two digits
     * ({@code 11/18}); else rounded, with the fraction on hover ({@code 0.329} over {@code 1380/4199}).
     * report.json keeps every fraction exact.
     */
    static Part fraction(BigFraction f) {
        boolean isShort = f.getNumerator().abs().compareTo(SHORT) < 0 && f.getDenominator().abs().compareTo(SHORT) < 0;
        return isShort ? new Part(Fractions.exact(f), "") : rounded(f);
    }

    /** Text with nothing behind it on hover. */
    static Part plain(String text) {
        return new Part(text, "");
    }

    /** Seconds as {@link Durations#format} prints them: {@code 30.0 s}, {@code 12m 11s}. */
    static String seconds(double seconds) {
        return Durations.format(seconds);
    }

    /** A part of a recovery that may never end: {@code never} for {@code null}. */
    static String seconds(Double seconds) {
        return seconds == null ? "never" : seconds(seconds.doubleValue());
    }

    /** {@code 13056 B}, and past a kilobyte with its size in powers of 1000: {@code 51200 B (51.2 kB)}. */
    static String bytes(long bytes) {
        String exact = bytes + " B";
        String[] units = {"kB", "MB", "GB", "TB"};
        double scaled = bytes;
        int unit = -1;
        while (scaled >= 1000 && unit < units.length - 1) {
            scaled /= 1000;
            unit++;
        }
        return unit < 0 ? exact : exact + " (" + significant(scaled, 3) + " " + units[unit] + ")";
    }

    /** A rate or a ratio to {@code digits} significant digits, without exponent or trailing zeros: {@code 0.85}. */
    static String significant(double value, int digits) {
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits)).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }

    /** Rows per second in the page's prose, to three significant digits: {@code 3.33}, {@code 0.0556}. */
    static String rate(double rowsPerSecond) {
        return significant(rowsPerSecond, 3);
    }

    /** A share as a percentage to two significant digits: {@code 0.000036 %}, {@code 140 %}. */
    static String percent(double share) {
        return significant(share * 100, 2) + " %";
    }

    /** An exact share as a percentage to one decimal, without a trailing zero: {@code 25.5 %}, {@code 25 %}. */
    static String share(BigFraction share) {
        return Fractions.decimals(share.multiply(100), 1) + " %";
    }

    /** An exact ratio to two decimals, without trailing zeros: {@code 1.02}, {@code 2.5}. */
    static String ratio(BigFraction ratio) {
        return Fractions.decimals(ratio, 2);
    }

    static String interval(Interval interval) {
        return interval.toString();
    }

    /** {@code interval 6}, or {@code no checkpoint} for none. */
    static String named(Interval interval) {
        return interval.isNone() ? "no checkpoint" : "interval " + interval;
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** As {@link #and}, but a long list is cut after {@code max} items: {@code a, b, c and 118 more}. */
    static String and(List<String> items, int max) {
        if (items.size() <= max) {
            return and(items);
        }
        return String.join(", ", items.subList(0, max)) + " and " + (items.size() - max) + " more";
    }
}
