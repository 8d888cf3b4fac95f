package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.math.BigDecimal;
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
    void anMtbfOfAnHourImpliesAOneInSixtyChanceOfAFailureInAMinute() {
        BigDecimal p = AnalyticOptimum.probabilityPerPeriod(new BigDecimal("60"), new BigDecimal("3600"));

        // 1 − e^(−1/60) = 0.016528546...
        assertThat(p.doubleValue()).isCloseTo(-Math.expm1(-1.0 / 60), within(1e-17));
        assertThat(p.toPlainString()).startsWith("0.01652854617838251");
    }
}
