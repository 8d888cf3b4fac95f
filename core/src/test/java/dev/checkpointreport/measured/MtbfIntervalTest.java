package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;

/** The MTBF's interval against scipy.stats.chi2.ppf's quantiles. */
class MtbfIntervalTest {

    @Test
    void theChiSquareQuantilesAreScipysToTwelveDigits() {
        assertThat(MtbfInterval.chiSquareQuantile(0.05, 2)).isCloseTo(0.10258658877510106, offset(1e-13));
        assertThat(MtbfInterval.chiSquareQuantile(0.95, 2)).isCloseTo(5.991464547107979, offset(1e-12));
        assertThat(MtbfInterval.chiSquareQuantile(0.05, 4)).isCloseTo(0.7107230213973239, offset(1e-12));
        assertThat(MtbfInterval.chiSquareQuantile(0.95, 6)).isCloseTo(12.591587243743977, offset(1e-11));
        assertThat(MtbfInterval.chiSquareQuantile(0.05, 200)).isCloseTo(168.27855443662838, offset(1e-9));
        assertThat(MtbfInterval.chiSquareQuantile(0.95, 202)).isCloseTo(236.15854556419413, offset(1e-9));
    }

    @Test
    void twoFailuresInTenMinutesGiveThreeMinutesTo28() {
        MtbfInterval interval = MtbfInterval.of(600_000, 2);
        // 1200/12.5916 and 1200/0.71072: the mean of 300 s may be a third of it or five times it
        assertThat(interval.lower()).isCloseTo(1200 / 12.591587243743977, offset(1e-9));
        assertThat(interval.upper()).isCloseTo(1200 / 0.7107230213973239, offset(1e-7));
        assertThat(interval.few()).isTrue();
        assertThat(MtbfInterval.of(600_000, 5).few()).isFalse();
    }

    @Test
    void noFailureBoundsTheMtbfOnlyFromBelow() {
        MtbfInterval interval = MtbfInterval.of(600_000, 0);
        assertThat(interval.lower()).isCloseTo(1200 / 5.991464547107979, offset(1e-9));
        assertThat(interval.upper()).isNull();
    }
}
