package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.model.Interval;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A sweep written as a range, {@code [none, 1..24]}: it lists every interval between its ends, counts as
 * they do, and every way to write one wrong gets one message naming the file, the line and the key.
 */
class IntervalRangesTest {
    private static final String LESSON_INTERVALS = "  intervals: [none, 6, 4, 3, 2, 1]";

    /** The intervals of the lesson without its decision, which names interval 6. */
    private static List<Interval> intervals(String written) throws ConfigException {
        return ConfigLoader.parse("course.yml", Lesson.yamlWith(LESSON_INTERVALS, "  intervals: " + written,
                "decision:\n  interval: 6\n  probability: 0.75\n  criterion: expected\n", "")).intervals();
    }

    private static String refused(String written) {
        return refusedYaml(Lesson.yamlWith(LESSON_INTERVALS, "  intervals: " + written));
    }

    private static String refusedYaml(String yaml) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ConfigLoader.parse("course.yml", yaml));
        assertThat(e).as("the loader should refuse:%n%s", yaml).isNotNull();
        return e.getMessage();
    }

    private static List<Interval> every(int first, int last) {
        List<Interval> intervals = new ArrayList<>();
        for (int k = first; k <= last; k++) {
            intervals.add(Interval.every(k));
        }
        return intervals;
    }

    @Test
    void aRangeListsEveryIntervalBetweenItsEndsInOrder() throws ConfigException {
        List<Interval> expected = new ArrayList<>(List.of(Interval.NONE));
        expected.addAll(every(1, 24));

        assertThat(intervals("[none, 1..24]")).containsExactlyElementsOf(expected);
        assertThat(intervals("[12, 1..3, none]")).containsExactly(Interval.every(12), Interval.every(1),
                Interval.every(2), Interval.every(3), Interval.NONE);
        assertThat(intervals("[5..5]")).containsExactly(Interval.every(5));
        assertThat(intervals("[none, 001 .. 3]")).containsExactly(Interval.NONE, Interval.every(1), Interval.every(2),
                Interval.every(3));
    }

    @Test
    void theWidestSweepIsNoneAndEveryIntervalUpToTheLongestStream() throws ConfigException {
        List<Interval> intervals = intervals("[none, 1..1200]");

        assertThat(intervals).hasSize(1 + Limits.MAX_PERIODS);
        assertThat(intervals.get(Limits.MAX_PERIODS)).isEqualTo(Interval.every(Limits.MAX_PERIODS));
    }

    @Test
    void aRangeComputesWhatTheSameIntervalsListedByHandCompute() {
        assertThat(Lesson.analysisWith(LESSON_INTERVALS, "  intervals: [none, 1..6]").bestRanges())
                .isEqualTo(Lesson.analysisWith(LESSON_INTERVALS, "  intervals: [none, 1, 2, 3, 4, 5, 6]").bestRanges());
    }

    @Test
    void aRangeThatOverlapsAListedValueNamesTheLineOfBoth() {
        String yaml = Lesson.yamlWith(LESSON_INTERVALS, """
                  intervals:
                    - none
                    - 6
                    - 1..24\
                """);

        assertThat(refusedYaml(yaml)).isEqualTo("course.yml:15: checkpoint.intervals[2]: the range 1..24 overlaps "
                + "interval 6 at checkpoint.intervals[1] on line 14; every interval must be listed once");
        assertThat(refused("[none, 1..24, 6]")).isEqualTo("course.yml:12: checkpoint.intervals[2]: interval 6 is "
                + "already in the range 1..24 at checkpoint.intervals[1] on line 12; every interval must be listed once");
    }

    @Test
    void twoRangesThatOverlapNameAnIntervalBothHold() {
        assertThat(refused("[none, 1..6, 4..8]")).isEqualTo("course.yml:12: checkpoint.intervals[2]: the range 4..8 "
                + "overlaps the range 1..6 at checkpoint.intervals[1] on line 12 (both hold 4); every interval must be "
                + "listed once");
        assertThat(refused("[1..6, none, 6..6]")).isEqualTo("course.yml:12: checkpoint.intervals[2]: the range 6..6 "
                + "overlaps the range 1..6 at checkpoint.intervals[0] on line 12 (both hold 6); every interval must be "
                + "listed once");
    }

    @Test
    void aDuplicateValueKeepsItsMessage() {
        assertThat(refused("[none, 6, 6]"))
                .isEqualTo("course.yml:12: checkpoint.intervals[2]: duplicate interval 6; every interval must be listed once");
    }

    @Test
    void aReversedRangeSaysHowToWriteIt() {
        assertThat(refused("[none, 5..2]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range 5..2 is "
                + "reversed; write the shorter interval first: 2..5");
    }

    @Test
    void aRangeWithoutAnEndSaysWhichEndIsMissing() {
        assertThat(refused("[none, 1..]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range '1..' lacks "
                + "its last interval; write both ends, such as 1..24");
        assertThat(refused("[none, ..24]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range '..24' lacks "
                + "its first interval; write both ends, such as 1..24");
    }

    @Test
    void aRangeOfAnythingButWholeNumbersIsRefused() {
        assertThat(refused("[none, a..b]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a range of "
                + "whole numbers of periods such as 1..24, found 'a..b'");
        assertThat(refused("[none, 1.5..3]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a range of "
                + "whole numbers of periods such as 1..24, found '1.5..3'");
        assertThat(refused("[none, -1..3]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a range of "
                + "whole numbers of periods such as 1..24, found '-1..3'");
        assertThat(refused("[none, 1...3]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a range of "
                + "whole numbers of periods such as 1..24, found '1...3'");
    }

    @Test
    void aRangeBeyondTheBoundsIsRefusedWithoutExpandingIt() {
        assertThat(refused("[none, 0..5]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range '0..5' names "
                + "0; intervals are from 1 to 1200 periods");
        assertThat(refused("[none, 1..1201]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range "
                + "'1..1201' names 1201; intervals are from 1 to 1200 periods");
        String huge = "9".repeat(100_000);
        assertThat(refused("[none, 1.." + huge + "]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: the range "
                + "'1.." + "9".repeat(57) + "… (100003 characters)' names a number of 100000 digits; intervals are "
                + "from 1 to 1200 periods");
    }

    @Test
    void aWordThatIsNeitherNumberNoneNorRangeIsRefused() {
        assertThat(refused("[none, six]")).isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a whole number "
                + "of periods of at least 1, 'none' or a range such as 1..24, found the text 'six'");
    }

    @Test
    void theDecisionNamesOneIntervalNotARange() {
        assertThat(refusedYaml(Lesson.yamlWith(LESSON_INTERVALS, "  intervals: [none, 1..24]", "interval: 6",
                "interval: 1..3"))).isEqualTo("course.yml:16: decision.interval: expected a whole number of periods "
                + "of at least 1, or 'none', found the text '1..3'");
        assertThat(refusedYaml(Lesson.yamlWith(LESSON_INTERVALS, "  intervals: [none, 1..24, 48]", "interval: 6",
                "interval: 30"))).isEqualTo("course.yml:16: decision.interval: expected one of checkpoint.intervals "
                + "[none, 1..24, 48], found 30");
    }
}
