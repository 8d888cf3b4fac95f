package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.LongStream;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * An interval longer than the lesson's 12 periods: the lesson's model takes no checkpoint (12 // 13 = 0)
 * and restarts every failure from the beginning, exactly as {@code none} does.
 */
class LongerThanTheStreamTest {
    private static final Interval THIRTEEN = Interval.every(13);
    private static final Interval SIX = Interval.every(6);
    private static final Interval FOUR = Interval.every(4);

    private static Analysis lessonWith(String intervals, String decided) {
        return Lesson.analysisWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: " + intervals,
                "interval: 6", "interval: " + decided);
    }

    @Test
    void thirteenPeriodsTakeNoCheckpointAndRecomputeWhatNoneRecomputes() {
        Analysis analysis = lessonWith("[none, 13, 6, 4]", "6");

        assertThat(analysis.atFailure()).containsExactly(new AtFailure(Interval.NONE, 0, 1600),
                new AtFailure(THIRTEEN, 0, 1600), new AtFailure(SIX, 2, 400), new AtFailure(FOUR, 3, 0));
        long[] sawTooth = LongStream.rangeClosed(1, 11).map(f -> 200 * f).toArray();
        RecoveryMatrix matrix = analysis.matrix();
        for (int row = 0; row < matrix.rowCount(); row++) {
            assertThat(matrix.cell(row, 1)).as("failure 2026-%02d", row + 2)
                    .isEqualTo(matrix.cell(row, 0)).isEqualTo(sawTooth[row]);
        }
        assertThat(analysis.costs().row(THIRTEEN)).isEqualTo(new IntervalCost(THIRTEEN, 0, 0, 2200, 11, BigFraction.of(1200)));
        assertThat(analysis.costs().row(Interval.NONE))
                .isEqualTo(new IntervalCost(Interval.NONE, 0, 0, 2200, 11, BigFraction.of(1200)));
        assertThat(analysis.partitioned().get(1)).isEqualTo(new PartitionedState(THIRTEEN, 1600, 408, 2));
    }

    @Test
    void listedAfterNoneItTiesEverywhereAndIsNeverTheBest() {
        Analysis analysis = lessonWith("[none, 13, 6, 4]", "6");

        assertThat(analysis.bestRanges().of(Interval.NONE))
                .contains(new BestRange(BigFraction.ZERO, true, BigFraction.of(11, 18), true));
        assertThat(analysis.bestRanges().of(THIRTEEN)).isEmpty();
        assertThat(analysis.bestRanges().of(SIX)).contains(new BestRange(BigFraction.of(11, 18), false, BigFraction.of(11, 12), true));
        assertThat(analysis.bestRanges().of(FOUR)).contains(new BestRange(BigFraction.of(11, 12), false, BigFraction.ONE, true));
        ExpectedCosts half = analysis.probabilities().get(2);
        assertThat(half.probability()).isEqualByComparingTo("0.5");
        assertThat(half.expected()).containsExactly(BigFraction.of(600), BigFraction.of(600), BigFraction.of(7400, 11),
                BigFraction.of(8400, 11));
        assertThat(half.best()).isEqualTo(Interval.NONE);
    }

    @Test
    void listedBeforeNoneItWinsTheTieAndNoneIsNeverTheBest() {
        Analysis analysis = lessonWith("[13, none, 6, 4]", "6");

        assertThat(analysis.bestRanges().of(THIRTEEN))
                .contains(new BestRange(BigFraction.ZERO, true, BigFraction.of(11, 18), true));
        assertThat(analysis.bestRanges().of(Interval.NONE)).isEmpty();
        assertThat(analysis.probabilities().get(2).best()).isEqualTo(THIRTEEN);
        assertThat(analysis.costs().cheapestByWorst().interval()).isEqualTo(FOUR);
    }

    @Test
    void decidedAfterNoneItTiesAndCountsAsOptimal() {
        DecisionCost verdict = Lesson.analysisWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 13, 6, 4]",
                "interval: 6", "interval: 13", "probability: 0.75", "probability: 0.5").decisionCost();

        assertThat(verdict.best()).isEqualTo(Interval.NONE);
        assertThat(verdict.decidedCost()).isEqualTo(BigFraction.of(600)).isEqualTo(verdict.bestCost());
        assertThat(verdict.optimal()).isTrue();
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 13 is optimal at failure probability 0.5: "
                + "expected cost 600.0 rows. Interval 13 is never the best for p in [0, 1].");
    }

    @Test
    void onlyAnIntervalLongerThanTheStreamBehavesLikeNone() {
        // 12 takes one checkpoint, at the end of the stream: it recomputes what none does but costs 200 rows more
        Analysis analysis = lessonWith("[none, 12, 13, 1200, 1]", "12");

        assertThat(analysis.intervalsLikeNone()).containsExactly(THIRTEEN, Interval.every(1200));
        assertThat(analysis.costs().row(Interval.every(12)).certainCost()).isEqualTo(200);
        assertThat(Interval.NONE.behavesLikeNone(12)).isFalse();
        assertThat(Interval.every(12).behavesLikeNone(12)).isFalse();
        assertThat(THIRTEEN.behavesLikeNone(12)).isTrue();
        assertThat(Lesson.analysis().intervalsLikeNone()).isEqualTo(List.of());
        assertThat(analysis.costs().row(Interval.every(1200)).expectedAt(new BigDecimal("0.25"))).isEqualTo(BigFraction.of(300));
    }
}
