package dev.checkpointreport.model;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * One row of the lesson's failure-probability table: the expected cost of every interval at one
 * probability, and the best of them.
 */
public record ExpectedCosts(BigDecimal probability, List<BigFraction> expected, Interval best) {

    public ExpectedCosts {
        expected = List.copyOf(expected);
    }

    /** Each expected cost is computed once; the best is the first of the lowest, as {@link CostTable#first}. */
    static ExpectedCosts at(BigDecimal probability, CostTable costs) {
        BigFraction p = Fractions.of(probability);
        List<IntervalCost> rows = costs.rows();
        List<BigFraction> expected = new ArrayList<>(rows.size());
        int best = 0;
        for (int i = 0; i < rows.size(); i++) {
            expected.add(rows.get(i).expectedAt(p));
            if (Fractions.compare(expected.get(i), expected.get(best)) < 0) {
                best = i;
            }
        }
        return new ExpectedCosts(probability, expected, rows.get(best).interval());
    }
}
