package dev.checkpointreport.model;

import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The interval a lesson or a design chose, and the failure probability at which it claims to be the
 * cheapest. The build fails when the claim does not hold.
 *
 * @param probability the declared failure probability with {@link Criterion#EXPECTED}; {@code null} exactly with
 *     {@link Criterion#WORST}, which judges whatever the probability (the loader refuses one there), so that a
 *     reader of the decision asks its criterion, never whether a probability came with it
 */
public record Decision(Interval interval, BigDecimal probability, Criterion criterion) {

    public Decision {
        if ((probability == null) != (criterion == Criterion.WORST)) {
            throw new IllegalArgumentException("a probability goes with criterion expected, and only with it: "
                    + criterion + ", " + probability);
        }
    }

    /** Whether the decision is judged by its worst failure period, at no probability. */
    public boolean worst() {
        return criterion == Criterion.WORST;
    }

    /** What a row costs by this decision's criterion: its worst total, or its expected cost at the probability. */
    public BigFraction costOf(IntervalCost row) {
        return criterion == Criterion.WORST ? BigFraction.of(row.worstTotal()) : row.expectedAt(probability);
    }
}
