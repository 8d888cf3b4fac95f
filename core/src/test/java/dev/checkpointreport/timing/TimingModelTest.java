package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.source.MeterStream;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * Recovery in seconds on the lesson's stream: 200 rows a period from the second period on, four
 * workers owning 49, 50, 51 and 50 subscribers. With hourly periods and capacity 1.5 the job's arrival
 * rate is λ = 200/3600 rows/s, a worker processes μ = 1.5 λ / 4 = 1/48 rows/s, and worker 2 receives
 * λ_2 = 51/3600 rows/s, so its backlog drains at μ − λ_2 = 1/150 rows/s.
 */
class TimingModelTest {
    private static final String HOURLY = """
            timing: {periodLength: 1h, capacity: 1.5, detection: 30s}
            state: {entryBytes: 64}
            storage: {readRate: 200MB/s, writeRate: 100MB/s}
            """;

    static CheckpointConfig config(String timing, String... replacements) {
        try {
            return ConfigLoader.parse("timing.yml", Lesson.yamlWith(replacements) + timing);
        } catch (ConfigException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static RowCounts counts(CheckpointConfig config) {
        return MeterStream.count(config.seed(), config.subscribers(), config.periods().size(), config.workers());
    }

    static RecoveryClock<BigFraction> exactClock(CheckpointConfig config) {
        return new RecoveryClock<>(counts(config), config.timing(), f -> f);
    }

    static RecoveryTimeAnalysis analyse(CheckpointConfig config) {
        RowCounts counts = counts(config);
        Analysis analysis = dev.checkpointreport.model.RecoveryModel.analyse(counts, config.scenario());
        return TimingModel.analyse(counts, config.scenario(), analysis.costs(), config.timing());
    }

    @Test
    void ratesFollowTheLessonsRows() {
        RecoveryClock<BigFraction> clock = exactClock(config(HOURLY));

        assertThat(clock.processingRate()).isEqualTo(BigFraction.of(1, 48));
        assertThat(clock.arrivalRate(2)).isEqualTo(BigFraction.of(51, 3600));
        assertThat(clock.arrivalRate(0)).isEqualTo(BigFraction.of(49, 3600));
    }

    @Test
    void intervalSixInSeptemberIsOutageTimesMuOverMuMinusLambda() {
        RecoveryTime<BigFraction> time = exactClock(config(HOURLY)).recovery(Interval.every(6), 8);

        // worker 2: restores 51 entries × 64 B at 200 MB/s, replays 2 × 51 rows at 1/48 rows/s
        assertThat(time.worker()).isEqualTo(2);
        assertThat(time.detection()).isEqualTo(BigFraction.of(30));
        assertThat(time.restore()).isEqualTo(BigFraction.of(3264, 200_000_000));
        assertThat(time.replay()).isEqualTo(BigFraction.of(4896));
        assertThat(time.catchUp()).isEqualTo(BigFraction.of(51 * 150, 3600).multiply(time.outage()));
        assertThat(time.total()).isEqualTo(exact("15393.750051"));
    }

    @Test
    void theBusiestWorkerDecides() {
        RecoveryClock<BigFraction> clock = exactClock(config(HOURLY));

        BigFraction worker1 = clock.recovery(Interval.every(6), 8, 1).total();
        BigFraction worker2 = clock.recovery(Interval.every(6), 8, 2).total();
        // worker 1: (30 + 100 × 48 + its restore) × 75/25
        assertThat(worker1).isEqualTo(exact("14490").add(BigFraction.of(3200 * 3, 200_000_000)));
        assertThat(worker2).isGreaterThan(worker1);
        assertThat(clock.recovery(Interval.every(6), 8).worker()).isEqualTo(2);
    }

    @Test
    void withoutACheckpointNothingIsRestoredAndEverythingReplayed() {
        RecoveryTime<BigFraction> time = exactClock(config(HOURLY)).recovery(Interval.NONE, 8);

        assertThat(time.restore()).isEqualTo(BigFraction.ZERO);
        assertThat(time.replay()).isEqualTo(BigFraction.of(8 * 51 * 48));
    }

    @Test
    void worstRecoveryOfSixIsInDecemberJustAboveJune() {
        IntervalRecoveryTime six = analyse(config(HOURLY)).intervals().get(1);

        // June and December both replay 5 × 51 rows; December also restores the checkpoint of July
        assertThat(six.worstPeriod()).isEqualTo(11);
        assertThat(six.worst().total().doubleValue()).isEqualTo(38343.750051, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(six.atFailure().total().doubleValue()).isEqualTo(15393.750051, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void aCapacityOfExactlyOneNeverCatchesUp() {
        CheckpointConfig config = config(HOURLY.replace("capacity: 1.5", "capacity: 1.0"), "workers: 4", "workers: 1");

        RecoveryClock<BigFraction> clock = exactClock(config);
        RecoveryTimeAnalysis recovery = analyse(config);

        assertThat(clock.processingRate()).isEqualTo(clock.arrivalRate(0));
        assertThat(clock.drains(0)).isFalse();
        assertThat(recovery.rates().catchesUp()).isFalse();
        assertThat(recovery.intervals()).allSatisfy(r -> assertThat(r.worst().catchesUp()).isFalse());
        // no failure period's recovery ends, so the worst is the earliest: period 1, the second period
        assertThat(recovery.intervals()).extracting(IntervalRecoveryTime::worstPeriod).containsOnly(1);
        assertThat(recovery.decided().worstPeriod()).isEqualTo(1);
        assertThat(recovery.decided().met()).isFalse();
        // at μ = λ the lag stops rising after the outage but never falls
        LagPoint replayed = recovery.watched().freshness().get(3);
        assertThat(recovery.watched().freshness().get(4)).isEqualTo(new LagPoint(2 * replayed.seconds(), replayed.lag(), "still behind"));
        assertThat(recovery.decided().message(config.periods())).isEqualTo("Checkpoint interval 6 can never recover: "
                + "worker 0 receives 0.0556 rows/s but processes at most 0.0556 rows/s, so the backlog after a failure "
                + "never drains. Raise timing.capacity above 1.000.");
    }

    @Test
    void skewCanLeaveOneWorkerBehindAtACapacityAboveOne() {
        // 1.0 × λ / 4 = 50/3600 rows/s: worker 2 receives 51/3600 and never drains; worker 0 does
        RecoveryTimeAnalysis recovery = analyse(config(HOURLY.replace("capacity: 1.5", "capacity: 1.0")));

        assertThat(recovery.rates().catchesUp()).isFalse();
        assertThat(recovery.rates().overload()).map(Overload::worker).contains(2);
        assertThat(recovery.decided().overload()).isEqualTo(recovery.rates().overload());
        // worker 2 falls further behind after the outage: its lag grows by (51 − 50) / 51 of a second a second
        LagPoint replayed = recovery.watched().freshness().get(3);
        LagPoint behind = recovery.watched().freshness().get(4);
        assertThat(behind.phase()).isEqualTo("still behind");
        assertThat(behind.lag() - replayed.lag()).isCloseTo(replayed.seconds() / 51, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(recovery.rates().overload().orElseThrow().capacityNeeded()).isEqualTo(1.02, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void withoutADecisionTheGateNamesTheWorkerThatFallsBehind() {
        CheckpointConfig config = config(HOURLY.replace("capacity: 1.5", "capacity: 1.0"),
                "decision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\n", "");
        RecoveryTimeAnalysis recovery = analyse(config);

        assertThat(recovery.decided()).isNull();
        // λ_2 = 51/3600 rows/s against μ = 50/3600 rows/s
        assertThat(recovery.rates().overload().orElseThrow().message()).isEqualTo("The job can never catch up after a "
                + "failure: worker 2 receives 0.0142 rows/s but processes at most 0.0139 rows/s. Raise timing.capacity;"
                + " see the report's recovery section.");
    }

    @Test
    void aCapacityAHairAboveTheArrivalRateCatchesUpExactly() {
        // μ = (1 + 10^-30) λ: as doubles μ and λ are equal, exactly the backlog drains
        CheckpointConfig config = config(HOURLY.replace("capacity: 1.5", "capacity: 1.000000000000000000000000000001"),
                "workers: 4", "workers: 1");
        RecoveryTimeAnalysis recovery = analyse(config);

        assertThat(recovery.rates().processing()).isEqualTo(recovery.rates().arrival());
        assertThat(recovery.rates().overload()).isEmpty();
        assertThat(recovery.rates().catchesUp()).isTrue();
        assertThat(recovery.decided().catchesUp()).isTrue();
    }

    @Test
    void theWatchedIntervalIsTheDecidedOneWithItsRecoveryAndFreshness() {
        RecoveryTimeAnalysis recovery = analyse(config(HOURLY));

        assertThat(recovery.watched().interval()).isEqualTo(Interval.every(6));
        assertThat(recovery.watched().recovery()).isSameAs(recovery.intervals().get(1));
        assertThat(recovery.watched().freshness().get(3).seconds())
                .isEqualTo(recovery.watched().recovery().atFailure().outage().doubleValue());
        assertThat(recovery.intervals()).allSatisfy(r -> assertThat(r.average().worker()).isNull());
    }

    @Test
    void aDedupSetThatNeverExpiresGrowsEveryPeriod() {
        RecoveryTimeAnalysis recovery = analyse(config(HOURLY.replace("{entryBytes: 64}", "{entryBytes: 64, dedupTtl: none}")));

        assertThat(recovery.state().unbounded()).isTrue();
        List<Long> entries = recovery.state().points().stream().map(StatePoint::busiestEntries).toList();
        assertThat(entries).startsWith(51L, 102L, 153L).endsWith(51L + 11 * 51);
        assertThat(entries).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void aDedupSetWithATtlFlattens() {
        RecoveryTimeAnalysis recovery = analyse(config(HOURLY.replace("{entryBytes: 64}", "{entryBytes: 64, dedupTtl: 3}")));

        assertThat(recovery.state().unbounded()).isFalse();
        assertThat(recovery.state().points()).extracting(StatePoint::busiestEntries)
                .containsExactly(51L, 102L, 153L, 204L, 204L, 204L, 204L, 204L, 204L, 204L, 204L, 204L);
        assertThat(recovery.state().points().get(5).totalEntries()).isEqualTo(200 + 3 * 200);
        assertThat(recovery.state().points().get(5).totalBytes()).isEqualTo(800 * 64);
    }

    @Test
    void anIncrementalSnapshotWritesOnlyTheChangedShare() {
        String full = HOURLY.replace("{entryBytes: 64}", "{entryBytes: 64, dedupTtl: none}");
        String incremental = HOURLY.replace("{entryBytes: 64}",
                "{entryBytes: 64, dedupTtl: none, snapshot: incremental, changedFraction: 0.1}");

        BigFraction fullSnapshot = exactClock(config(full)).longestSnapshot(Interval.every(4));
        BigFraction incrementalSnapshot = exactClock(config(incremental)).longestSnapshot(Interval.every(4));

        // checkpoints after periods 4 and 8; worker 2 holds 51 keys + 8 × 51 ids at period 8
        assertThat(fullSnapshot).isEqualTo(BigFraction.of(9 * 51 * 64, 100_000_000));
        assertThat(incrementalSnapshot).isEqualTo(fullSnapshot.multiply(BigFraction.of(1, 10)));
        assertThat(exactClock(config(full)).longestSnapshot(Interval.NONE)).isEqualTo(BigFraction.ZERO);
    }

    @Test
    void theRecoveryGatePassesWithinTheObjective() {
        RecoveryTimeAnalysis recovery = analyse(config(minutes("15m")));

        assertThat(recovery.decided().met()).isTrue();
        assertThat(recovery.decided().worstPeriod()).isEqualTo(11);
        assertThat(recovery.decided().worst().total()).isEqualTo(exact("731.25").add(BigFraction.of(3264 * 25, 8 * 200_000_000)));
    }

    @Test
    void theRecoveryGateFailsAndNamesTheCheapestIntervalThatMeetsIt() {
        CheckpointConfig config = config(minutes("10m"));
        DecidedRecovery verdict = analyse(config).decided();

        assertThat(verdict.met()).isFalse();
        assertThat(verdict.cheapestMeeting()).isEqualTo(Interval.every(4));
        assertThat(verdict.message(config.periods())).isEqualTo("Checkpoint interval 6 misses the recovery objective "
                + "of 10m 00s: its worst recovery, after a failure in 2026-12, takes 12m 11s (detection 30.0 s, restore "
                + "0.016 ms, replay 3m 24s, catch-up 8m 17s). The cheapest interval that meets it is 4.");
    }

    @Test
    void noIntervalMeetingTheObjectiveIsSaid() {
        CheckpointConfig config = config(minutes("1s").replace("detection: 30s", "detection: 2s"));

        assertThat(analyse(config).decided().message(config.periods())).endsWith("No configured interval meets it.");
    }

    /** Minute-long periods: μ = 1.25 rows/s per worker, and worker 2's backlog drains at μ − λ_2 = 0.4 rows/s. */
    private static String minutes(String objective) {
        return HOURLY.replace("periodLength: 1h", "periodLength: 1m") + "objective: {recoveryTime: " + objective + "}\n";
    }

    private static BigFraction exact(String decimal) {
        return dev.checkpointreport.model.Fractions.of(new BigDecimal(decimal));
    }
}
