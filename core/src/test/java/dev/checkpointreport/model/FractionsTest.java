package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
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

    @Test
    void twoNegativeFractionsAreOrderedByTheirValueNotTheirSize() {
        assertThat(Fractions.compare(BigFraction.of(-5), BigFraction.of(-30, 7))).isNegative();
        assertThat(Fractions.compare(BigFraction.of(-30, 7), BigFraction.of(-5))).isPositive();
        assertThat(Fractions.compare(BigFraction.of(-1, 2), BigFraction.of(-1, 3))).isNegative();
        assertThat(Fractions.compare(BigFraction.of(-2, 4), BigFraction.of(1, -2))).isZero();
    }

    /** Against the sign of the difference, for fractions of either sign with a sign on either part. */
    @Test
    void theOrderOfRandomFractionsIsTheSignOfTheirDifference() {
        Random random = new Random(20261203);
        for (int i = 0; i < 20_000; i++) {
            BigFraction a = randomFraction(random);
            BigFraction b = randomFraction(random);
            assertThat(Integer.signum(Fractions.compare(a, b))).as("%s against %s", a, b)
                    .isEqualTo(a.subtract(b).signum());
        }
    }

    private static BigFraction randomFraction(Random random) {
        BigInteger numerator = BigInteger.valueOf(random.nextInt(41) - 20);
        BigInteger denominator = BigInteger.valueOf((random.nextInt(20) + 1) * (random.nextBoolean() ? 1 : -1));
        return BigFraction.of(numerator, denominator);
    }
}
