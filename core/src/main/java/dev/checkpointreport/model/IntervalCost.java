package dev.checkpointreport.model;

import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * One row of the lesson's cost table: the checkpoints an interval holds, their certain cost, and the
 * rows a failure recomputes at worst and on average over the failure periods.
 */
public record IntervalCost(Interval interval, long checkpoints, long certainCost, long worst,
                           int worstPeriod, BigFraction average) {

    public long worstTotal() {
        return worst + certainCost;
    }

    public BigFraction averageTotal() {
        return average.add(certainCost);
    }

    /** The lesson's {@code p * average + certain cost}: the gain is probabilistic, the cost certain. */
    public BigFraction expectedAt(BigDecimal probability) {
        return expectedAt(Fractions.of(probability));
    }

    /** As {@link #expectedAt(BigDecimal)} at an exact probability. */
    public BigFraction expectedAt(BigFraction probability) {
        return probability.multiply(average).add(certainCost);
    }
}
