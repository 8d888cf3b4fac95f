package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Interval;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * A snapshot that takes exactly its interval overlaps the next. On the lesson's stream worker 2 holds the
 * largest state, 51 keys × 64 B = 3264 B; written at 9792 B/s with 0.3 of it changed, its snapshot takes
 * 3264 / 9792 × 0.3 = 0.1 s, exactly one 100 ms period. In doubles the share is 0.9999999999999999.
 */
class SnapshotOverlapTest {
    private static final String EXACTLY_ONE_PERIOD = """
            timing: {periodLength: 100ms, capacity: 1.5, detection: 30s}
            state: {entryBytes: 64, snapshot: incremental, changedFraction: 0.3}
            storage: {readRate: 200MB/s, writeRate: 9792B/s}
            """;

    private static IntervalRecoveryTime everyPeriod(String timing) {
        CheckpointConfig config = TimingModelTest.config(timing, "intervals: [none, 6, 4, 3, 2, 1]",
                "intervals: [none, 1, 2, 13]", "interval: 6", "interval: 1");
        RecoveryTimeAnalysis recovery = TimingModelTest.analyse(config);
        assertThat(recovery.intervals().get(1).interval()).isEqualTo(Interval.every(1));
        return recovery.intervals().get(1);
    }

    @Test
    void aSnapshotOfExactlyOnePeriodOverlapsThoughItsDoubleShareIsBelowOne() {
        CheckpointConfig config = TimingModelTest.config(EXACTLY_ONE_PERIOD);
        RecoveryClock<BigFraction> exact = TimingModelTest.exactClock(config);

        assertThat(exact.longestSnapshot(Interval.every(1))).isEqualTo(BigFraction.of(1, 10));
        assertThat(exact.snapshotShare(Interval.every(1))).isEqualTo(BigFraction.ONE);
        IntervalRecoveryTime one = everyPeriod(EXACTLY_ONE_PERIOD);
        assertThat(one.snapshotShare()).isEqualTo(0.9999999999999999);
        assertThat(one.longestSnapshot()).isEqualTo(0.09999999999999999);
        assertThat(one.snapshotsOverlap()).isTrue();
    }

    @Test
    void aSnapshotJustShorterThanItsPeriodDoesNotOverlapThoughItsDoubleShareIsTheSame() {
        // 9792.000000000000009792 B/s makes the share 1 / (1 + 10^-18), which no double tells from the exact 1
        String justFaster = EXACTLY_ONE_PERIOD.replace("writeRate: 9792B/s", "writeRate: 9792.000000000000009792B/s");
        RecoveryClock<BigFraction> exact = TimingModelTest.exactClock(TimingModelTest.config(justFaster));

        assertThat(exact.snapshotShare(Interval.every(1))).isEqualTo(BigFraction.of(
                new java.math.BigInteger("1000000000000000000"), new java.math.BigInteger("1000000000000000001")));
        IntervalRecoveryTime one = everyPeriod(justFaster);
        assertThat(one.snapshotShare()).isEqualTo(0.9999999999999999);
        assertThat(one.snapshotsOverlap()).isFalse();
    }

    @Test
    void longerIntervalsNoneAndAnIntervalLongerThanTheStreamDoNotOverlap() {
        CheckpointConfig config = TimingModelTest.config(EXACTLY_ONE_PERIOD, "intervals: [none, 6, 4, 3, 2, 1]",
                "intervals: [none, 1, 2, 13]", "interval: 6", "interval: 1");
        RecoveryTimeAnalysis recovery = TimingModelTest.analyse(config);

        assertThat(recovery.intervals()).extracting(IntervalRecoveryTime::snapshotsOverlap)
                .containsExactly(false, true, false, false);
        assertThat(recovery.intervals()).extracting(IntervalRecoveryTime::snapshotShare)
                .containsExactly(null, 0.9999999999999999, 0.49999999999999994, 0.0);
        IntervalRecoveryTime none = recovery.intervals().get(0);
        IntervalRecoveryTime thirteen = recovery.intervals().get(3);
        assertThat(thirteen.longestSnapshot()).isZero();
        assertThat(thirteen.worst().total().doubleValue()).isEqualTo(none.worst().total().doubleValue());
        assertThat(thirteen.worstPeriod()).isEqualTo(none.worstPeriod()).isEqualTo(11);
    }
}
