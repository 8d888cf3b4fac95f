package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import java.math.BigDecimal;
import java.util.List;
import java.util.function.Function;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/** Every table the lesson prints, number for number. */
class LessonTablesTest {
    private static final Analysis LESSON = Lesson.analysis();
    private static final Interval NONE = Interval.NONE;

    @Test
    void streamJobHas2200Rows() {
        assertThat(LESSON.rows()).isEqualTo(2200);
    }

    @Test
    void recoveryAtSeptember() {
        assertThat(LESSON.atFailure()).containsExactly(
                new AtFailure(NONE, 0, 1600),
                new AtFailure(Interval.every(6), 2, 400),
                new AtFailure(Interval.every(4), 3, 0),
                new AtFailure(Interval.every(3), 4, 400),
                new AtFailure(Interval.every(2), 6, 0),
                new AtFailure(Interval.every(1), 12, 0));
    }

    @Test
    void halvingTheIntervalDoesNotHalveRecoveryInSeptember() {
        assertThat(recomputedAtFailure(6)).isEqualTo(400).isEqualTo(recomputedAtFailure(3));
        assertThat(recomputedAtFailure(4)).isZero();
    }

    @Test
    void recoveryMatrixIsTheLessonsSawTooth() {
        long[][] expected = {
            {200, 200, 200, 200, 200, 0},
            {400, 400, 400, 400, 0, 0},
            {600, 600, 600, 0, 200, 0},
            {800, 800, 0, 200, 0, 0},
            {1000, 1000, 200, 400, 200, 0},
            {1200, 0, 400, 0, 0, 0},
            {1400, 200, 600, 200, 200, 0},
            {1600, 400, 0, 400, 0, 0},
            {1800, 600, 200, 0, 200, 0},
            {2000, 800, 400, 200, 0, 0},
            {2200, 1000, 600, 400, 200, 0},
        };
        RecoveryMatrix matrix = LESSON.matrix();
        assertThat(matrix.rowCount()).isEqualTo(11);
        assertThat(matrix.failurePeriod(0)).isEqualTo(1);
        for (int row = 0; row < expected.length; row++) {
            assertThat(matrix.recomputed()[row]).as("failure 2026-%02d", row + 2).containsExactly(expected[row]);
        }
    }

    @Test
    void costTableMatchesTheLesson() {
        List<IntervalCost> rows = LESSON.costs().rows();
        assertThat(rows).extracting(IntervalCost::checkpoints).containsExactly(0L, 2L, 3L, 4L, 6L, 12L);
        assertThat(rows).extracting(IntervalCost::certainCost).containsExactly(0L, 400L, 600L, 800L, 1200L, 2400L);
        assertThat(rows).extracting(IntervalCost::worst).containsExactly(2200L, 1000L, 600L, 400L, 200L, 0L);
        assertThat(rows).extracting(IntervalCost::worstTotal).containsExactly(2200L, 1400L, 1200L, 1200L, 1400L, 2400L);
        assertThat(oneDecimal(rows, IntervalCost::average))
                .containsExactly("1200.0", "545.5", "327.3", "218.2", "109.1", "0.0");
        assertThat(oneDecimal(rows, IntervalCost::averageTotal))
                .containsExactly("1200.0", "945.5", "927.3", "1018.2", "1309.1", "2400.0");
        assertThat(rows.get(1).average()).isEqualTo(BigFraction.of(6000, 11));
    }

    @Test
    void cheapestByWorstIsIntervalFourTiedWithThreeAndByAverageIntervalFour() {
        assertThat(LESSON.costs().cheapestByWorst().interval()).isEqualTo(Interval.every(4));
        assertThat(LESSON.costs().row(Interval.every(3)).worstTotal()).isEqualTo(1200);
        assertThat(LESSON.costs().cheapestByAverage().interval()).isEqualTo(Interval.every(4));
    }

