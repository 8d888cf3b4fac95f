package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A failure probability at which the best interval changes, such as 11/18 where no checkpoint gives way
 * to interval 6 in the lesson.
 *
 * @param below the best interval just below {@code probability}
 * @param above the best interval just above it
 */
public record BreakEven(BigFraction probability, Interval below, Interval above) {

    /** The break-evens of {@code ranges}, lowest first: where one interval's best range meets the next. */
    public static List<BreakEven> of(BestRanges ranges) {
        List<Integer> best = ranges.byRange();
        List<BreakEven> breakEvens = new ArrayList<>();
        for (int k = 1; k < best.size(); k++) {
            breakEvens.add(new BreakEven(ranges.ranges().get(best.get(k)).orElseThrow().from(),
                    ranges.intervals().get(best.get(k - 1)), ranges.intervals().get(best.get(k))));
        }
        return breakEvens;
    }
}
