package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.checkpointreport.model.CostTable;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * The cheapest interval at {@code 1 − e^{−T/M}}: decided on a double when no break-even lies within its error, on
 * apfloat's 40 digits when one does.
 */
class PeriodProbabilityTest {
    private static final BigDecimal MINUTE = new BigDecimal("60");
    private static final BigDecimal HOUR = new BigDecimal("3600");

    /** Two lines crossing at {@code breakEven}: every 2 is cheaper below it, none above. */
    private static CostTable crossingAt(BigFraction breakEven) {
        return new CostTable(List.of(
                new IntervalCost(Interval.NONE, 0, 1, 0, 0, BigFraction.ZERO),
                new IntervalCost(Interval.every(2), 1, 0, 0, 0, breakEven.reciprocal())));
    }

    @Test
    void farFromABreakEvenTheDoubleDecides() {
        PeriodProbability p = PeriodProbability.of(MINUTE, HOUR, crossingAt(BigFraction.of(1, 2)));

        // 1 − e^(−1/60) = 0.016528546178382...: a double, the 40 digits never computed
        assertThat(p.probability()).isEqualByComparingTo(new BigDecimal(-Math.expm1(-1.0 / 60)));
        assertThat(p.probability().doubleValue()).isCloseTo(
                PeriodProbability.Digits.of(MINUTE, HOUR).doubleValue(), within(1e-17));
        assertThat(p.best()).isEqualTo(Interval.every(2));
    }

    @Test
    void aBreakEvenWithinTheDoublesErrorIsDecidedOnFortyDigits() {
        BigDecimal digits = PeriodProbability.Digits.of(MINUTE, HOUR);
        assertThat(digits.toPlainString()).startsWith("0.01652854617838251");
        // a break-even 10⁻³⁰ above the probability, and one 10⁻³⁰ below it: the double cannot tell which side it is on
        BigFraction above = Fractions.of(digits.add(new BigDecimal("1e-30")));
        BigFraction below = Fractions.of(digits.subtract(new BigDecimal("1e-30")));

        PeriodProbability under = PeriodProbability.of(MINUTE, HOUR, crossingAt(above));
        PeriodProbability over = PeriodProbability.of(MINUTE, HOUR, crossingAt(below));

        assertThat(under.probability()).isEqualTo(digits);
        assertThat(under.best()).isEqualTo(Interval.every(2));
        assertThat(over.probability()).isEqualTo(digits);
        assertThat(over.best()).isEqualTo(Interval.NONE);
    }
}