    @Test
    void theCheapestByTheWorstCaseAreFourAndThreeTiedInTheConfiguredOrder() {
        assertThat(LESSON.costs().cheapestByWorstTotal()).extracting(IntervalCost::interval)
                .containsExactly(Interval.every(4), Interval.every(3));
        assertThat(LESSON.costs().cheapestByAverageTotal()).extracting(IntervalCost::interval)
                .containsExactly(Interval.every(4));
    }

    @Test
    void byTheWorstCaseTheIntervalsRankFromFourAndThreeToOne() {
        // worst totals 2200, 1400, 1200, 1200, 1400, 2400 for none, 6, 4, 3, 2, 1; a tie keeps the configured order
        Decision worst = new Decision(Interval.every(6), null, Criterion.WORST);

        assertThat(LESSON.costs().byCost(worst)).extracting(IntervalCost::interval).containsExactly(
                Interval.every(4), Interval.every(3), Interval.every(6), Interval.every(2), NONE, Interval.every(1));
        assertThat(worst.costOf(LESSON.costs().row(Interval.every(6)))).isEqualTo(BigFraction.of(1400));
    }

    @Test
    void byTheExpectedCostAtThreeQuartersIntervalSixCosts8900Over11() {
        Decision expected = new Decision(Interval.every(6), new BigDecimal("0.75"), Criterion.EXPECTED);

        // 0.75 × 6000/11 + 400
        assertThat(expected.costOf(LESSON.costs().row(Interval.every(6)))).isEqualTo(BigFraction.of(8900, 11));
    }

    @Test
    void failureProbabilityTableMatchesTheLesson() {
        List<ExpectedCosts> rows = LESSON.probabilities();
        assertThat(rows).extracting(ExpectedCosts::probability)
                .containsExactly(new BigDecimal("1.0"), new BigDecimal("0.75"), new BigDecimal("0.5"), new BigDecimal("0.25"));
        assertThat(oneDecimal(rows.get(0).expected())).containsExactly("1200.0", "945.5", "927.3", "1018.2", "1309.1", "2400.0");
        assertThat(oneDecimal(rows.get(1).expected())).containsExactly("900.0", "809.1", "845.5", "963.6", "1281.8", "2400.0");
        assertThat(oneDecimal(rows.get(2).expected())).containsExactly("600.0", "672.7", "763.6", "909.1", "1254.5", "2400.0");
        assertThat(oneDecimal(rows.get(3).expected())).containsExactly("300.0", "536.4", "681.8", "854.5", "1227.3", "2400.0");
        assertThat(rows).extracting(ExpectedCosts::best)
                .containsExactly(Interval.every(4), Interval.every(6), NONE, NONE);
    }

    @Test
    void partitionedStateAsksABusiestWorkerForAQuarter() {
        assertThat(LESSON.partitioned()).extracting(PartitionedState::interval, PartitionedState::wholeJob,
                        PartitionedState::busiestWorker, PartitionedState::exactlyOnceState)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(NONE, 1600L, 408L, 1600L),
                        org.assertj.core.groups.Tuple.tuple(Interval.every(6), 400L, 102L, 400L),
                        org.assertj.core.groups.Tuple.tuple(Interval.every(4), 0L, 0L, 0L),
                        org.assertj.core.groups.Tuple.tuple(Interval.every(3), 400L, 102L, 400L),
                        org.assertj.core.groups.Tuple.tuple(Interval.every(2), 0L, 0L, 0L),
                        org.assertj.core.groups.Tuple.tuple(Interval.every(1), 0L, 0L, 0L));
    }

    private static long recomputedAtFailure(int interval) {
        return LESSON.atFailure().stream().filter(r -> r.interval().equals(Interval.every(interval)))
                .findFirst().orElseThrow().recomputed();
    }

    private static List<String> oneDecimal(List<IntervalCost> rows, Function<IntervalCost, BigFraction> value) {
        return oneDecimal(rows.stream().map(value).toList());
    }

    private static List<String> oneDecimal(List<BigFraction> values) {
        return values.stream().map(v -> Fractions.rounded(v, 1).toPlainString()).toList();
    }
}
