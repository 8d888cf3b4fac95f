package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.model.Regret.PeriodRegret;
import dev.checkpointreport.model.Regret.Point;
import java.math.BigDecimal;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

/**
 * The regret of the lesson's decision, interval 6, worked out by hand in exact fractions.
 *
 * <p>Averages over the eleven failure periods: none 13200/11 = 1200, 6 6000/11, 4 3600/11; certain costs 0,
 * 400 and 600. The lower envelope is none on [0, 11/18], 6 on [11/18, 11/12] and 4 on [11/12, 1]. So
 * <ul>
 * <li>on [0, 11/18]: R(p) = (6000/11·p + 400) − 1200·p = 400 − 7200/11·p, from R(0) = 400 down to
 *     R(11/18) = 400 − 7200/11 · 11/18 = 0;</li>
 * <li>on [11/18, 11/12]: 6 is the envelope, R = 0;</li>
 * <li>on [11/12, 1]: R(p) = (6000/11·p + 400) − (3600/11·p + 600) = 2400/11·p − 200, up to
 *     R(1) = 2400/11 − 2200/11 = 200/11.</li>
 * </ul>
 * R is convex (a line minus a concave envelope), so its maximum is at an end: max(400, 200/11) = 400, at p = 0.
 * At p = 1/2: 400 − 3600/11 = 800/11 = 72.7 rows, the lesson's 672.7 − 600.0.
 */
class RegretTest {
    private static final Regret SIX = Lesson.analysis().decisionCost().regret();

    @Test
    void theDecisionOfSixRegretsAtMostFourHundredRowsAtPZero() {
        assertThat(SIX.interval()).isEqualTo(Interval.every(6));
        assertThat(SIX.maximum()).isEqualTo(BigFraction.of(400));
        assertThat(SIX.maximumAt()).isEqualTo(BigFraction.ZERO);
    }

    @Test
    void theCurveHasItsCornersWhereTheBestIntervalChanges() {
        assertThat(SIX.curve()).containsExactly(
                new Point(BigFraction.ZERO, BigFraction.of(400)),
                new Point(BigFraction.of(11, 18), BigFraction.ZERO),
                new Point(BigFraction.of(11, 12), BigFraction.ZERO),
                new Point(BigFraction.ONE, BigFraction.of(200, 11)));
    }

    @Test
    void atAHalfSixRegretsEightHundredEleventhsAndAtTheLessonsThreeQuartersNothing() {
        Analysis lesson = Lesson.analysis();
        BigFraction half = BigFraction.of(1, 2);
        Regret atHalf = Lesson.analysisWith("probability: 0.75", "probability: 0.5").decisionCost().regret();

        assertThat(SIX.atDecision()).isEqualTo(BigFraction.ZERO);
        assertThat(atHalf.atDecision()).isEqualTo(BigFraction.of(800, 11));
        assertThat(Fractions.rounded(atHalf.atDecision(), 1)).isEqualTo(new BigDecimal("72.7"));
        // 672.7 − 600.0, the lesson's third row
        assertThat(lesson.costs().row(Interval.every(6)).expectedAt(half)
                .subtract(lesson.costs().row(Interval.NONE).expectedAt(half))).isEqualTo(BigFraction.of(800, 11));
    }

    @Test
    void perFailurePeriodSixRegretsUpToSixHundredRowsAndNothingWhereItsCheckpointIsClosest() {
        // rows recomputed + certain cost, minus the cheapest at that period: in 2026-05, 6 costs 800 + 400 and
        // 4 costs 0 + 600; in 2026-07 the failure lands on 6's checkpoint
        List<Long> regrets = SIX.byFailurePeriod().stream().map(PeriodRegret::regret).toList();
        List<Interval> best = SIX.byFailurePeriod().stream().map(PeriodRegret::best).toList();

        assertThat(regrets).containsExactly(400L, 400L, 400L, 600L, 600L, 0L, 0L, 200L, 200L, 200L, 200L);
        Interval none = Interval.NONE;
        Interval four = Interval.every(4);
        Interval six = Interval.every(6);
        assertThat(best).containsExactly(none, none, none, four, four, six, six, four, four, four, four);
        assertThat(SIX.byFailurePeriod().get(0).failurePeriod()).isEqualTo(1);
    }

    @Test
    void anIntervalThatIsNeverTheBestRegretsMostWhereItsLineIsFarthestAbove() {
        // 1 costs 2400 whatever p; at p = 0 none costs 0, at p = 1 interval 4 costs 927.3
        Regret one = Lesson.analysisWith("interval: 6", "interval: 1").decisionCost().regret();

        assertThat(one.maximum()).isEqualTo(BigFraction.of(2400));
        assertThat(one.maximumAt()).isEqualTo(BigFraction.ZERO);
        assertThat(one.curve().get(3)).isEqualTo(new Point(BigFraction.ONE, BigFraction.of(2400 - 600).subtract(
                BigFraction.of(3600, 11))));
    }
}
