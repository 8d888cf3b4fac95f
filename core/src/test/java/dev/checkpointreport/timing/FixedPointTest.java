package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link FixedPoint} and {@link Durations} spell numbers as {@code String.format} did, without loading it. */
class FixedPointTest {
    private static final double[] EDGES = {0.0, -0.0, 0.05, 0.25, 0.5, 1.5, 2.5, -2.5, 0.0005, 0.00049999, 0.0015,
        1e-7, 1e-3, 59.95, 59.94999, 3599.5, 1e21, 1e300, Double.MIN_VALUE, Double.MAX_VALUE, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 3.3333333333333335};

    @Test
    void theEdgesAreSpelledAsTheFormatterSpellsThem() {
        for (double value : EDGES) {
            for (int decimals : new int[] {1, 3, 4}) {
                assertThat(FixedPoint.of(value, decimals)).as("%s to %d decimals", value, decimals)
                        .isEqualTo(String.format(Locale.ROOT, "%." + decimals + "f", value));
            }
        }
        assertThat(FixedPoint.of(0.05, 1)).isEqualTo("0.1");
        assertThat(FixedPoint.of(-0.0004, 3)).isEqualTo("-0.000");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomDoublesOfEveryMagnitudeAreSpelledAsTheFormatterSpellsThem(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 5_000; i++) {
            double value = random.nextBoolean() ? Double.longBitsToDouble(random.nextLong())
                    : (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(20) - 8);
            int decimals = 1 + random.nextInt(4);
            assertThat(FixedPoint.of(value, decimals)).as("%s to %d decimals", value, decimals)
                    .isEqualTo(String.format(Locale.ROOT, "%." + decimals + "f", value));
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void durationsAreSpelledAsTheFormatterSpelledThem(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 5_000; i++) {
            double seconds = random.nextDouble() * Math.pow(10, random.nextInt(12) - 6);
            assertThat(Durations.format(seconds)).as("%s s", seconds).isEqualTo(formatted(seconds));
        }
        for (double seconds : new double[] {0, 0.000065, 0.25, 42.5, 59.96, 845, 3599.4, 3599.5, 7380, 86_369, 86_370, 172_799, 172_800, 1e7}) {
            assertThat(Durations.format(seconds)).as("%s s", seconds).isEqualTo(formatted(seconds));
        }
        assertThat(Durations.format(845)).isEqualTo("14m 05s");
        assertThat(Durations.format(7380)).isEqualTo("2h 03m");
        assertThat(Durations.format(0.000065)).isEqualTo("0.065 ms");
    }

    /** {@link Durations#format} as it was written with {@code String.format}, with days from a day on. */
    private static String formatted(double seconds) {
        if (seconds == 0) {
            return "0 s";
        }
        if (seconds < 0.001) {
            return String.format(Locale.ROOT, "%.3f ms", seconds * 1000);
        }
        if (seconds < 1) {
            return String.format(Locale.ROOT, "%.1f ms", seconds * 1000);
        }
        if (seconds < 60) {
            return String.format(Locale.ROOT, "%.1f s", seconds);
        }
        long whole = Math.round(seconds);
        if (whole < 3600) {
            return String.format(Locale.ROOT, "%dm %02ds", whole / 60, whole % 60);
        }
        long minutes = Math.round(seconds / 60);
        if (minutes < 24 * 60) {
            return String.format(Locale.ROOT, "%dh %02dm", minutes / 60, minutes % 60);
        }
        long hours = Math.round(seconds / 3600);
        return String.format(Locale.ROOT, "%dd %02dh", hours / 24, hours % 24);
    }
}
