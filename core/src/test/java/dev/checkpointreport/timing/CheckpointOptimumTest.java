package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.checkpointreport.model.Interval;
import org.junit.jupiter.api.Test;

/**
 * The lesson with minutes for periods, snapshots written at 1 KB/s and an MTBF of an hour. Worker 2's state
 * peaks at 204 entries of 64 bytes, so the longest snapshot takes δ = 13056 B / 1000 B/s = 13.056 s.
 */
class CheckpointOptimumTest {
    private static final String MINUTES = """
            timing: {periodLength: 1m, capacity: 1.5, detection: 30s}
            state: {entryBytes: 64, dedupTtl: 3}
            storage: {readRate: 200MB/s, writeRate: 1KB/s}
            """;
    private static final String PROBABILITIES = "probabilities: [1.0, 0.75, 0.5, 0.25]";

    static CheckpointOptimum optimum(String mtbf, String... replacements) {
        return optimumWith(MINUTES, mtbf, replacements);
    }

    static CheckpointOptimum optimumWith(String timing, String mtbf, String... replacements) {
        String[] all = new String[replacements.length + 2];
        all[0] = PROBABILITIES;
        all[1] = PROBABILITIES + "\n  mtbf: " + mtbf;
        System.arraycopy(replacements, 0, all, 2, replacements.length);
        return TimingModelTest.analyse(TimingModelTest.config(timing, all)).optimum();
    }

    @Test
    void anHourlyMtbfPutsTheOptimumNearFivePeriodsWhereTheDiscreteModelHoldsNoCheckpoint() {
        CheckpointOptimum optimum = optimum("1h");

        assertThat(optimum.optimum().snapshot()).isEqualTo(13.056);
        assertThat(optimum.optimum().mtbf()).isEqualTo(3600.0);
        // √(2 × 13.056 × 3600) = √94003.2
        assertThat(optimum.optimum().young()).isCloseTo(306.5994, within(0.00005));
        // Young × [1 + ⅓√(δ/2M) + ⅑(δ/2M)] − δ, with δ/2M = 13.056/7200
        assertThat(optimum.optimum().daly()).isCloseTo(297.9572, within(0.00005));
        assertThat(optimum.optimum().exact()).isCloseTo(297.9579, within(0.00005));
        // 1 − e^(−60/3600), below 11/18: the discrete model holds none
        assertThat(optimum.probability().doubleValue()).isCloseTo(0.0165285, within(0.0000001));
        assertThat(optimum.best()).isEqualTo(Interval.NONE);
        assertThat(optimum.nearest()).isEqualTo(Interval.every(4));
        assertThat(optimum.agree()).isFalse();
        assertThat(optimum.seconds(Interval.every(4))).isEqualTo(240.0);
        assertThat(optimum.seconds(Interval.NONE)).isNull();
    }

    @Test
    void withFourStateRowsAndHalfTheWriteRateBothPickIntervalSix() {
        // 6 is the best for p in (11 × 4/3600, 11 × 4/2400], around 0.0165; δ = 26.112 s puts τ* past 6m 00s
        CheckpointOptimum optimum = optimumWith(MINUTES.replace("writeRate: 1KB/s", "writeRate: 500B/s"), "1h",
                "stateRows: 200", "stateRows: 4");

        assertThat(optimum.optimum().snapshot()).isEqualTo(26.112);
        assertThat(optimum.optimum().exact()).isCloseTo(416.3666, within(0.00005));
        assertThat(optimum.best()).isEqualTo(Interval.every(6));
        assertThat(optimum.nearest()).isEqualTo(Interval.every(6));
        assertThat(optimum.agree()).isTrue();
    }

    @Test
    void noOptimumWhenNoListedIntervalWritesASnapshot() {
        assertThat(optimum("1h", "intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none]",
                "interval: 6", "interval: none")).isNull();
    }
}
