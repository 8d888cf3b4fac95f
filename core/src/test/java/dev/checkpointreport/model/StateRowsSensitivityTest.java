package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.model.StateRowsSensitivity.Scaled;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * The lesson at 100, 200 and 400 state rows. Halving the certain cost halves every crossing of two lines:
 * none meets 6 at 11/36 and 6 meets 4 at 11/24, and 4 now meets 3 at 11/12 (certain costs 300 and 400,
 * averages 3600/11 and 2400/11). Doubling it pushes every crossing with none past 1.
 */
class StateRowsSensitivityTest {
    private static final Interval NONE = Interval.NONE;
    private static final Interval SIX = Interval.every(6);
    private static final Interval FOUR = Interval.every(4);

    @Test
    void atTheSameStateRowsTheBreakEvensAreElevenEighteenthsAndElevenTwelfths() {
        Scaled same = Lesson.analysis().sensitivity().scales().get(1);

        assertThat(same.factor()).isEqualTo(BigFraction.ONE);
        assertThat(same.breakEvens()).containsExactly(
                new BreakEven(BigFraction.of(11, 18), NONE, SIX),
                new BreakEven(BigFraction.of(11, 12), SIX, FOUR));
        assertThat(same.ranges()).isEqualTo(Lesson.analysis().bestRanges());
    }

    @Test
    void halvingTheStateRowsHalvesTheBreakEvensAndBringsInIntervalThree() {
        Scaled half = Lesson.analysis().sensitivity().scales().get(0);

        assertThat(half.factor()).isEqualTo(BigFraction.of(1, 2));
        assertThat(half.breakEvens()).containsExactly(
                new BreakEven(BigFraction.of(11, 36), NONE, SIX),
                new BreakEven(BigFraction.of(11, 24), SIX, FOUR),
                new BreakEven(BigFraction.of(11, 12), FOUR, Interval.every(3)));
        // at p = 0.75: 4 costs 3600/11 × 3/4 + 300 = 545.5, 6 costs 6000/11 × 3/4 + 200 = 609.1
        assertThat(half.best()).isEqualTo(FOUR);
    }

    @Test
    void doublingTheStateRowsLeavesNoCheckpointTheBestEverywhere() {
        Scaled twice = Lesson.analysis().sensitivity().scales().get(2);

        assertThat(twice.breakEvens()).isEmpty();
        assertThat(twice.best()).isEqualTo(NONE);
    }

    @Test
    void theDecisionOfSixAtThreeQuartersDoesNotHoldAcrossTheBand() {
        assertThat(Lesson.analysis().sensitivity().decisionHolds()).isFalse();
        assertThat(Lesson.analysis().sensitivity().scales().get(1).best()).isEqualTo(SIX);
    }

    @Test
    void noCheckpointAtOneInTenHoldsAcrossTheBand() {
        // none is the best below 11/36 at 0.5×, below 11/18 at 1× and everywhere at 2×
        Analysis lesson = Lesson.analysisWith("interval: 6", "interval: none", "probability: 0.75", "probability: 0.1");

        assertThat(lesson.sensitivity().decisionHolds()).isTrue();
        assertThat(lesson.sensitivity().scales()).extracting(Scaled::best).containsExactly(NONE, NONE, NONE);
    }

    @Test
    void withoutADecisionNothingIsSaidToHold() {
        Analysis lesson = Lesson.analysisWith("decision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\n",
                "");

        assertThat(lesson.sensitivity().decisionHolds()).isNull();
        assertThat(lesson.sensitivity().scales().get(0).best()).isNull();
    }

    @Test
    void inATieTheBestAtEveryFactorIsTheIntervalListedFirstAsTheDecisionsBest() {
        // 13 is longer than the twelve periods: it never checkpoints, so it costs what none costs at every factor
        Analysis tied = Lesson.analysisWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 13]",
                "interval: 6", "interval: 13", "probability: 0.75", "probability: 0.5");

        assertThat(tied.decisionCost().best()).isEqualTo(NONE);
        assertThat(tied.probabilities()).extracting(ExpectedCosts::best).containsOnly(NONE);
        assertThat(tied.sensitivity().scales()).extracting(Scaled::best).containsExactly(NONE, NONE, NONE);
        assertThat(tied.sensitivity().decisionHolds()).isTrue();
    }
}
