package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.run.ScenarioRuns;
import dev.checkpointreport.timing.Dedup;
import dev.checkpointreport.timing.TimingSpec;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The timing, state, storage and objective sections: exact quantities, and one message per mistake. */
class BadTimingConfigTest {
    private static final String TIMING = """
            timing: {periodLength: 1m, capacity: 1.5, detection: 30s}
            state: {entryBytes: 64, dedupTtl: 3}
            storage: {readRate: 200MB/s, writeRate: 100MB/s}
            objective: {recoveryTime: 15m}
            """;

    private static CheckpointConfig read(String timing) throws ConfigException {
        return ConfigLoader.parse("course.yml", Lesson.yaml() + timing);
    }

    private static String refused(String timing) {
        return refusedWhole(Lesson.yaml() + timing);
    }

    private static String refusedWhole(String yaml) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ConfigLoader.parse("course.yml", yaml));
        assertThat(e).as("the loader should refuse:%n%s", yaml).isNotNull();
        return e.getMessage();
    }

    @Test
    void quantitiesAreReadExactly() throws ConfigException {
        TimingSpec timing = read(TIMING).timing();

        assertThat(timing.periodLength()).isEqualByComparingTo("60");
        assertThat(timing.capacity()).isEqualByComparingTo("1.5");
        assertThat(timing.detection()).isEqualByComparingTo("30");
        assertThat(timing.readRate()).isEqualByComparingTo("200000000");
        assertThat(timing.writeRate()).isEqualByComparingTo("100000000");
        assertThat(timing.objective()).isEqualByComparingTo("900");
        assertThat(timing.state().entryBytes()).isEqualTo(64);
        assertThat(timing.state().dedup()).isEqualTo(Dedup.forPeriods(3));
        assertThat(timing.state().incremental()).isFalse();
    }

    @Test
    void everyUnitIsKnown() throws ConfigException {
        TimingSpec timing = read("""
                timing: {periodLength: 1.5d, detection: 250ms}
                state: {entryBytes: 2KiB, dedupTtl: none, snapshot: incremental, changedFraction: 0.1}
                storage: {readRate: 1GiB/s, writeRate: 512KB/s}
                """).timing();

        assertThat(timing.periodLength()).isEqualByComparingTo("129600");
        assertThat(timing.detection()).isEqualByComparingTo("0.25");
        assertThat(timing.state().entryBytes()).isEqualTo(2048);
        assertThat(timing.state().dedup().unbounded()).isTrue();
        assertThat(timing.state().changedFraction()).isEqualByComparingTo("0.1");
        assertThat(timing.readRate()).isEqualByComparingTo(new BigDecimal(1L << 30));
        assertThat(timing.writeRate()).isEqualByComparingTo("512000");
        assertThat(timing.objective()).isNull();
    }

    @Test
    void withoutTimingTheOtherSectionsAreRefused() {
        assertThat(refused("objective: {recoveryTime: 15m}\n")).isEqualTo("course.yml:19: objective: needs a timing "
                + "section (periodLength, capacity, detection) to turn rows into seconds");
    }

    @Test
    void anUnknownUnitIsNamed() {
        assertThat(refused(TIMING.replace("periodLength: 1m", "periodLength: 1w")))
                .isEqualTo("course.yml:19: timing.periodLength: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d), found the unknown unit 'w' in 1w");
        assertThat(refused(TIMING.replace("readRate: 200MB/s", "readRate: 200MB")))
                .isEqualTo("course.yml:21: storage.readRate: expected a rate such as 200MB/s (units: B, KB, MB, GB, "
                        + "KiB, MiB, GiB per second), found the text '200MB'");
        assertThat(refused(TIMING.replace("writeRate: 100MB/s", "writeRate: 100Mb/s")))
                .contains("storage.writeRate: expected a rate such as 200MB/s").contains("the unknown unit 'Mb'");
    }

    @Test
    void zeroOrNegativeLengthsAndRatesAreRefused() {
        assertThat(refused(TIMING.replace("periodLength: 1m", "periodLength: 0s")))
                .isEqualTo("course.yml:19: timing.periodLength: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d) longer than zero, found 0s");
        assertThat(refused(TIMING.replace("detection: 30s", "detection: -5s")))
                .isEqualTo("course.yml:19: timing.detection: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d), found the negative -5s");
        assertThat(refused(TIMING.replace("readRate: 200MB/s", "readRate: 0MB/s")))
                .contains("storage.readRate: expected a rate such as 200MB/s").endsWith("above zero, found 0MB/s");
        assertThat(refused(TIMING.replace("recoveryTime: 15m", "recoveryTime: 0m")))
                .startsWith("course.yml:22: objective.recoveryTime: expected a duration");
        assertThat(refused(TIMING.replace("entryBytes: 64", "entryBytes: 0")))
                .isEqualTo("course.yml:20: state.entryBytes: expected a size in bytes above zero, such as 64 or 2KiB, "
                        + "found 0 (allowed: 1 to 9007199254740991)");
    }

    @Test
    void capacityMustBeAboveZero() {
        assertThat(refused(TIMING.replace("capacity: 1.5", "capacity: 0")))
                .isEqualTo("course.yml:19: timing.capacity: expected a multiple of the arrival rate above 0, such as 1.5, "
                        + "found 0");
        assertThat(refused(TIMING.replace("capacity: 1.5", "capacity: fast")))
                .isEqualTo("course.yml:19: timing.capacity: expected a multiple of the arrival rate above 0, such as 1.5, "
                        + "found the text 'fast'");
    }

    @Test
    void changedFractionBelongsToIncrementalSnapshotsWithinZeroToOne() {
        String incremental = TIMING.replace("dedupTtl: 3}", "dedupTtl: 3, snapshot: incremental, changedFraction: 1.2}");
        assertThat(refused(incremental)).isEqualTo(
                "course.yml:20: state.changedFraction: expected a share above 0 and at most 1, found 1.2");
        assertThat(refused(incremental.replace("1.2", "0"))).endsWith("expected a share above 0 and at most 1, found 0");
        assertThat(refused(TIMING.replace("dedupTtl: 3}", "dedupTtl: 3, snapshot: incremental}")))
                .isEqualTo("course.yml:20: state.changedFraction: missing; expected the share of the state an incremental "
                        + "snapshot writes, above 0 and at most 1");
        assertThat(refused(TIMING.replace("dedupTtl: 3}", "dedupTtl: 3, changedFraction: 0.1}")))
                .isEqualTo("course.yml:20: state.changedFraction: applies to incremental snapshots only; set snapshot: "
                        + "incremental or remove it");
        assertThat(refused(TIMING.replace("dedupTtl: 3}", "dedupTtl: 3, snapshot: partial}")))
                .isEqualTo("course.yml:20: state.snapshot: expected full or incremental, found the text 'partial'");
    }

    @Test
    void dedupTtlIsPeriodsOrNone() {
        assertThat(refused(TIMING.replace("dedupTtl: 3", "dedupTtl: 0")))
                .startsWith("course.yml:20: state.dedupTtl: expected a whole number of periods of at least 1, or 'none' "
                        + "(never expires), found 0");
        assertThat(refused(TIMING.replace("dedupTtl: 3", "dedupTtl: forever")))
                .contains("state.dedupTtl: expected a whole number of periods of at least 1, or 'none'");
    }

    @Test
    void anUnknownTimingKeySuggestsTheNearest() {
        assertThat(refused(TIMING.replace("periodLength", "periodLenght")))
                .isEqualTo("course.yml:19: timing.periodLenght: unknown key in 'timing' (did you mean 'periodLength'?); "
                        + "known keys: periodLength, capacity, detection");
    }

    @Test
    void aDurationPastAMillionDaysIsRefusedWithItsBound() {
        assertThat(refused(TIMING.replace("periodLength: 1m", "periodLength: 999999999999999999d")))
                .isEqualTo("course.yml:19: timing.periodLength: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d) of at most 1000000d, found 999999999999999999d");
        assertThat(refused(TIMING.replace("recoveryTime: 15m", "recoveryTime: 86400000000001s")))
                .isEqualTo("course.yml:22: objective.recoveryTime: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d) of at most 1000000d, found 86400000000001s");
        assertThat(refused(TIMING.replace("detection: 30s", "detection: 999999999999999999ms")))
                .isEqualTo("course.yml:19: timing.detection: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d) of at most 1000000d, found 999999999999999999ms");
    }

    @Test
    void aMillionDaysIsTheLongestDuration() throws ConfigException {
        TimingSpec timing = read(TIMING.replace("periodLength: 1m", "periodLength: 1000000d")).timing();

        assertThat(timing.periodLength()).isEqualByComparingTo("86400000000");
    }

    @Test
    void withSourceTimeAWholeNumberOfMillisecondsIsNeverCalledAFraction(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("events.csv"), "key,at\nA001,2026-01-01T00:00:00Z\n");
        String events = Lesson.yamlWith(Lesson.GENERATOR, "source:\n  events: events.csv\n  key: key\n  time: at\n"
                + "  periodStart: 2026-01-01T00:00:00Z\n  periods: 2026-01..2026-12\n");
        Path course = folder.resolve("course.yml");
        Files.writeString(course, events + TIMING.replace("periodLength: 1m", "periodLength: 999999999999999999d"));
        assertThat(catchThrowableOfType(ConfigException.class, () -> ScenarioRuns.load(course)))
                .hasMessage(course + ":20: timing.periodLength: expected a duration such as 30s, 15m or 1h "
                        + "(units: ms, s, m, h, d) of at most 1000000d, found 999999999999999999d");
        Files.writeString(course, events + TIMING.replace("periodLength: 1m", "periodLength: 1.5ms"));
        assertThat(catchThrowableOfType(ConfigException.class, () -> ScenarioRuns.load(course)))
                .hasMessage(course + ":20: timing.periodLength: with source.time, a period must last a whole number"
                        + " of milliseconds, found 1.5ms");
    }

    @Test
    void theTrendKeysNeedAMeasuredHistory() throws ConfigException {
        assertThat(refused(TIMING.replace("recoveryTime: 15m", "crossingWithin: 30d")))
                .isEqualTo("course.yml:22: objective.crossingWithin: needs a measured section: it judges the forecast "
                        + "of a measured history's trend");
        assertThat(refused(TIMING.replace("recoveryTime: 15m", "failOnUpwardTrend: true")))
                .isEqualTo("course.yml:22: objective.failOnUpwardTrend: needs a measured section: it judges the "
                        + "forecast of a measured history's trend");
        assertThat(refused(TIMING.replace("dedupTtl: 3", "budget: 8GB")))
                .isEqualTo("course.yml:20: state.budget: needs a measured section: it judges the forecast of a "
                        + "measured history's trend");
    }
}
