package dev.checkpointreport.model;

import java.util.Optional;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A {@link Decision}'s cost beside the best interval's by its criterion, and its regret: the figures the run
 * makes the gate's decision {@code Check} of. The decided interval is optimal when it costs no more than the
 * best (a tie with the best counts as optimal).
 *
 * @param best the best interval by the criterion (a tie goes to the first in the configured order)
 * @param regret what the decided interval costs beyond the best, over p and per failure period
 */
public record DecisionCost(Decision decision, Interval best, BigFraction decidedCost, BigFraction bestCost,
                      Optional<BestRange> decidedRange, Regret regret) {

    static DecisionCost of(Decision decision, CostTable costs, BestRanges ranges, RecoveryMatrix matrix) {
        IntervalCost best = costs.first(decision);
        BigFraction decidedCost = decision.costOf(costs.row(decision.interval()));
        BigFraction bestCost = decision.costOf(best);
        return new DecisionCost(decision, best.interval(), decidedCost, bestCost, ranges.of(decision.interval()),
                Regret.of(decision.interval(), costs, ranges, matrix,
                        decision.worst() ? null : Fractions.of(decision.probability())));
    }

    public boolean optimal() {
        return Fractions.compare(decidedCost, bestCost) == 0;
    }

    /** One line a reader can act on: what was chosen, what it costs, what is cheaper, and where the choice holds. */
    public String message() {
        Interval chosen = decision.interval();
        String head = "Checkpoint interval " + chosen.quoted();
        String where = " Interval " + chosen.quoted() + (decidedRange.isPresent()
                ? " is the best for p in " + decidedRange.get() + "." : " is never the best for p in [0, 1].");
        if (decision.criterion() == Criterion.WORST) {
            String cost = "worst total " + decidedCost.bigDecimalValue() + " rows";
            if (optimal()) {
                return head + " is optimal by the worst case: " + cost + ".";
            }
            return head + " is not optimal by the worst case: " + cost + ", but " + named(best) + " costs "
                    + bestCost.bigDecimalValue() + ".";
        }
        String at = " at failure probability " + decision.probability().toPlainString();
        String cost = "expected cost " + Fractions.rounded(decidedCost, 1) + " rows";
        if (optimal()) {
            return head + " is optimal" + at + ": " + cost + "." + where;
        }
        return head + " is not optimal" + at + ": " + cost + ", but " + named(best) + " costs "
                + Fractions.rounded(bestCost, 1) + "." + where;
    }

    private static String named(Interval interval) {
        return interval.isNone() ? interval.quoted() : "interval " + interval;
    }
}
