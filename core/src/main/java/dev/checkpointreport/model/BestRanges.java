package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * For each interval, the exact range of failure probabilities over which it is the best: the lower
 * envelope of the lines {@code p × average + certain cost} on [0, 1]. This is where the best choice
 * flips, which the lesson shows only at four probabilities.
 *
 * <p>Interval {@code i} is the best at {@code p} when it costs less than every interval before it and
 * no more than every interval after it. Each comparison is a half-line in {@code p}, so the range is
 * their intersection, computed in exact fractions.
 */
public record BestRanges(List<Interval> intervals, List<Optional<BestRange>> ranges) {

    static BestRanges of(CostTable costs) {
        List<IntervalCost> rows = costs.rows();
        List<Optional<BestRange>> ranges = new ArrayList<>();
        CostLines lines = CostLines.of(rows);
        for (int i = 0; i < rows.size(); i++) {
            ranges.add(rangeOf(rows, lines, i));
        }
        List<Interval> intervals = new ArrayList<>();
        for (IntervalCost row : rows) {
            intervals.add(row.interval());
        }
        return new BestRanges(Collections.unmodifiableList(intervals), Collections.unmodifiableList(ranges));
    }

    public Optional<BestRange> of(Interval interval) {
        return ranges.get(intervals.indexOf(interval));
    }

    /**
     * The indices of the intervals that are ever the best, ordered by their range's start, then its end; a tie
     * keeps the configured order.
     */
    public List<Integer> byRange() {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            if (ranges.get(i).isEmpty()) {
                continue;
            }
            int at = order.size();
            while (at > 0 && before(ranges.get(i).get(), ranges.get(order.get(at - 1)).get())) {
                at--;
            }
            order.add(at, i);
        }
        return order;
    }

    private static boolean before(BestRange range, BestRange other) {
        int order = Fractions.compare(range.from(), other.from());
        return order < 0 || order == 0 && Fractions.compare(range.to(), other.to()) < 0;
    }

    /**
     * The intersection of candidate {@code i}'s half-lines. An end of the range is the index of the interval whose
     * crossing bounds it, or -1 while it is still 0 (the lower end) or 1 (the upper end).
     */
    private static Optional<BestRange> rangeOf(List<IntervalCost> rows, CostLines lines, int i) {
        int lo = -1;
        int hi = -1;
        boolean loInclusive = true;
        boolean hiInclusive = true;
        for (int j = 0; j < rows.size(); j++) {
            if (j == i) {
                continue;
            }
            boolean strict = j < i;
            // candidate - other = slope * p + offset must be < 0 (strict) or <= 0
            int sign = lines.slopeSign(i, j);
            if (sign == 0) {
                int offset = lines.offsetSign(i, j);
                if (offset > 0 || offset == 0 && strict) {
                    return Optional.empty();
                }
                continue;
            }
            int order = order(lines, i, j, sign > 0 ? hi : lo, sign > 0 ? 1 : 0);
            // a tighter end replaces the other, and so does an equal one that is open
            if (sign > 0 && (order < 0 || order == 0 && strict)) {
                hi = j;
                hiInclusive = !strict;
            } else if (sign < 0 && (order > 0 || order == 0 && strict)) {
                lo = j;
                loInclusive = !strict;
            }
            int ends = compareEnds(lines, i, lo, hi);
            if (ends > 0 || ends == 0 && !(loInclusive && hiInclusive)) {
                // the bounds only ever tighten, so a range that is empty stays empty
                return Optional.empty();
            }
        }
        return Optional.of(new BestRange(end(rows, i, lo, BigFraction.ZERO), loInclusive,
                end(rows, i, hi, BigFraction.ONE), hiInclusive));
    }

    /** {@code crossing(i, j)} against the end at {@code bound}, which is {@code end} while {@code bound} is -1. */
    private static int order(CostLines lines, int i, int j, int bound, int end) {
        return bound < 0 ? lines.compareToEnd(i, j, end) : lines.compare(i, j, bound);
    }

    /** The lower end {@code lo} against the upper end {@code hi}, each 0 or 1 while its index is -1. */
    private static int compareEnds(CostLines lines, int i, int lo, int hi) {
        if (lo < 0) {
            return hi < 0 ? -1 : -lines.compareToEnd(i, hi, 0);
        }
        return hi < 0 ? lines.compareToEnd(i, lo, 1) : lines.compare(i, lo, hi);
    }

    private static BigFraction end(List<IntervalCost> rows, int i, int bound, BigFraction unbounded) {
        return bound < 0 ? unbounded : CostLines.crossing(rows.get(i), rows.get(bound));
    }
}
