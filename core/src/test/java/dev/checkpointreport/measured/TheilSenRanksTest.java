package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.model.Fractions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * A fit's three slopes against every pairwise slope as an exact fraction, sorted, on seeded random series of the
 * shapes that reach each way {@code TheilSen} finds a rank: slopes far apart, slopes whose doubles agree in all but
 * their last bits (a few, and more than are ordered by insertion), rises past 2^53, and level series. The fractions
 * are ordered as the code orders them ({@link Fractions#ORDER}): a {@code BigFraction}'s own order is wrong for a
 * negative denominator.
 */
class TheilSenRanksTest {

    private static BigFraction[] reference(long[] x, long[] y) {
        List<BigFraction> slopes = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            for (int j = i + 1; j < x.length; j++) {
                slopes.add(BigFraction.of(y[j] - y[i]).divide(x[j] - x[i]));
            }
        }
        slopes.sort(Fractions.ORDER);
        int count = slopes.size();
        BigFraction median = count % 2 == 1 ? slopes.get(count / 2)
                : slopes.get(count / 2 - 1).add(slopes.get(count / 2)).divide(2);
        int low = (int) Math.min(count, Math.max(1, Math.floor((count - TheilSen.Z_95
                * Math.sqrt(TheilSen.varianceOfS(y))) / 2)));
        return new BigFraction[] {median, slopes.get(low - 1), slopes.get(count - low)};
    }

    /** A series of {@code n} points of one of five shapes, x increasing by gaps of 1 to {@code gap} days. */
    private static long[][] series(Random random, int n, int shape) {
        long[] x = new long[n];
        long[] y = new long[n];
        long day = 20_000;
        int gap = 1 + random.nextInt(random.nextBoolean() ? 1 : 40);
        long rate = (1L << 45) + random.nextInt(1 << 20);
        for (int i = 0; i < n; i++) {
            x[i] = day;
            day += 1 + random.nextInt(gap);
            y[i] = switch (shape) {
                // slopes far apart, with ties among the values
                case 0 -> random.nextInt(20);
                // a steep rise whose slopes agree to about 40 bits: their doubles fall in one band or a few
                case 1 -> rate * (x[i] - 20_000) + random.nextInt(7) - 3;
                // rises past 2^53
                case 2 -> (1L << 60) / 366 * (x[i] - 20_000) + random.nextInt(1 << 30);
                // level, with a few outliers
                case 3 -> random.nextInt(10) == 0 ? random.nextInt(1_000_000) : 5_000;
                // state-like bytes, rising with noise
                default -> 1_000_000_000L + 3_000_000L * (x[i] - 20_000) + random.nextInt(50_000_000);
            };
        }
        return new long[][] {x, y};
    }

    @Test
    void eachRankIsTheExactSlopeAtThatRankWhateverTheSeries() {
        Random random = new Random(4311);
        int[] shapes = new int[5];
        for (int round = 0; round < 2_500; round++) {
            int shape = round % 5;
            int n = 2 + random.nextInt(round % 50 == 0 ? 150 : 30);
            long[][] xy = series(random, n, shape);
            BigFraction[] expected = reference(xy[0], xy[1]);
            TheilSen fit = TheilSen.fit(xy[0], xy[1]);
            assertThat(new BigFraction[] {fit.line().slope(), fit.low().slope(), fit.high().slope()})
                    .as("shape %d, n %d, round %d", shape, n, round).usingElementComparator(Fractions.ORDER)
                    .containsExactly(expected);
            shapes[shape]++;
        }
        assertThat(shapes).containsOnly(500);
    }
}
