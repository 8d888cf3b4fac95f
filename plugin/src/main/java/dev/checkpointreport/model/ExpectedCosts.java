package dev.checkpointreport.model;

import java.math.BigDecimal;
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

    static ExpectedCosts at(BigDecimal probability, CostTable costs) {
        List<BigFraction> expected = costs.rows().stream().map(r -> r.expectedAt(probability)).toList();
        Interval best = costs.first(r -> r.expectedAt(probability)).interval();
        return new ExpectedCosts(probability, expected, best);
    }
}
