package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Measured;
import dev.checkpointreport.TrendAnswers;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.run.Check.Kind;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trend gate on 30 days of hourly samples whose p90 duration rises exactly 4 s a day from 100 s (the hour's
 * own noise below it), against the decided interval 6 of one-minute periods, 360 s: the line reaches it 65 days
 * after the first, 2026-12-05, 36 days after the last, 2026-10-30.
 */
class TrendGateTest {
    private static final long START = 1_790_812_800_000L; // 2026-10-01T00:00:00Z
    private static final long HOUR = 3_600_000L;
    private static final String TOLERANCE = "  tolerance: 50%                  # the model may underestimate it by at "
            + "most this";
    @TempDir
    Path folder;

    private ScenarioResult run(String within) throws Exception {
        return run(within == null ? "" : "objective:\n  crossingWithin: " + within, 4_000, 200);
    }

    /** The history with the p90 rising {@code rise} ms and the state {@code grows} bytes a day, and {@code objective}. */
    private ScenarioResult run(String objective, long rise, long grows) throws Exception {
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json",
                TOLERANCE, objective);
        // each day two hours above the day's line, one on it (the nearest-rank p90 of 23 or 24, the third largest)
        // and the others below; the first sample is the baseline, no checkpoint
        TrendAnswers.write(folder.resolve("trend"), START, HOUR, 30 * 24, i -> {
            long day = i / 24;
            int hour = i % 24;
            long line = 100_000 + rise * day;
            long duration = hour == 22 ? line + 60_000 : hour == 23 ? line + 30_000 : hour == 21 ? line
                    : line - 9_000 + hour * 300;
            return new long[] {duration, 50_000 + grows * day};
        });
        return ScenarioRuns.of(scenario, folder);
    }

    @Test
    void theIntervalCrossingIsForecastOnItsDay() throws Exception {
        MeasuredTrend trend = run(null).measured().trend();

        assertThat(trend.daily().days()).hasSize(30);
        assertThat(trend.duration().steps()).isEmpty();
        Crossing interval = trend.crossings().get(0);
        assertThat(interval.target()).isEqualTo(Crossing.Target.INTERVAL);
        assertThat(interval.day()).isEqualTo(LocalDate.of(2026, 12, 5));
        assertThat(interval.last()).isEqualTo(LocalDate.of(2026, 10, 30));
    }

    @Test
    void aCrossingWithinTheSpanFailsInOneLine() throws Exception {
        List<Check> checks = run("40d").verdict().checks(Kind.MEASURED);

        assertThat(checks).extracting(Check::passed).contains(false);
        assertThat(checks.stream().filter(check -> !check.passed()).findFirst().orElseThrow().message()).isEqualTo(
                "measured.yml:37: The p90 snapshot duration reaches the checkpoint interval of 6m 00s on 2026-12-05 "
                        + "(90 %: 2026-12-05 to 2026-12-05): its early bound falls within objective.crossingWithin "
                        + "(40d 00h) of the history's last day, 2026-10-30; lengthen the interval or shrink the state "
                        + "before then.");
    }

    @Test
    void aCrossingPastTheSpanPasses() throws Exception {
        List<Check> checks = run("30d").verdict().checks(Kind.MEASURED);

        assertThat(checks.get(checks.size() - 1).message()).startsWith("measured.yml:37: No forecast crossing falls "
                + "within objective.crossingWithin (30d 00h) of the history's last day, 2026-10-30; the nearest: ");
        assertThat(checks).extracting(Check::passed).containsOnly(true);
    }

    @Test
    void aRisingDurationAndStateFailTheUpwardGateEachInOneLine() throws Exception {
        List<Check> failed = run("objective:\n  failOnUpwardTrend: true", 4_000, 200).verdict().checks(Kind.MEASURED)
                .stream().filter(check -> !check.passed()).toList();

        assertThat(failed).extracting(Check::message).containsExactly(
                "measured.yml:37: The daily p90 snapshot duration rises 4.0 s a day over the 30 days from 2026-10-01 "
                        + "(Theil–Sen; 90 %: 4.0 s to 4.0 s a day, upward): objective.failOnUpwardTrend fails the build on "
                        + "a trend upward at 90 %; find what slows the snapshots or shrink the state.",
                "measured.yml:37: The daily largest state rises 200 B a day over the 30 days from 2026-10-01 "
                        + "(Theil–Sen; 90 %: 200 B to 200 B a day, upward): objective.failOnUpwardTrend fails the build "
                        + "on a trend upward at 90 %; bound the state (a state TTL, fewer keys).");
    }

    @Test
    void aLevelHistoryPassesTheUpwardGateAndFalseJudgesNothing() throws Exception {
        List<Check> level = run("objective:\n  failOnUpwardTrend: true", 0, 0).verdict().checks(Kind.MEASURED);
        List<Check> off = run("objective:\n  failOnUpwardTrend: false", 4_000, 200).verdict().checks(Kind.MEASURED);

        assertThat(level.get(level.size() - 1).message()).isEqualTo("measured.yml:37: Neither the daily p90 snapshot "
                + "duration nor the daily largest state rises at 90 % (the lower bound of each Theil–Sen slope is at "
                + "or below zero): objective.failOnUpwardTrend holds.");
        assertThat(level).extracting(Check::passed).containsOnly(true);
        List<Check> without = run("", 4_000, 200).verdict().checks(Kind.MEASURED);
        assertThat(off).extracting(Check::message).isEqualTo(without.stream().map(Check::message).toList())
                .noneMatch(message -> message.contains("failOnUpwardTrend"));
    }

    @Test
    void anUpwardGateOtherThanTrueOrFalseIsRefused() {
        assertThat(catchThrowableOfType(ConfigException.class, () -> run("objective:\n  failOnUpwardTrend: yes", 0, 0)))
                .hasMessageEndingWith("measured.yml:37: objective.failOnUpwardTrend: expected true or false, found the "
                        + "text 'yes'");
    }

    /**
     * The p90 duration steps up on 2026-10-25, leaving 6 days after it, too few to fit; the state rises 200 B a day
     * all along and reaches state.budget 21 days after the last. The gate judged that crossing, and says so.
     */
    @Test
    void aStateCrossingIsJudgedWhenTheDurationHasTooFewDaysAfterItsStep() throws Exception {
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json",
                TOLERANCE, "objective:\n  crossingWithin: 10d", "  dedupTtl: 3 ", "  budget: 60000\n  dedupTtl: 3 ");
        steppedSixDaysBeforeTheEnd(200);
        ScenarioResult result = ScenarioRuns.of(scenario, folder);
        List<Check> checks = result.verdict().checks(Kind.MEASURED);

        assertThat(result.measured().trend().duration().fit()).isNull();
        assertThat(checks.get(checks.size() - 1).message()).isEqualTo("measured.yml:38: No forecast crossing falls "
                + "within objective.crossingWithin (10d 00h) of the history's last day, 2026-10-30; the nearest: the "
                + "state reaches state.budget of 60KB on 2026-11-20 (90 %: 2026-11-20 to 2026-11-20).");
        assertThat(checks).extracting(Check::passed).containsOnly(true);
    }

    /**
     * 30 days of hourly answers whose p90 duration steps up on day 24, six days before the end (too few to fit after
     * the step), while the state grows by {@code stateADay} bytes a day from 50,000.
     */
    private void steppedSixDaysBeforeTheEnd(long stateADay) throws Exception {
        TrendAnswers.write(folder.resolve("trend"), START, HOUR, 30 * 24, i -> {
            long day = i / 24;
            return new long[] {(day < 24 ? 100_000 : 400_000) + i % 24 * 300, 50_000 + stateADay * day};
        });
    }

    /** The same step with a level state: the upward gate judged the state, and does not say it judged nothing. */
    @Test
    void theUpwardGateJudgesTheStateWhenTheDurationHasTooFewDaysAfterItsStep() throws Exception {
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json",
                TOLERANCE, "objective:\n  failOnUpwardTrend: true");
        steppedSixDaysBeforeTheEnd(0);
        List<Check> checks = ScenarioRuns.of(scenario, folder).verdict().checks(Kind.MEASURED);

        assertThat(checks.get(checks.size() - 1).message()).isEqualTo("measured.yml:37: The daily largest state does "
                + "not rise at 90 % (the lower bound of its Theil–Sen slope is at or below zero); the daily p90 "
                + "snapshot duration has too few days to judge: 6 days after the step on 2026-10-25, 7 needed: "
                + "objective.failOnUpwardTrend holds.");
        assertThat(checks).extracting(Check::passed).containsOnly(true);
    }

    /** A budget the state passed on 2026-10-11: the gate says it is reached already, not to act "before then". */
    @Test
    void aCrossingReachedAlreadyFailsAsReachedNotAsAheadOfUs() throws Exception {
        Path scenario = Measured.prometheus(folder, "prometheus: prometheus/*.json", "prometheus: trend/*.json",
                TOLERANCE, "objective:\n  crossingWithin: 1d", "  dedupTtl: 3 ", "  budget: 52000\n  dedupTtl: 3 ");
        TrendAnswers.write(folder.resolve("trend"), START, HOUR, 30 * 24, i -> new long[] {100_000 + i % 24 * 300,
            50_000 + 200 * (i / 24)});
        List<Check> failed = ScenarioRuns.of(scenario, folder).verdict().checks(Kind.MEASURED).stream()
                .filter(check -> !check.passed()).toList();

        assertThat(failed).extracting(Check::message).containsExactly("measured.yml:38: The state has reached "
                + "state.budget of 52KB on 2026-10-11 (90 %: 2026-10-11 to 2026-10-11): reached by the history's last "
                + "day, 2026-10-30, so within objective.crossingWithin (1d 00h); bound the state (a state TTL, fewer "
                + "keys) or raise the budget now.");
    }
}
