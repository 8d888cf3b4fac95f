package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import org.junit.jupiter.api.Test;

/**
 * Every way to write a claim wrong gets one message naming the file, the line and the key: an unknown
 * kind, an interval or a period the scenario does not have, a value of the wrong shape.
 */
class BadClaimsTest {

    private static String refused(String yaml) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ConfigLoader.parse("course.yml", yaml));
        assertThat(e).as("the loader should refuse:%n%s", yaml).isNotNull();
        return e.getMessage();
    }

    /** The lesson with {@code claims:} on line 19 and the claim on line 20. */
    private static String refusedClaim(String claim) {
        return refused(Lesson.yaml() + "claims:\n  - " + claim + "\n");
    }

    @Test
    void theLessonsClaimsAreRead() throws ConfigException {
        CheckpointConfig config = ConfigLoader.parse("course.yml", Lesson.yamlWithClaims());

        assertThat(config.claims()).hasSize(29);
        assertThat(config.claims().get(23).place().written())
                .isEqualTo("breakEven: {between: [none, 6], probability: 11/18}");
        assertThat(config.claims().get(23).place().line()).isEqualTo(49);
        assertThat(ConfigLoader.parse("course.yml", Lesson.yaml()).claims()).isEmpty();
    }

    @Test
    void anUnknownKindSuggestsTheNearestKnownOne() {
        assertThat(refusedClaim("bests: {probability: 0.75, interval: 6}")).isEqualTo("course.yml:20: "
                + "claims[0].bests: unknown key in 'claims[0]' (did you mean 'best'?); known keys: "
                + "recomputed, best, breakEven, busiestWorker, average, averageTotal, recoveryTime");
        assertThat(refusedClaim("worst: {interval: 6, rows: 1000}")).isEqualTo("course.yml:20: claims[0].worst: "
                + "unknown key in 'claims[0]'; known keys: recomputed, best, breakEven, busiestWorker, average, "
                + "averageTotal, recoveryTime");
    }

    @Test
    void oneItemHoldsOneClaim() {
        assertThat(refusedClaim("best: {probability: 0.75, interval: 6}\n    average: {interval: 4, rows: 327.3}"))
                .isEqualTo("course.yml:20: claims[0]: expected one claim per item, found 2 (best, average); begin "
                        + "each claim with '- '");
        assertThat(refusedClaim("{}")).isEqualTo("course.yml:20: claims[0]: expected one claim per item, found none");
        assertThat(refusedClaim("best")).isEqualTo("course.yml:20: claims[0]: expected a claim such as "
                + "'best: {probability: 0.75, interval: 6}', found the text 'best'");
        assertThat(refused(Lesson.yaml() + "claims: best\n")).isEqualTo("course.yml:19: claims: expected a list of "
                + "claims, one per item, such as - best: {probability: 0.75, interval: 6}, found the text 'best'");
    }

    @Test
    void aClaimOnAnIntervalTheScenarioDoesNotListIsRefused() {
        assertThat(refusedClaim("recomputed: {interval: 5, failure: 2026-09, rows: 400}")).isEqualTo("course.yml:20: "
                + "claims[0].recomputed.interval: expected one of checkpoint.intervals [none, 6, 4, 3, 2, 1], found 5");
        assertThat(refusedClaim("breakEven: {between: [none, 12], probability: 11/18}")).isEqualTo("course.yml:20: "
                + "claims[0].breakEven.between[1]: expected one of checkpoint.intervals [none, 6, 4, 3, 2, 1], found 12");
        assertThat(refusedClaim("busiestWorker: {interval: six, rows: 102}")).isEqualTo("course.yml:20: "
                + "claims[0].busiestWorker.interval: expected a whole number of periods of at least 1, or 'none', "
                + "found the text 'six'");
    }

    @Test
    void aClaimOnAPeriodTheStreamDoesNotHaveIsRefused() {
        assertThat(refusedClaim("recomputed: {interval: 6, failure: 2027-01, rows: 0}")).isEqualTo("course.yml:20: "
                + "claims[0].recomputed.failure: expected one of the periods 2026-02 to 2026-12, found '2027-01'");
        assertThat(refusedClaim("recomputed: {interval: 6, failure: 2026-01, rows: 0}")).isEqualTo("course.yml:20: "
                + "claims[0].recomputed.failure: '2026-01' is the first period, which produces no rows (consumption "
                + "needs the previous reading); expected one of 2026-02 to 2026-12");
    }

    @Test
    void aClaimThatContainsItselfThroughAnAliasIsRefused() {
        assertThat(refused(Lesson.yaml() + "claims:\n  - &a {best: *a}\n")).isEqualTo("course.yml:20: "
                + "claims[0].best.best: unknown key in 'claims[0].best'; known keys: probability, interval");
    }

    @Test
    void aFieldMissingOrUnknownIsNamed() {
        assertThat(refusedClaim("best: {probability: 0.75}")).isEqualTo("course.yml:20: claims[0].best.interval: "
                + "missing; expected one of checkpoint.intervals");
        assertThat(refusedClaim("best: {probabilty: 0.75, interval: 6}")).isEqualTo("course.yml:20: "
                + "claims[0].best.probabilty: unknown key in 'claims[0].best' (did you mean 'probability'?); known "
                + "keys: probability, interval");
        assertThat(refusedClaim("averageTotal: 927.3")).isEqualTo("course.yml:20: claims[0].averageTotal: expected a "
                + "mapping of keys to values, found the number 927.3");
    }

    @Test
    void aBreakEvenLiesBetweenTwoDifferentIntervals() {
        assertThat(refusedClaim("breakEven: {between: [none, 6, 4], probability: 11/18}")).isEqualTo("course.yml:20: "
                + "claims[0].breakEven.between: expected two of checkpoint.intervals, such as [none, 6], found 3 "
                + "intervals");
        assertThat(refusedClaim("breakEven: {between: [6, 6], probability: 11/18}")).isEqualTo("course.yml:20: "
                + "claims[0].breakEven.between[1]: expected an interval other than 6; a break-even lies between two");
    }

    @Test
    void aProbabilityIsADecimalOrAFractionBetweenZeroAndOne() {
        String expected = "expected a probability between 0 and 1, a decimal such as 0.611 or a fraction such as 11/18";
        assertThat(refusedClaim("breakEven: {between: [none, 6], probability: 11/0}")).isEqualTo("course.yml:20: "
                + "claims[0].breakEven.probability: " + expected + ", found 11/0, which divides by zero");
        assertThat(refusedClaim("breakEven: {between: [none, 6], probability: 19/18}")).isEqualTo("course.yml:20: "
                + "claims[0].breakEven.probability: " + expected + ", found 19/18, which is more than 1");
        assertThat(refusedClaim("best: {probability: 1.5, interval: 6}")).isEqualTo("course.yml:20: "
                + "claims[0].best.probability: " + expected + ", found 1.5");
        assertThat(refusedClaim("best: {probability: eleven/18, interval: 6}")).isEqualTo("course.yml:20: "
                + "claims[0].best.probability: " + expected + ", found the text 'eleven/18'");
        assertThat(refusedClaim("best: {probability: 1/1234567890123456789, interval: 6}")).isEqualTo("course.yml:20: "
                + "claims[0].best.probability: " + expected + ", found the text '1/1234567890123456789'");
    }

    @Test
    void rowsAreWholeForACountAndAtLeastZeroForAnAverage() {
        assertThat(refusedClaim("recomputed: {interval: 6, failure: 2026-09, rows: 400.5}")).isEqualTo("course.yml:20: "
                + "claims[0].recomputed.rows: expected a whole number of rows, found the fraction 400.5");
        assertThat(refusedClaim("averageTotal: {interval: 4, rows: -927.3}")).isEqualTo("course.yml:20: "
                + "claims[0].averageTotal.rows: expected a number of rows of at least 0, found -927.3");
        assertThat(refusedClaim("average: {interval: 4, rows: .inf}")).isEqualTo("course.yml:20: "
                + "claims[0].average.rows: expected a number of rows such as 927.3, found .inf, which is not a finite "
                + "decimal number");
    }

    @Test
    void aRecoveryTimeNeedsTiming() {
        assertThat(refusedClaim("recoveryTime: {interval: 6, atMost: 15m}")).isEqualTo("course.yml:20: "
                + "claims[0].recoveryTime: needs a timing section (periodLength, capacity, detection) to turn rows into "
                + "seconds");
        assertThat(refused(Reports.timingYaml() + "claims:\n  - recoveryTime: {interval: 6, atMost: 15 weeks}\n"))
                .isEqualTo("course.yml:35: claims[0].recoveryTime.atMost: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d), found the unknown unit 'weeks' in 15 weeks");
    }

    @Test
    void aScenarioChecksAtMostAThousandClaims() {
        String claims = "  - best: {probability: 0.75, interval: 6}\n".repeat(Limits.MAX_CLAIMS + 1);

        assertThat(refused(Lesson.yaml() + "claims:\n" + claims)).isEqualTo("course.yml:20: claims: expected at most "
                + "1000 claims, found 1001");
    }
}
