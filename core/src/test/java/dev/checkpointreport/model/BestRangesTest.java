package dev.checkpointreport.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import java.math.BigDecimal;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;

class BestRangesTest {

    @Test
    void lessonFlipsFromNoneToSixAtElevenEighteenthsAndToFourAtElevenTwelfths() {
        BestRanges ranges = Lesson.analysis().bestRanges();

        assertThat(ranges.of(Interval.NONE)).contains(new BestRange(BigFraction.ZERO, true, BigFraction.of(11, 18), true));
        assertThat(ranges.of(Interval.every(6)))
                .contains(new BestRange(BigFraction.of(11, 18), false, BigFraction.of(11, 12), true));
        assertThat(ranges.of(Interval.every(4))).contains(new BestRange(BigFraction.of(11, 12), false, BigFraction.ONE, true));
        assertThat(ranges.of(Interval.every(3))).isEmpty();
        assertThat(ranges.of(Interval.every(2))).isEmpty();
        assertThat(ranges.of(Interval.every(1))).isEmpty();
    }

    @Test
    void rangesReadAsAReaderQuotesThemWithARoundBracketAtAnOpenEnd() {
        BestRanges ranges = Lesson.analysis().bestRanges();

        assertThat(ranges.of(Interval.NONE).orElseThrow()).hasToString("[0, 0.611]");
        assertThat(ranges.of(Interval.every(6)).orElseThrow()).hasToString("(0.611, 0.917]");
        assertThat(ranges.of(Interval.every(4)).orElseThrow()).hasToString("(0.917, 1]");
    }

    @Test
    void listedBeforeNoneIntervalSixKeepsBothEndsAndNoneLosesItsUpperEnd() {
        // 6 now wins the tie at 11/18, and none is listed after it
        BestRanges ranges = Lesson.analysisWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [6, none, 4]")
                .bestRanges();

        assertThat(ranges.of(Interval.NONE).orElseThrow()).hasToString("[0, 0.611)");
        assertThat(ranges.of(Interval.every(6)).orElseThrow()).hasToString("[0.611, 0.917]");
        assertThat(ranges.of(Interval.every(4)).orElseThrow()).hasToString("(0.917, 1]");
    }

    @Test
    void smallProbabilitiesKeepThreeSignificantDigitsInsteadOfRoundingToZero() {
        // ten times the subscribers and one row a checkpoint: none averages 12000 rows and 6 averages 60000/11
        BestRanges ranges = Lesson.analysisWith("subscribers: 200", "subscribers: 2000", "stateRows: 200",
                "stateRows: 1").bestRanges();

        assertThat(ranges.of(Interval.NONE)).contains(new BestRange(BigFraction.ZERO, true, BigFraction.of(11, 36000), true));
        assertThat(ranges.of(Interval.NONE).orElseThrow()).hasToString("[0, 0.000306]");
        assertThat(ranges.of(Interval.every(6)).orElseThrow()).hasToString("(0.000306, 0.000458]");
        assertThat(new BestRange(BigFraction.of(852, 10_000_000), false, BigFraction.of(383, 1_000_000), true))
                .hasToString("(0.0000852, 0.000383]");
    }

    @Test
    void endsThatAgreeToThreeDigitsGetAsManyMoreAsTellThemApart() {
        assertThat(new BestRange(BigFraction.of(6111, 10_000), false, BigFraction.of(6114, 10_000), true))
                .hasToString("(0.6111, 0.6114]");
        assertThat(new BestRange(BigFraction.of(99_951, 100_000), false, BigFraction.ONE, true))
                .hasToString("(0.9995, 1]");
        assertThat(new BestRange(BigFraction.of(1, 3), true, BigFraction.of(1, 3), true)).hasToString("[0.333, 0.333]");
    }

    @Test
    void rangesAgreeWithTheBestAtEveryProbabilityOnAFineGrid() {
        Analysis lesson = Lesson.analysis();
        for (int i = 0; i <= 1000; i++) {
            BigDecimal p = BigDecimal.valueOf(i, 3);
            Interval best = lesson.costs().firstAt(Fractions.of(p)).interval();
            long holders = lesson.scenario().intervals().stream()
                    .filter(k -> lesson.bestRanges().of(k).map(r -> r.contains(Fractions.of(p))).orElse(false))
                    .count();
            assertThat(holders).as("intervals best at p = %s", p).isEqualTo(1);
            assertThat(lesson.bestRanges().of(best).orElseThrow().contains(Fractions.of(p))).as("p = %s", p).isTrue();
        }
    }

    @Test
    void aTieGoesToTheIntervalListedFirst() {
        // with 180 rows a checkpoint, 'none' and 6 cost exactly 660 at p = 0.55
        Analysis tied = Lesson.analysisWith("stateRows: 200", "stateRows: 180");

        assertThat(tied.bestRanges().of(Interval.NONE))
                .contains(new BestRange(BigFraction.ZERO, true, BigFraction.of(11, 20), true));
        assertThat(tied.bestRanges().of(Interval.every(6)))
                .contains(new BestRange(BigFraction.of(11, 20), false, BigFraction.of(33, 40), true));
        IntervalCost none = tied.costs().row(Interval.NONE);
        IntervalCost six = tied.costs().row(Interval.every(6));
        assertThat(none.expectedAt(new BigDecimal("0.55"))).isEqualTo(BigFraction.of(660))
                .isEqualTo(six.expectedAt(new BigDecimal("0.55")));
    }

    @Test
    void anIntervalThatOnlyTiesAtAnEndIsNeverBest() {
        // 12 costs 1200p + 200, 'none' 1200p and 11 costs 1000p + 200: 11 only ties 'none' at p = 1
        Analysis analysis = Lesson.analysisWith("intervals: [none, 6, 4, 3, 2, 1]", "intervals: [12, none, 11]",
                "interval: 6", "interval: 11");

        assertThat(analysis.bestRanges().of(Interval.NONE))
                .contains(new BestRange(BigFraction.ZERO, true, BigFraction.ONE, true));
        assertThat(analysis.bestRanges().of(Interval.every(12))).isEmpty();
        assertThat(analysis.bestRanges().of(Interval.every(11))).isEmpty();
        assertThat(analysis.costs().row(Interval.every(11)).expectedAt(BigDecimal.ONE)).isEqualTo(BigFraction.of(1200));
    }
}
