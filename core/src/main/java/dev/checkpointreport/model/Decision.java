package dev.checkpointreport.model;

import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The interval a lesson or a design chose, and the failure probability at which it claims to be the
 * cheapest. The build fails when the claim does not hold.
 *
 * @param probability the declared failure probability; {@code null} only with {@link Criterion#WORST}
 */
public record Decision(Interval interval, BigDecimal probability, Criterion criterion) {

    /** What a row costs by this decision's criterion: its worst total, or its expected cost at the probability. */
    public BigFraction costOf(IntervalCost row) {
        return criterion == Criterion.WORST ? BigFraction.of(row.worstTotal()) : row.expectedAt(probability);
    }
}
