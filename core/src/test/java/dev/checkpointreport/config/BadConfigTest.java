package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import org.junit.jupiter.api.Test;

/** Every mistake a user can make in the file gets one message naming the file, the line and the key. */
class BadConfigTest {

    private static ConfigException refused(String yaml) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ConfigLoader.parse("course.yml", yaml));
        assertThat(e).as("the loader should refuse:%n%s", yaml).isNotNull();
        return e;
    }

    private static ConfigException refusedLesson(String... replacements) {
        return refused(Lesson.yamlWith(replacements));
    }

    @Test
    void aBracketLeftOpenIsNamedOnTheLineThatOpensIt() {
        assertThat(refusedLesson("0.25]", "0.25").getMessage()).isEqualTo("course.yml:10: malformed YAML: "
                + "the '[' on this line opens a list that is never closed; end the list with ']'");
        assertThat(refusedLesson("  stateRows: 200", "  stateRows: {rows: 200").getMessage()).isEqualTo("course.yml:13: "
                + "malformed YAML: the '{' on this line opens a mapping that is never closed; end the mapping with '}'");
    }

    @Test
    void aQuoteLeftOpenIsNamedOnTheLineAndKeyThatOpenIt() {
        // SnakeYAML reads on to the end of the file and says "found unexpected end of stream" there
        assertThat(refusedLesson("title: State in Stream Engines", "title: \"State in Stream Engines").getMessage())
                .isEqualTo("course.yml:2: title: malformed YAML: the double quote on this line opens a text that is "
                        + "never closed; end the text with a double quote");
        assertThat(refusedLesson("  generator: meter-readings", "  generator: 'meter-readings").getMessage())
                .isEqualTo("course.yml:4: source.generator: malformed YAML: the single quote on this line opens a "
                        + "text that is never closed; end the text with a single quote");
        assertThat(refusedLesson("[none, 6", "[\"none, 6").getMessage()).isEqualTo("course.yml:12: "
                + "checkpoint.intervals: malformed YAML: the double quote on this line opens a text that is never "
                + "closed; end the text with a double quote");
    }

    @Test
    void anIndentThatDoesNotLineUpNamesBothLines() {
        assertThat(refusedLesson("  period: 2026-09", "   period: 2026-09").getMessage()).isEqualTo("course.yml:10: "
                + "malformed YAML: this key is indented 2 spaces, the key on line 9 above it 3 spaces; "
                + "keys of one mapping start in the same column");
        assertThat(refusedLesson("  seed: 20260218", "   seed: 20260218").getMessage()).isEqualTo("course.yml:5: "
                + "malformed YAML: this key is indented 3 spaces, deeper than the key on line 4 above it (2 spaces), "
                + "which already has a value; keys of one mapping start in the same column");
    }

    @Test
    void aTabSaysWhetherItSeparatesAKeyFromItsValueOrIndents() {
        assertThat(refusedLesson("  seed: 20260218", "  seed:\t20260218").getMessage()).isEqualTo("course.yml:5: "
                + "malformed YAML: a tab after 'seed:' separates the key from its value; YAML allows only spaces there");
        assertThat(refusedLesson("  stateRows: 200", "\tstateRows: 200").getMessage()).isEqualTo("course.yml:13: "
                + "malformed YAML: a tab indents this line; YAML indents with spaces only");
    }

    @Test
    void anUnknownKeySuggestsTheNearestKnownOne() {
        ConfigException e = refusedLesson("  stateRows: 200", "  stateRow: 200");

        assertThat(e.getMessage()).isEqualTo("course.yml:13: checkpoint.stateRow: unknown key in 'checkpoint' "
                + "(did you mean 'stateRows'?); known keys: intervals, stateRows");
    }

    @Test
    void anUnknownTopLevelKeyIsNamed() {
        ConfigException e = refusedLesson("workers: 4", "worker: 4");

        assertThat(e.getMessage()).isEqualTo("course.yml:14: worker: unknown key at the top level "
                + "(did you mean 'workers'?); known keys: title, source, failure, checkpoint, workers, decision, timing, state, storage, objective, claims, measured");
    }

    @Test
    void aDuplicateKeyNamesBothLines() {
        ConfigException e = refusedLesson("workers: 4", "workers: 4\nworkers: 8");

        assertThat(e.getMessage()).isEqualTo("course.yml:15: workers: duplicate key; it is already set on line 14");
    }

    @Test
    void aWrongTypeSaysWhatWasExpectedAndFound() {
        assertThat(refusedLesson("workers: 4", "workers: four").getMessage())
                .isEqualTo("course.yml:14: workers: expected a whole number of workers of at least 1, found the text 'four'");
        assertThat(refusedLesson("  intervals: [none, 6, 4, 3, 2, 1]", "  intervals: none").getMessage())
                .isEqualTo("course.yml:12: checkpoint.intervals: expected a list of intervals, found the text 'none'");
        assertThat(refusedLesson("source:", "source: 3\nsourcex:").getMessage())
                .startsWith("course.yml:").contains("unknown key");
    }

    @Test
    void aSectionOfTheWrongShapeIsNamed() {
        ConfigException e = refused("""
                source: [1, 2]
                failure: {period: b, probabilities: [1]}
                checkpoint: {intervals: [none], stateRows: 1}
                """);

        assertThat(e.getMessage()).isEqualTo("course.yml:1: source: expected a mapping of keys to values, found a list");
    }

    @Test
    void zeroNegativeFractionalAndOverlongIntervalsAreRefused() {
        assertThat(refusedLesson("[none, 6, 4, 3, 2, 1]", "[none, 6, 0]").getMessage())
                .isEqualTo("course.yml:12: checkpoint.intervals[2]: expected a whole number of periods of at least 1, "
                        + "or 'none', found 0 (allowed: 1 to 1200)");
        assertThat(refusedLesson("[none, 6, 4, 3, 2, 1]", "[none, -3]").getMessage())
                .contains("checkpoint.intervals[1]: expected a whole number of periods of at least 1, or 'none', found -3");
        assertThat(refusedLesson("[none, 6, 4, 3, 2, 1]", "[none, 6, 1.5]").getMessage())
                .isEqualTo("course.yml:12: checkpoint.intervals[2]: expected a whole number of periods of at least 1, "
                        + "or 'none', found the fraction 1.5");
        assertThat(refusedLesson("[none, 6, 4, 3, 2, 1]", "[none, 6, 6]").getMessage())
                .isEqualTo("course.yml:12: checkpoint.intervals[2]: duplicate interval 6; every interval must be listed once");
        assertThat(refusedLesson("[none, 6, 4, 3, 2, 1]", "[none, 1201]").getMessage())
                .isEqualTo("course.yml:12: checkpoint.intervals[1]: expected a whole number of periods of at least 1, "
                        + "or 'none', found 1201 (allowed: 1 to 1200)");
    }

    @Test
    void zeroNegativeOrFractionalCountsAreRefused() {
        assertThat(refusedLesson("workers: 4", "workers: 0").getMessage())
                .isEqualTo("course.yml:14: workers: expected a whole number of workers of at least 1, found 0 "
                        + "(allowed: 1 to 64)");
        assertThat(refusedLesson("subscribers: 200", "subscribers: -1").getMessage())
                .isEqualTo("course.yml:6: source.subscribers: expected a whole number of subscribers of at least 1, "
                        + "found -1 (allowed: 1 to 1000000)");
        assertThat(refusedLesson("subscribers: 200", "subscribers: 20.5").getMessage())
                .isEqualTo("course.yml:6: source.subscribers: expected a whole number of subscribers of at least 1, "
                        + "found the fraction 20.5");
        assertThat(refusedLesson("stateRows: 200", "stateRows: 0").getMessage())
                .isEqualTo("course.yml:13: checkpoint.stateRows: expected a whole number of rows of at least 1, "
                        + "found 0 (allowed: 1 to 1000000000000)");
    }

    @Test
    void probabilitiesOutsideZeroToOneAreRefused() {
        assertThat(refusedLesson("[1.0, 0.75, 0.5, 0.25]", "[1.0, 1.5]").getMessage())
                .isEqualTo("course.yml:10: failure.probabilities[1]: expected a probability between 0 and 1, found 1.5");
        assertThat(refusedLesson("[1.0, 0.75, 0.5, 0.25]", "[-0.1]").getMessage())
                .isEqualTo("course.yml:10: failure.probabilities[0]: expected a probability between 0 and 1, found -0.1");
        assertThat(refusedLesson("probability: 0.75", "probability: 2").getMessage())
                .isEqualTo("course.yml:17: decision.probability: expected a probability between 0 and 1, found 2");
        assertThat(refusedLesson("[1.0, 0.75, 0.5, 0.25]", "[high]").getMessage())
                .isEqualTo("course.yml:10: failure.probabilities[0]: expected a probability between 0 and 1, "
                        + "found the text 'high'");
    }

    @Test
    void aFailurePeriodOutsideThePeriodsIsRefused() {
        assertThat(refusedLesson("period: 2026-09", "period: 2027-03").getMessage())
                .isEqualTo("course.yml:9: failure.period: expected one of the periods 2026-02 to 2026-12, found '2027-03'");
        assertThat(refusedLesson("period: 2026-09", "period: 2026-01").getMessage())
                .startsWith("course.yml:9: failure.period: '2026-01' is the first period, which produces no rows");
    }

    @Test
    void aReversedRangeIsRefused() {
        assertThat(refusedLesson("2026-01..2026-12", "2026-12..2026-01").getMessage())
                .isEqualTo("course.yml:7: source.periods: the range is reversed: 2026-12 comes after 2026-01; "
                        + "write the earlier month first");
        assertThat(refusedLesson("2026-01..2026-12", "2026-13..2027-01").getMessage())
                .isEqualTo("course.yml:7: source.periods: expected a month such as 2026-01, found '2026-13'");
        assertThat(refusedLesson("2026-01..2026-12", "January to March").getMessage())
                .isEqualTo("course.yml:7: source.periods: expected a range of months such as 2026-01..2026-12, "
                        + "or a list of labels, found the text 'January to March'");
    }

    @Test
    void anEmptyFileIsRefused() {
        assertThat(refused("").getMessage()).isEqualTo(
                "course.yml: the file is empty; expected a mapping with the keys source, failure and checkpoint");
        assertThat(refused("# only a comment\n").getMessage()).contains("the file is empty");
    }

    @Test
    void aMissingRequiredKeyIsNamed() {
        assertThat(refusedLesson("  stateRows: 200\n", "").getMessage())
                .isEqualTo("course.yml:12: checkpoint.stateRows: missing; expected the rows one checkpoint holds");
        assertThat(refusedLesson("  probability: 0.75\n", "").getMessage())
                .isEqualTo("course.yml:16: decision.probability: missing; expected the failure probability the choice is for");
    }

    @Test
    void aProbabilityTheWorstCaseDoesNotUseIsRefused() {
        assertThat(refusedLesson("criterion: expected", "criterion: worst").getMessage())
                .isEqualTo("course.yml:17: decision.probability: not used with criterion worst, which judges an "
                        + "interval by its worst failure period whatever the probability; remove it, or set "
                        + "criterion: expected");
    }

    @Test
    void aDecisionOutsideTheIntervalsIsRefused() {
        assertThat(refusedLesson("interval: 6", "interval: 5").getMessage())
                .isEqualTo("course.yml:16: decision.interval: expected one of checkpoint.intervals "
                        + "[none, 6, 4, 3, 2, 1], found 5");
        assertThat(refusedLesson("criterion: expected", "criterion: cheapest").getMessage())
                .isEqualTo("course.yml:18: decision.criterion: expected 'expected' or 'worst', found 'cheapest'");
    }

    @Test
    void aMisspelledCriterionSuggestsTheNearestOne() {
        assertThat(refusedLesson("criterion: expected", "criterion: expectd").getMessage())
                .isEqualTo("course.yml:18: decision.criterion: expected 'expected' or 'worst', found 'expectd' "
                        + "(did you mean 'expected'?)");
        assertThat(refusedLesson("criterion: expected", "criterion: 3").getMessage())
                .isEqualTo("course.yml:18: decision.criterion: expected 'expected' or 'worst', found the number 3");
    }

    @Test
    void anAliasBombIsRefused() {
        StringBuilder bomb = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x]\n");
        for (char level = 'b'; level <= 'k'; level++) {
            char previous = (char) (level - 1);
            bomb.append(level).append(": &").append(level).append(" [")
                    .append(String.join(", ", java.util.Collections.nCopies(9, "*" + previous))).append("]\n");
        }

        ConfigException e = refused(bomb.toString());

        assertThat(e.getMessage()).startsWith("course.yml: YAML refused:").contains("at most 50 aliases");
    }

    @Test
    void aRunTooLargeToFinishIsRefusedWithTheLimit() {
        ConfigException e = refusedLesson("subscribers: 200", "subscribers: 1000000", "2026-01..2026-12", "2026-01..2035-12");

        assertThat(e.getMessage()).isEqualTo("course.yml:6: source.subscribers: 1000000 subscribers × 120 periods is "
                + "120000000 records; at most 24000000 are generated in a build");
        assertThat(refusedLesson("2026-01..2026-12", "1900-01..2026-12").getMessage())
                .isEqualTo("course.yml:7: source.periods: expected at most 1200 periods, found 1524");
    }

    @Test
    void anOtherGeneratorIsRefused() {
        assertThat(refusedLesson("generator: meter-readings", "generator: clickstream").getMessage())
                .isEqualTo("course.yml:4: source.generator: expected 'meter-readings' (the lesson's meter stream, "
                        + "the only generator), found 'clickstream'");
    }
}
