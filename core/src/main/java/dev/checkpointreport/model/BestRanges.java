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
        for (int i = 0; i < rows.size(); i++) {
            ranges.add(rangeOf(rows, i));
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
        int order = range.from().compareTo(other.from());
        return order < 0 || order == 0 && range.to().compareTo(other.to()) < 0;
    }

    private static Optional<BestRange> rangeOf(List<IntervalCost> rows, int i) {
        Bound lo = new Bound(BigFraction.ZERO, true);
        Bound hi = new Bound(BigFraction.ONE, true);
        IntervalCost candidate = rows.get(i);
        for (int j = 0; j < rows.size(); j++) {
            if (j == i) {
                continue;
            }
            boolean strict = j < i;
            IntervalCost other = rows.get(j);
            // candidate - other = slope * p + offset must be < 0 (strict) or <= 0
            BigFraction slope = candidate.average().subtract(other.average());
            long offset = candidate.certainCost() - other.certainCost();
            int sign = slope.signum();
            if (sign == 0) {
                if (offset > 0 || offset == 0 && strict) {
                    return Optional.empty();
                }
                continue;
            }
            BigFraction crossing = BigFraction.of(-offset).divide(slope);
            if (sign > 0) {
                hi = hi.tighterUpper(new Bound(crossing, !strict));
            } else {
                lo = lo.tighterLower(new Bound(crossing, !strict));
            }
            if (empty(lo, hi)) {
                // the bounds only ever tighten, so a range that is empty stays empty
                return Optional.empty();
            }
        }
        return Optional.of(new BestRange(lo.value, lo.inclusive, hi.value, hi.inclusive));
    }

    private static boolean empty(Bound lo, Bound hi) {
        int order = lo.value.compareTo(hi.value);
        return order > 0 || order == 0 && !(lo.inclusive && hi.inclusive);
    }

    private record Bound(BigFraction value, boolean inclusive) {
        Bound tighterUpper(Bound other) {
            int order = other.value.compareTo(value);
            return order < 0 || order == 0 && !other.inclusive ? other : this;
        }

        Bound tighterLower(Bound other) {
            int order = other.value.compareTo(value);
            return order > 0 || order == 0 && !other.inclusive ? other : this;
        }
    }
}
