package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.model.Fractions;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * Synthetic daily histories with known answers, each fit checked against a reference written here apart from the
 * code: every pairwise slope in BigDecimal, sorted, Sen's ranks from its own count of ties, Pettitt's U by its
 * double sum.
 */
class TrendTest {
    private static final LocalDate D0 = LocalDate.of(2026, 11, 1);
    private static final int SCALE = 40;

    private static List<LocalDate> days(int n) {
        List<LocalDate> days = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            days.add(D0.plusDays(i));
        }
        return days;
    }

    /** The reference: the median slope and Sen's bounds, in BigDecimal at 40 places. */
    private static BigDecimal[] reference(long[] x, long[] y) {
        List<BigDecimal> slopes = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            for (int j = i + 1; j < x.length; j++) {
                slopes.add(BigDecimal.valueOf(y[j] - y[i]).divide(BigDecimal.valueOf(x[j] - x[i]), SCALE,
                        RoundingMode.HALF_EVEN));
            }
        }
        slopes.sort(null);
        int count = slopes.size();
        BigDecimal median = count % 2 == 1 ? slopes.get(count / 2) : slopes.get(count / 2 - 1)
                .add(slopes.get(count / 2)).divide(BigDecimal.valueOf(2), SCALE, RoundingMode.HALF_EVEN);
        Map<Long, Integer> ties = new HashMap<>();
        for (long v : y) {
            ties.merge(v, 1, Integer::sum);
        }
        double n = x.length;
        double variance = n * (n - 1) * (2 * n + 5);
        for (int t : ties.values()) {
            variance -= (double) t * (t - 1) * (2 * t + 5);
        }
        double c = 1.6448536269514722 * Math.sqrt(variance / 18);
        int m1 = (int) Math.floor((count - c) / 2);
        m1 = Math.max(1, Math.min(count, m1));
        return new BigDecimal[] {median, slopes.get(m1 - 1), slopes.get(count - m1)};
    }

    private static BigDecimal decimal(BigFraction f) {
        return f.bigDecimalValue(SCALE, RoundingMode.HALF_EVEN);
    }

    private static void assertMatchesReference(TheilSen fit, long[] x, long[] y) {
        BigDecimal[] reference = reference(x, y);
        assertThat(decimal(fit.line().slope())).isEqualByComparingTo(reference[0]);
        assertThat(decimal(fit.low().slope())).isEqualByComparingTo(reference[1]);
        assertThat(decimal(fit.high().slope())).isEqualByComparingTo(reference[2]);
    }

    private static long[] epochDays(int from, int to) {
        long[] x = new long[to - from];
        for (int i = from; i < to; i++) {
            x[i - from] = D0.plusDays(i).toEpochDay();
        }
        return x;
    }

    @Test
    void aLinearRiseWithNoiseIsOneRiseAtItsReferenceSlope() {
        Random random = new Random(43);
        long[] y = new long[30];
        for (int d = 0; d < y.length; d++) {
            y[d] = 20_000 + 1_000L * d + random.nextInt(6_001) - 3_000;
        }
        Trend trend = Trend.of(days(30), y);

        assertThat(trend.steps()).isEmpty();
        assertThat(trend.fitFrom()).isEqualTo(D0);
        assertMatchesReference(trend.fit(), epochDays(0, 30), y);
        assertThat(trend.fit().line().slope().doubleValue()).isBetween(800.0, 1_200.0);
        assertThat(trend.upward()).isTrue();
    }

    @Test
    void aStepThenARiseIsReportedAsAStepAndFittedAfterIt() {
        Random random = new Random(7);
        long[] y = new long[30];
        for (int d = 0; d < y.length; d++) {
            y[d] = (d < 15 ? 10_000 : 40_000 + 1_000L * (d - 15)) + random.nextInt(2_001) - 1_000;
        }
        Trend trend = Trend.of(days(30), y);

        assertThat(trend.steps()).extracting(Trend.Step::day).containsExactly(D0.plusDays(15));
        assertThat(trend.fitFrom()).isEqualTo(D0.plusDays(15));
        long[] after = java.util.Arrays.copyOfRange(y, 15, 30);
        assertMatchesReference(trend.fit(), epochDays(15, 30), after);
        assertThat(trend.steps().get(0).before().doubleValue()).isBetween(9_000.0, 11_000.0);
        assertThat(trend.upward()).isTrue();
    }

    @Test
    void aFlatSeriesWithOutliersHasNoSlopeAndNoStep() {
        long[] y = new long[28];
        java.util.Arrays.fill(y, 10_000);
        y[3] = 95_000;
        y[17] = 90_000;
        y[26] = 99_000;
        Trend trend = Trend.of(days(28), y);

        assertThat(trend.steps()).isEmpty();
        assertThat(trend.fit().line().slope()).isEqualTo(BigFraction.ZERO);
        assertThat(trend.fit().line().intercept()).isEqualTo(BigFraction.of(10_000));
        assertMatchesReference(trend.fit(), epochDays(0, 28), y);
        assertThat(trend.upward()).isFalse();
    }

    @Test
    void aSeasonalWeekIsNeitherAStepNorARise() {
        long[] weekly = {10_000, 10_500, 10_200, 10_100, 10_300, 16_000, 15_500};
        long[] y = new long[28];
        for (int d = 0; d < y.length; d++) {
            y[d] = weekly[d % 7];
        }
        Trend trend = Trend.of(days(28), y);

        assertThat(trend.steps()).isEmpty();
        assertMatchesReference(trend.fit(), epochDays(0, 28), y);
        assertThat(trend.upward()).isFalse();
    }

    @Test
    void tooFewDaysHaveNoFit() {
        Trend trend = Trend.of(days(6), new long[] {1, 2, 3, 4, 5, 6});

        assertThat(trend.fit()).isNull();
        assertThat(trend.days()).isEqualTo(6);
    }

    @Test
    void pettittsStatisticIsTheReferenceDoubleSum() {
        Random random = new Random(11);
        for (int round = 0; round < 50; round++) {
            int n = 2 + random.nextInt(40);
            BigFraction[] values = new BigFraction[n];
            for (int i = 0; i < n; i++) {
                values[i] = BigFraction.of(random.nextInt(9), 1 + random.nextInt(3));
            }
            long best = -1;
            int at = -1;
            for (int t = 0; t < n - 1; t++) {
                long u = 0;
                for (int i = 0; i <= t; i++) {
                    for (int j = t + 1; j < n; j++) {
                        u += values[i].subtract(values[j]).signum();
                    }
                }
                if (Math.abs(u) > best) {
                    best = Math.abs(u);
                    at = t;
                }
            }
            Pettitt test = Pettitt.of(values, Fractions.ORDER);
            assertThat(test.k()).isEqualTo(best);
            assertThat(test.last()).isEqualTo(at);
        }
    }

    @Test
    void eachFigureIsWrittenInItsOwnUnit() {
        long[] keys = new long[10];
        long[] shrinking = new long[10];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = 5_000 + 1_250 * i;
            shrinking[i] = 9_000_000 - 40_000 * i;
        }

        // entries are counted, not bytes; a falling figure is written without a sign, its interval with one
        assertThat(Trend.of(days(10), keys).sentence("most state entries", Trend.Unit.COUNT)).isEqualTo(
                "The daily most state entries rises 1250 a day over the 10 days from 2026-11-01 (Theil–Sen; 90 %: "
                        + "1250 to 1250 a day, upward).");
        assertThat(Trend.of(days(10), shrinking).sentence("largest state", Trend.Unit.BYTES)).isEqualTo(
                "The daily largest state falls 40000 B (40 kB) a day over the 10 days from 2026-11-01 (Theil–Sen; "
                        + "90 %: −40000 B (40 kB) to −40000 B (40 kB) a day).");
    }

    /**
     * A state that grows a byte every three days, and keys one every three days: a rise of less than one a day is
     * written as the fraction it is, as report.json's slopePerDay gives it, not rounded to "rises 0 B a day".
     */
    @Test
    void aRiseOfLessThanOneADayIsNotWrittenAsZero() {
        long[] slow = {1000, 1000, 1000, 1001, 1001, 1001, 1002, 1002, 1002, 1003};

        assertThat(Trend.of(days(10), slow).sentence("largest state", Trend.Unit.BYTES)).isEqualTo(
                "The daily largest state rises 0.33 B a day over the 10 days from 2026-11-01 (Theil–Sen; 90 %: "
                        + "0.25 B to 0.4 B a day, upward).");
        assertThat(Trend.of(days(10), slow).sentence("most state entries", Trend.Unit.COUNT)).isEqualTo(
                "The daily most state entries rises 0.33 a day over the 10 days from 2026-11-01 (Theil–Sen; 90 %: "
                        + "0.25 to 0.4 a day, upward).");
    }
}
