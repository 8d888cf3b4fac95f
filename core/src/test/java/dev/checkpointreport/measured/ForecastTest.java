package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

class ForecastTest {
    private static final LocalDate D0 = LocalDate.of(2026, 11, 1);
    private static final long SEED = 20261203L;

    private static Trend trend(long[] y) {
        List<LocalDate> days = new ArrayList<>();
        for (int i = 0; i < y.length; i++) {
            days.add(D0.plusDays(i));
        }
        return Trend.of(days, y);
    }

    private static long[] line(int days, long start, long perDay) {
        long[] y = new long[days];
        for (int d = 0; d < days; d++) {
            y[d] = start + perDay * d;
        }
        return y;
    }

    @Test
    void aSteadyRiseReachesTheIntervalOnTheDayItsLineDoes() {
        // 10 s rising 1 s a day reaches 60 s on day 50
        Crossing crossing = Crossing.of(Crossing.Target.INTERVAL, BigFraction.of(60_000), trend(line(14, 10_000, 1_000)),
                null, null);

        assertThat(crossing.day()).isEqualTo(D0.plusDays(50));
        assertThat(crossing.early()).isEqualTo(D0.plusDays(50));
        assertThat(crossing.late()).isEqualTo(D0.plusDays(50));
        assertThat(crossing.sentence()).isEqualTo("The p90 snapshot duration reaches the checkpoint interval of "
                + "1m 00s on 2026-12-21 (90 %: 2026-12-21 to 2026-12-21).");
        assertThat(crossing.within(BigFraction.of(37))).isTrue();
        assertThat(crossing.within(BigFraction.of(36))).isFalse();
    }

    @Test
    void aThresholdPassedAlreadyWasReachedOnTheFirstDayAbove() {
        Crossing crossing = Crossing.of(Crossing.Target.BUDGET, BigFraction.of(15_500), trend(line(14, 10_000, 1_000)),
                null, null);

        assertThat(crossing.day()).isEqualTo(D0.plusDays(6));
        assertThat(crossing.sentence()).isEqualTo("The state has reached state.budget of 15.5KB on 2026-11-07 "
                + "(90 %: 2026-11-07 to 2026-11-07).");
    }

    @Test
    void aFallingLineNeverReachesIt() {
        Crossing crossing = Crossing.of(Crossing.Target.TIMEOUT, BigFraction.of(600_000),
                trend(line(14, 100_000, -1_000)), null, null);

        assertThat(crossing.day()).isNull();
        assertThat(crossing.early()).isNull();
        assertThat(crossing.within(BigFraction.of(100_000))).isFalse();
        assertThat(crossing.sentence()).isEqualTo("The p90 snapshot duration does not rise toward the checkpoint "
                + "timeout of 10m 00s.");
    }

    /**
     * A history whose last day is 9999-12-13, rising 1 s a day toward a minute reached 50 days after its first:
     * past the year 9999, which a date of report.json cannot write as YYYY-MM-DD (Java writes +10000-01-09). It is
     * not forecast, and the sentence says so.
     */
    @Test
    void noDayPastTheYear9999IsForecast() {
        LocalDate first = LocalDate.of(9999, 11, 30);
        List<LocalDate> days = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            days.add(first.plusDays(i));
        }
        Crossing crossing = Crossing.of(Crossing.Target.INTERVAL, BigFraction.of(60_000),
                Trend.of(days, line(14, 10_000, 1_000)), null, null);

        assertThat(crossing.day()).isNull();
        assertThat(crossing.early()).isNull();
        assertThat(crossing.sentence()).isEqualTo("The p90 snapshot duration rises toward the checkpoint interval of "
                + "1m 00s, but not by 9999-12-31, the last day forecast.");
    }

    /**
     * Days that swing between 0 and 1 s, level at 500 ms: the line does not reach a second, but the interval's upper
     * line, 1/7 s a day, does on 2026-11-09, the day before the history's last. That day has passed.
     */
    @Test
    void anUpperBoundReachedAlreadyIsSaidInThePast() {
        long[] swinging = {0, 1_000, 0, 1_000, 0, 1_000, 0, 1_000, 0, 1_000};
        Crossing crossing = Crossing.of(Crossing.Target.INTERVAL, BigFraction.of(1_000), trend(swinging), null, null);

        assertThat(crossing.day()).isNull();
        assertThat(crossing.early()).isEqualTo(D0.plusDays(8));
        assertThat(crossing.sentence()).isEqualTo("The p90 snapshot duration does not rise toward the checkpoint "
                + "interval of 1.0 s; at the upper end of its 90 % range it has reached it on 2026-11-09.");
    }

    /** Adding k·day to every point moves every line up by k a day, so a steeper rise never crosses later. */
    @Test
    void theForecastDayMovesMonotonicallyWithTheSlope() {
        Random random = new Random(SEED);
        for (int round = 0; round < 100; round++) {
            int n = 7 + random.nextInt(40);
            long[] base = new long[n];
            for (int d = 0; d < n; d++) {
                base[d] = 5_000 + random.nextInt(20_000) + (random.nextInt(10) == 0 ? random.nextInt(50_000) : 0);
            }
            BigFraction threshold = BigFraction.of(30_000 + random.nextInt(200_000));
            Long before = null;
            boolean crossedBefore = false;
            for (long k = -2_000; k <= 4_000; k += 1 + random.nextInt(700)) {
                long[] y = new long[n];
                for (int d = 0; d < n; d++) {
                    y[d] = base[d] + k * d;
                }
                Crossing crossing = Crossing.of(Crossing.Target.INTERVAL, threshold, trend(y), null, null);
                Long day = crossing.day() == null ? null : crossing.day().toEpochDay();
                if (crossedBefore) {
                    assertThat(day).as("round %d, k %d", round, k).isNotNull().isLessThanOrEqualTo(before);
                }
                if (day != null) {
                    crossedBefore = true;
                    before = day;
                }
            }
        }
    }

    /**
     * Days years apart (the daily figures list only the days with something in them) make a slope of a byte in
     * thousands of days: its day for the largest budget is past any long, and is simply beyond the horizon.
     */
    @Test
    void aHugeBudgetOnDaysYearsApartIsBeyondTheHorizonNotAnOverflow() {
        List<LocalDate> days = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            days.add(LocalDate.of(2000, 1, 1).plusDays(i));
        }
        for (int i = 0; i < 4; i++) {
            days.add(D0.plusDays(i));
        }
        Trend trend = Trend.of(days, new long[] {0, 0, 0, 0, 1, 1, 1, 1});

        Crossing crossing = Crossing.of(Crossing.Target.BUDGET, BigFraction.of((1L << 53) - 1), trend, null, null);

        assertThat(crossing.day()).isNull();
        assertThat(crossing.early()).isNull();
        assertThat(crossing.late()).isNull();
    }

    /** A line that rises, only too slowly to reach the threshold within ten years, is not said not to rise. */
    @Test
    void aRiseTooSlowForTheHorizonIsWordedAsBeyondItNotAsNoRise() {
        // 10 s rising 1 ms a day reaches 60 s on day 50,000, 137 years on
        Crossing crossing = Crossing.of(Crossing.Target.INTERVAL, BigFraction.of(60_000), trend(line(14, 10_000, 1)),
                null, null);

        assertThat(crossing.day()).isNull();
        assertThat(crossing.sentence()).isEqualTo("The p90 snapshot duration rises toward the checkpoint interval of "
                + "1m 00s, but reaches it more than ten years after the history's last day, 2026-11-14.");
    }
}
