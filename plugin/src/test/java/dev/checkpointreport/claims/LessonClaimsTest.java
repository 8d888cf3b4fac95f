package dev.checkpointreport.claims;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.run.ScenarioRun;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lesson's printed numbers, claimed in {@code lesson-claims.yml}, all hold; each claim changed by one
 * number fails with the line that names it, the claimed and the computed value.
 */
class LessonClaimsTest {

    private static List<ComputedClaim> checked(String yaml) {
        try {
            return ScenarioRun.of(ConfigLoader.parse("lesson.yml", yaml)).claims();
        } catch (ConfigException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** The single claim of the lesson followed by {@code claims:} and {@code claim}, on line 20. */
    private static ComputedClaim one(String claim) {
        List<ComputedClaim> results = checked(Lesson.yaml() + "claims:\n  - " + claim + "\n");
        assertThat(results).hasSize(1);
        return results.get(0);
    }

    private static ComputedClaim oneWithTiming(String claim, String... replacements) {
        List<ComputedClaim> results = checked(Reports.timingYaml(replacements) + "claims:\n  - " + claim + "\n");
        assertThat(results).hasSize(1);
        return results.get(0);
    }

    @Test
    void everyNumberTheLessonsTextPrintsHolds() {
        List<ComputedClaim> results = checked(Lesson.yamlWithClaims());

        assertThat(results).extracting(ComputedClaim::computed).containsExactly(
                "1600", "400", "400", "0", "0", "0", "1000",
                "1200.0", "545.5", "327.3", "218.2", "109.1", "0",
                "1200.0", "945.5", "927.3", "1018.2", "1309.1", "2400.0",
                "4", "6", "'none'", "'none'",
                "11/18", "11/12",
                "408", "102", "102", "0");
        assertThat(results).allMatch(ComputedClaim::holds);
        assertThat(results).extracting(ComputedClaim::claimed).isEqualTo(results.stream().map(ComputedClaim::computed)
                .toList());
    }

    @Test
    void aFalseClaimNamesItsLineTheClaimedAndTheComputedValue() {
        List<ComputedClaim> results = checked(Lesson.yamlWithClaims().replace("{interval: 6, failure: 2026-09, rows: 400}",
                "{interval: 6, failure: 2026-09, rows: 401}"));

        assertThat(results).filteredOn(r -> !r.holds()).extracting(ComputedClaim::message).containsExactly(
                "lesson.yml:23: claims[1].recomputed is false: rows recomputed with interval 6 after a failure in "
                        + "2026-09: claimed 401, computed 400.");
        assertThat(results.get(1).place().written()).isEqualTo("recomputed: {interval: 6, failure: 2026-09, rows: 401}");
    }

    @Test
    void anAverageIsComparedAtThePrecisionWritten() {
        assertThat(one("averageTotal: {interval: 4, rows: 927.3}").holds()).isTrue();
        assertThat(one("averageTotal: {interval: 4, rows: 927.27}").holds()).isTrue();
        assertThat(one("averageTotal: {interval: 4, rows: 927}").holds()).isTrue();
        assertThat(one("averageTotal: {interval: 4, rows: 927.30}").message()).isEqualTo("lesson.yml:20: "
                + "claims[0].averageTotal is false: the average total of interval 4 (average rows recomputed plus "
                + "certain cost): claimed 927.30, computed 927.27.");
        assertThat(one("average: {interval: 4, rows: 327.2}").message()).isEqualTo("lesson.yml:20: claims[0].average "
                + "is false: the average rows recomputed with interval 4: claimed 327.2, computed 327.3.");
    }

    @Test
    void aBreakEvenWrittenAsAFractionIsExactAndAsADecimalAtItsPrecision() {
        assertThat(one("breakEven: {between: [none, 6], probability: 22/36}").holds()).isTrue();
        assertThat(one("breakEven: {between: [6, none], probability: 0.611}").holds()).isTrue();
        assertThat(one("breakEven: {between: [none, 6], probability: 0.6111}").holds()).isTrue();
        assertThat(one("breakEven: {between: [none, 6], probability: 11/17}").message()).isEqualTo("lesson.yml:20: "
                + "claims[0].breakEven is false: the failure probability at which 'none' and interval 6 cost the same: "
                + "claimed 11/17, computed 11/18.");
        assertThat(one("breakEven: {between: [none, 6], probability: 0.612}").message()).isEqualTo("lesson.yml:20: "
                + "claims[0].breakEven is false: the failure probability at which 'none' and interval 6 cost the same: "
                + "claimed 0.612, computed 0.611.");
    }

    @Test
    void twoIntervalsThatAlwaysCostTheSameHaveNoBreakEven() {
        ComputedClaim result = checked(Lesson.yamlWith("[none, 6, 4, 3, 2, 1]", "[none, 6, 13]")
                + "claims:\n  - breakEven: {between: [none, 13], probability: 1/2}\n").get(0);

        assertThat(result.message()).isEqualTo("lesson.yml:20: claims[0].breakEven is false: the failure probability "
                + "at which 'none' and interval 13 cost the same: claimed 1/2, computed every probability: they cost "
                + "the same at each.");
    }

    @Test
    void theBestIsComparedExactlyAndATieGoesToTheIntervalListedFirst() {
        assertThat(one("best: {probability: 0.5, interval: 6}").message()).isEqualTo("lesson.yml:20: claims[0].best "
                + "is false: the best interval at failure probability 0.5: claimed 6, computed 'none'.");
        assertThat(one("best: {probability: 11/18, interval: none}").holds()).isTrue();
        assertThat(one("best: {probability: 11/18, interval: 6}").holds()).isFalse();
        assertThat(one("best: {probability: 0.6112, interval: 6}").holds()).isTrue();
    }

    @Test
    void theBusiestWorkerAsksBackItsShareAtTheDeclaredFailure() {
        assertThat(one("busiestWorker: {interval: none, rows: 400}").message()).isEqualTo("lesson.yml:20: "
                + "claims[0].busiestWorker is false: rows the busiest worker asks back with 'none' after a failure in "
                + "2026-09: claimed 400, computed 408.");
    }

    @Test
    void aRecoveryTimeIsComparedExactlyWithTheWorstRecovery() {
        assertThat(oneWithTiming("recoveryTime: {interval: 6, atMost: 15m}").computed()).isEqualTo("12m 11s");
        assertThat(oneWithTiming("recoveryTime: {interval: 6, atMost: 15m}").holds()).isTrue();
        assertThat(oneWithTiming("recoveryTime: {interval: 6, atMost: 731.250204s}").holds()).isTrue();
        assertThat(oneWithTiming("recoveryTime: {interval: 6, atMost: 731.250203s}").message()).isEqualTo(
                "lesson.yml:35: claims[0].recoveryTime is false: the worst recovery time of interval 6: claimed at most "
                        + "12m 11s, computed 731.250204 s.");
        assertThat(oneWithTiming("recoveryTime: {interval: 6, atMost: 12m}").message()).isEqualTo("lesson.yml:35: "
                + "claims[0].recoveryTime is false: the worst recovery time of interval 6: claimed at most 12m 00s, "
                + "computed 12m 11s.");
    }

    @Test
    void aJobThatNeverCatchesUpNeverMeetsARecoveryTime() {
        ComputedClaim result = oneWithTiming("recoveryTime: {interval: 1, atMost: 1d}", "capacity: 1.5", "capacity: 0.9");

        assertThat(result.message()).isEqualTo("lesson.yml:35: claims[0].recoveryTime is false: the worst recovery "
                + "time of interval 1: claimed at most 1d 00h, computed never: the job never catches up after a failure.");
    }
}
