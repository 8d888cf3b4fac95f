package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The numbers a reader can use: rates in the unit a person counts in, times and shares too small to act on. */
class NumbersTest {
    @ParameterizedTest(name = "{0} rows/s reads {1}")
    @CsvSource({"0.0000197, 1.7 rows/day", "0.000579, 2.08 rows/h", "0.0556, 3.34 rows/min", "0.85, 0.85 rows/s",
            "3.3333, 3.33 rows/s", "0, 0 rows/s"})
    void aJobTimedInMonthsCountsItsRowsPerDayOrPerHourAndAFastOnePerSecond(double rowsPerSecond, String shown) {
        assertThat(Numbers.rate(rowsPerSecond)).isEqualTo(shown);
    }

    @Test
    void ratesInOneSentenceShareTheUnitOfTheSmallest() {
        double scale = Numbers.rateScale(0.0000197, 0.000579 - 0.0000197);
        assertThat(Numbers.rate(0.000579, scale)).isEqualTo("50 rows/day");
        assertThat(Numbers.rate(0.0000197, scale)).isEqualTo("1.7 rows/day");
        assertThat(Numbers.rateIn(0.85, Numbers.rateScale(0.85, 0.4))).isEqualTo("0.85");
        assertThat(Numbers.rateUnit(Numbers.rateScale(3.3333, 0))).isEqualTo("rows/s");
    }

    @ParameterizedTest(name = "{0} s reads {1}")
    @CsvSource({"0.00006528, under 1 ms", "0, 0 s", "0.0015, 1.5 ms", "731, 12m 11s"})
    void aTimeUnderAMillisecondReadsUnder1Ms(double seconds, String shown) {
        assertThat(Numbers.seconds(seconds)).isEqualTo(shown);
    }

    @ParameterizedTest(name = "a share of {0} reads {1}")
    @CsvSource({"0.0000000000084, ≈ 0 %", "0.00000036, ≈ 0 %", "0.0001, 0.01 %", "0.012, 1.2 %", "1.4, 140 %",
            "0, 0 %"})
    void aShareUnderAHundredthOfAPercentReadsAboutNought(double share, String shown) {
        assertThat(Numbers.percent(share)).isEqualTo(shown);
    }
}
