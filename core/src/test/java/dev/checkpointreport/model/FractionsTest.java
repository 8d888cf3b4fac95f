package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/** Decimals for display, from exact fractions: half-even, no trailing zeros, never an exponent. */
class FractionsTest {

    @Test
    void threeDecimalsAsTheBestRangesAreQuoted() {
        assertThat(Fractions.decimals(BigFraction.of(11, 18), 3)).isEqualTo("0.611");
        assertThat(Fractions.decimals(BigFraction.of(1, 2), 3)).isEqualTo("0.5");
        assertThat(Fractions.decimals(BigFraction.ONE, 3)).isEqualTo("1");
        assertThat(Fractions.decimals(BigFraction.ZERO, 3)).isEqualTo("0");
        assertThat(Fractions.decimals(BigFraction.of(10), 3)).isEqualTo("10");
    }

    @Test
    void aHalfRoundsToTheEvenDigit() {
        assertThat(Fractions.decimals(BigFraction.of(1, 8), 2)).isEqualTo("0.12");
        assertThat(Fractions.decimals(BigFraction.of(3, 8), 2)).isEqualTo("0.38");
    }
}
