package dev.checkpointreport.report;

import dev.checkpointreport.model.Exact;
import dev.checkpointreport.model.Interval;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * Numbers as the lesson prints them, the same on every machine: no locale, no grouping, one decimal
 * where the lesson shows one.
 */
final class Figures {

    private Figures() {
    }

    static String count(long rows) {
        return Long.toString(rows);
    }

    /** {@code 545.5}, {@code 1200.0}: rounded half-even, as the model rounds for display. */
    static String oneDecimal(BigFraction value) {
        return Exact.rounded(value, 1).toPlainString();
    }

    /** A probability as declared: {@code 1.0}, {@code 0.75}. */
    static String probability(BigDecimal p) {
        return p.toPlainString();
    }

    /** A probability where the best interval changes, to three decimals without trailing zeros: {@code 0.611}. */
    static String threeDecimals(BigFraction p) {
        BigDecimal rounded = Exact.rounded(p, 3).setScale(3, RoundingMode.UNNECESSARY).stripTrailingZeros();
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
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
