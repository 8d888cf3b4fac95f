package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
import java.util.Random;
import org.apfloat.Apfloat;
import org.apfloat.FixedPrecisionApfloatHelper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Young's, Daly's and the exact optimum on the six vectors, (δ, M) in minutes, to four decimals. */
class AnalyticOptimumTest {

    @ParameterizedTest(name = "δ = {0}, M = {1}: Young {2}, Daly {3}, exact {4}")
    @CsvSource({
            "5,  1440, 120.0000, 116.6898, 116.6901",
            "5,  360,  60.0000,  56.7130,  56.7140",
            "5,  15,   12.2474,  9.1409,   9.1665",
            "1,  100,  14.1421,  13.4833,  13.4835",
            "60, 3600, 657.2671, 617.8756, 617.8906",
            "10, 5,    10.0000,  5.0000,   4.7377"})
    void theSixVectorsHoldToFourDecimals(String snapshot, String mtbf, double young, double daly, double exact) {
        AnalyticOptimum optimum = AnalyticOptimum.of(new BigDecimal(snapshot), new BigDecimal(mtbf));

        assertThat(optimum.young()).isCloseTo(young, within(0.00005));
        assertThat(optimum.daly()).isCloseTo(daly, within(0.00005));
        assertThat(optimum.exact()).isCloseTo(exact, within(0.00005));
    }

    @Test
    void aSnapshotOfAMillionthOfTheMtbfStillHasItsDigits() {
        // 1 + W₀ nears 0 as δ/M does: the exact optimum must still approach Young's √(2δM), from below
        AnalyticOptimum optimum = AnalyticOptimum.of(new BigDecimal("1e-30"), new BigDecimal("1e6"));

        assertThat(optimum.young()).isCloseTo(Math.sqrt(2e-24), within(1e-20));
        assertThat(optimum.exact() / optimum.young()).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void onePlusWIsWithinAUnitInTheLastPlaceOfApfloatsFortyDigitsOnAThousandRatios() {
        // the reference: 1 + W₀(−e^{−(x + 1)}) from apfloat's Lambert W, in digits enough that the sum keeps 40
        Random random = new Random(43);
        for (int i = 0; i < 1_000; i++) {
            double x = Math.pow(10, -30 + 33 * random.nextDouble());
            int digits = 40 + Math.max(0, (int) -Math.floor(Math.log10(x)));
            FixedPrecisionApfloatHelper math = new FixedPrecisionApfloatHelper(digits);
            Apfloat one = math.valueOf(new Apfloat(1));
            Apfloat ratio = math.valueOf(new Apfloat(new BigDecimal(x)));
            Apfloat onePlusW = math.add(one, math.w(math.negate(math.exp(math.negate(math.add(ratio, one))))));
            // apfloat's own doubleValue() can be a few units in the last place off: round its digits instead
            double expected = new BigDecimal(onePlusW.toString(true)).doubleValue();

            double units = Math.abs(AnalyticOptimum.onePlusW(x) - expected) / Math.ulp(expected);

            assertThat(units).as("units in the last place at x = %s", x).isLessThanOrEqualTo(1.0);
        }
    }

    @Test
    void aRatioPastADoublesResolutionPutsTheOptimumAtTheMtbf() {
        // 1 − u = e^{−(x + u)} is below 2⁻⁵³ from x = 37 on
        assertThat(AnalyticOptimum.onePlusW(40)).isEqualTo(1.0);
        assertThat(AnalyticOptimum.of(new BigDecimal("400"), BigDecimal.TEN).exact()).isEqualTo(10.0);
    }
}
