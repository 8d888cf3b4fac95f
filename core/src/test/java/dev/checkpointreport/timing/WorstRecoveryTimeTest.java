package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Interval;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/** The shortcut that checks only the last period before each checkpoint agrees with the full sweep. */
class WorstRecoveryTimeTest {
    private static final BigFraction MICROSECOND = BigFraction.of(1, 1_000_000);

    @Test
    void withinHoldsExactlyUpToTheWorstRecoveryOfEveryInterval() {
        for (String timing : List.of("""
                timing: {periodLength: 1h, capacity: 1.5, detection: 30s}
                state: {entryBytes: 64}
                """, """
                timing: {periodLength: 1m, capacity: 1.5, detection: 30s}
                state: {entryBytes: 1GiB, dedupTtl: 3}
                storage: {readRate: 10MB/s}
                """)) {
            // with interval 5 the longest replay, 800 rows, ends in period 10 of 12, not in the last
            CheckpointConfig config = TimingModelTest.config(timing, "[none, 6, 4, 3, 2, 1]", "[none, 6, 5, 4, 3, 2, 1]");
            RecoveryClock<BigFraction> clock = TimingModelTest.exactClock(config);
            for (Interval interval : config.scenario().intervals()) {
                BigFraction worst = WorstRecoveryTime.of(clock, interval, 12).time().total();

                assertThat(WorstRecoveryTime.within(clock, interval, 12, worst)).as("%s at its worst", interval).isTrue();
                assertThat(WorstRecoveryTime.within(clock, interval, 12, worst.subtract(MICROSECOND)))
                        .as("%s just below its worst", interval).isFalse();
            }
        }
    }
}
