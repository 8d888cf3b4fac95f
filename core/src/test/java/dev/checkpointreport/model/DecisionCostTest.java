package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

class DecisionCostTest {

    @Test
    void aProbabilityGoesWithTheExpectedCostAndOnlyWithIt() {
        // the loader refuses a probability beside criterion: worst; the page asks the criterion alone
        assertThatThrownBy(() -> new Decision(Interval.every(6), new BigDecimal("0.5"), Criterion.WORST))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Decision(Interval.every(6), null, Criterion.EXPECTED))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new Decision(Interval.every(6), null, Criterion.WORST).worst()).isTrue();
    }

    @Test
    void intervalSixIsOptimalAtThreeQuarters() {
        DecisionCost verdict = Lesson.analysis().decisionCost();

        assertThat(verdict.optimal()).isTrue();
        assertThat(verdict.best()).isEqualTo(Interval.every(6));
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 6 is optimal at failure probability 0.75: "
                + "expected cost 809.1 rows. Interval 6 is the best for p in (0.611, 0.917].");
    }

    @Test
    void intervalSixAtOneHalfNamesTheCheaperNone() {
        DecisionCost verdict = Lesson.analysisWith("probability: 0.75", "probability: 0.5").decisionCost();

        assertThat(verdict.optimal()).isFalse();
        assertThat(verdict.best()).isEqualTo(Interval.NONE);
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 6 is not optimal at failure probability 0.5: "
                + "expected cost 672.7 rows, but 'none' costs 600.0. Interval 6 is the best for p in (0.611, 0.917].");
    }

    @Test
    void aRangeOfSmallProbabilitiesIsQuotedWithEnoughDigitsToTellItsEndsApart() {
        // none averages 12000 rows and 6 averages 60000/11 with one row a checkpoint: 6 is the best on (11/36000, 11/24000]
        DecisionCost verdict = Lesson.analysisWith("subscribers: 200", "subscribers: 2000", "stateRows: 200", "stateRows: 1",
                "probability: 0.75", "probability: 0.0004").decisionCost();

        assertThat(verdict.optimal()).isTrue();
        assertThat(verdict.decidedCost()).isEqualTo(BigFraction.of(46, 11));
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 6 is optimal at failure probability 0.0004: "
                + "expected cost 4.2 rows. Interval 6 is the best for p in (0.000306, 0.000458].");
    }

    @Test
    void anIntervalThatIsNeverBestSaysSo() {
        DecisionCost verdict = Lesson.analysisWith("interval: 6", "interval: 3").decisionCost();

        assertThat(verdict.optimal()).isFalse();
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 3 is not optimal at failure probability 0.75: "
                + "expected cost 963.6 rows, but interval 6 costs 809.1. Interval 3 is never the best for p in [0, 1].");
    }

    /**
     * With 180 rows a checkpoint, at p = 0.55: none costs 0.55 × 1200 = 660 and interval 6 costs
     * 0.55 × 6000/11 + 2 × 180 = 300 + 360 = 660 (its average is 6000/11). The tie goes to none, listed first, and 6 still passes.
     */
    @Test
    void aTieWithTheBestCountsAsOptimal() {
        DecisionCost verdict = Lesson.analysisWith("stateRows: 200", "stateRows: 180", "probability: 0.75", "probability: 0.55")
                .decisionCost();

        assertThat(verdict.best()).isEqualTo(Interval.NONE);
        assertThat(verdict.decidedCost()).isEqualTo(BigFraction.of(660));
        assertThat(verdict.bestCost()).isEqualTo(BigFraction.of(660));
        assertThat(verdict.optimal()).isTrue();
        assertThat(verdict.message()).startsWith("Checkpoint interval 6 is optimal at failure probability 0.55: "
                + "expected cost 660.0 rows.");
    }

    @Test
    void byTheWorstCaseThreeTiesFourAndIsOptimal() {
        DecisionCost verdict = Lesson.analysisWith("interval: 6\n  probability: 0.75\n  criterion: expected",
                "interval: 3\n  criterion: worst").decisionCost();

        assertThat(verdict.best()).isEqualTo(Interval.every(4));
        assertThat(verdict.optimal()).isTrue();
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 3 is optimal by the worst case: worst total 1200 rows.");
    }

    @Test
    void byTheWorstCaseSixIsNotOptimal() {
        DecisionCost verdict = Lesson.analysisWith("  probability: 0.75\n  criterion: expected", "  criterion: worst").decisionCost();

        assertThat(verdict.optimal()).isFalse();
        assertThat(verdict.message()).isEqualTo("Checkpoint interval 6 is not optimal by the worst case: "
                + "worst total 1400 rows, but interval 4 costs 1200.");
    }
}
