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
    private static final String[] RATE_UNITS = {"s", "min", "h", "day"};
    private static final int[] RATE_SECONDS = {1, 60, 3600, 86400};

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
        return isShort(f) ? new Part(Fractions.exact(f), "") : rounded(f);
    }

    /**
     * Fractions that one cell, column or chart shows together, all in one form: all exact while every one is short
     * ({@code 11/18}, {@code 11/12}), else all rounded with the fraction on hover ({@code 0.306}, {@code 0.613}),
     * so that {@code 0.306} never sits beside {@code 49/80}.
     */
    static List<Part> fractions(List<BigFraction> fractions) {
        boolean allShort = fractions.stream().allMatch(Numbers::isShort);
        return fractions.stream().map(f -> allShort ? fraction(f) : rounded(f)).toList();
    }

    private static boolean isShort(BigFraction f) {
        return f.getNumerator().abs().compareTo(SHORT) < 0 && f.getDenominator().abs().compareTo(SHORT) < 0;
    }

    /** Text with nothing behind it on hover. */
    static Part plain(String text) {
        return new Part(text, "");
    }

    /**
     * Seconds as {@link Durations#format} prints them, {@code 30.0 s}, {@code 12m 11s}, but a time a person cannot
     * tell from none, under a millisecond, as {@code under 1 ms} (report.json keeps the seconds).
     */
    static String seconds(double seconds) {
        return seconds > 0 && seconds < 0.001 ? "under 1 ms" : Durations.format(seconds);
    }

    /** A part of a recovery that may never end: {@code never} for {@code null}. */
    static String seconds(Double seconds) {
        return seconds == null ? "never" : seconds(seconds.doubleValue());
    }

    /** A rate or a ratio to {@code digits} significant digits, without exponent or trailing zeros: {@code 0.85}. */
    static String significant(double value, int digits) {
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits)).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }

    /**
     * Rows in the unit a person counts them in, to three significant digits: per second from a tenth a second,
     * else the longest of per minute, per hour and per day that counts at least one, {@code 0.85 rows/s},
     * {@code 2.08 rows/h}, {@code 1.7 rows/day}.
     */
    static String rate(double rowsPerSecond) {
        return rate(rowsPerSecond, rowsPerSecond);
    }

    /** {@code rowsPerSecond} with its unit, in the unit {@link #rate} picks for {@code scale}. */
    static String rate(double rowsPerSecond, double scale) {
        return rateIn(rowsPerSecond, scale) + " " + rateUnit(scale);
    }

    /** The scale for rates in one sentence, so that they share a unit: the smallest of them that is not zero. */
    static double rateScale(double... rowsPerSecond) {
        double scale = 0;
        for (double rate : rowsPerSecond) {
            if (rate != 0 && (scale == 0 || Math.abs(rate) < Math.abs(scale))) {
                scale = rate;
            }
        }
        return scale;
    }

    /** {@code rowsPerSecond}'s number in the unit {@link #rate} picks for {@code scale}: a formula's terms share it. */
    static String rateIn(double rowsPerSecond, double scale) {
        return significant(rowsPerSecond * RATE_SECONDS[rateStep(scale)], 3);
    }

    /** The unit {@link #rate} picks for {@code scale}: {@code rows/s}, {@code rows/min}, {@code rows/h}, {@code rows/day}. */
    static String rateUnit(double scale) {
        return "rows/" + RATE_UNITS[rateStep(scale)];
    }

    private static int rateStep(double scale) {
        if (scale == 0 || Math.abs(scale) >= 0.1) {
            return 0;
        }
        int step = 1;
        while (step < RATE_SECONDS.length - 1 && Math.abs(scale) * RATE_SECONDS[step] < 1) {
            step++;
        }
        return step;
    }

    /**
     * A share as a percentage to two significant digits, {@code 1.2 %}, {@code 140 %}; a share under a hundredth
     * of a percent, which no reader can act on, as {@code ≈ 0 %}.
     */
    static String percent(double share) {
        return share > 0 && share * 100 < 0.01 ? "≈ 0 %" : significant(share * 100, 2) + " %";
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
