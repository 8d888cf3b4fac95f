package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Measured;
import dev.checkpointreport.run.ScenarioRuns;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each mistake in a measured section or its saved responses is one line naming the file and the JSON path (or
 * the scenario's line and key), with no stack trace: the brief's four, then what a hostile folder may hold.
 */
class BadMeasuredTest {
    private static final String COMPLETED = """
            {"className": "completed", "id": %d, "status": "COMPLETED", "is_savepoint": false,
             "trigger_timestamp": %d, "latest_ack_timestamp": %d, "checkpointed_size": 10, "state_size": 10,
             "end_to_end_duration": %s, "num_subtasks": 2, "num_acknowledged_subtasks": 2, "tasks": {},
             "external_path": "file:/checkpoints/%s/chk-%d", "discarded": false}""";
    private static final String JOB = "a1b2c3d4e5f60718293a4b5c6d7e8f90";

    @TempDir
    Path folder;

    private static String checkpoints(String history) {
        return """
                {"counts": {"restored": 0, "total": 1, "in_progress": 0, "completed": 1, "failed": 0},
                 "summary": {}, "latest": {"completed": null, "savepoint": null, "failed": null, "restored": null},
                 "history": [%s]}""".formatted(history);
    }

    private static String completed(long id, long trigger, String duration, String job) {
        return COMPLETED.formatted(id, trigger, trigger + 5, duration, job, id);
    }

    /** The message loading the fixture scenario gives once {@code flink/zz.json} holds {@code json}. */
    private String refusedWith(String json) throws IOException {
        Path scenario = Measured.scenario(folder);
        Files.writeString(folder.resolve("flink/zz.json"), json);
        return refused(scenario);
    }

    private String refused(Path scenario) {
        return refusedIn(folder, scenario);
    }

    /** The one line loading {@code scenario} is refused with, the test's {@code folder} left out. */
    static String refusedIn(Path folder, Path scenario) {
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ScenarioRuns.load(scenario));
        assertThat(e).as("the loader should refuse it").isNotNull();
        assertThat(e.getMessage()).doesNotContain("\n");
        return e.getMessage().replace(folder + "/", "");
    }

    @Test
    void aFileThatIsNotAFlinkResponseIsNamedWithItsFields() throws IOException {
        assertThat(refusedWith("{\"vertices\": [], \"name\": \"x\"}")).isEqualTo("flink/zz.json: $: not a Flink "
                + "checkpoint response: expected a response saved from Flink's REST API: /jobs/<id>/checkpoints (counts, "
                + "history), …/checkpoints/config (interval), …/checkpoints/details/<cid>/subtasks/<vertex> (subtasks), "
                + "/jobs/<id>/exceptions (exceptionHistory), /jobs/<id> (jid) or /jobmanager/config ([{key, value}]), "
                + "found an object with the fields vertices, name");
        assertThat(refusedWith("[1, 2]")).startsWith("flink/zz.json: $: not a Flink checkpoint response:")
                .endsWith("found a list of 2");
        assertThat(refusedWith("{\"errors\": [\"Job could not be found.\"]}")).isEqualTo("flink/zz.json: $.errors: "
                + "Flink answered with an error, not statistics: a list of 1; save the response again while the job "
                + "runs");
    }

    @Test
    void aJobManagerConfigurationWhoseEntryIsNoSettingIsNamedAtTheEntry() throws IOException {
        assertThat(refusedWith("[{\"key\": \"web.checkpoints.history\", \"value\": \"20\"}, 3]"))
                .isEqualTo("flink/zz.json: $[1]: expected a setting's key and value, found the number 3");
        assertThat(refusedWith("[{\"key\": 20, \"value\": \"20\"}]"))
                .isEqualTo("flink/zz.json: $[0].key: expected the setting's name, found the number 20");
    }

    @Test
    void anEmptyHistoryIsNamed() throws IOException {
        Path scenario = Measured.scenario(folder, "flink/*.json", "flink/zz.json");
        Files.writeString(folder.resolve("flink/zz.json"), checkpoints(""));
        assertThat(refused(scenario)).isEqualTo("flink/zz.json: $.history: the history holds no completed checkpoint, "
                + "in this or any other file matched; save the response again once the job has completed one");
    }

    @Test
    void filesOfTwoJobsAreRefusedNamingBoth() throws IOException {
        String other = "0c311d2cc6c47690fbb42ec68f0ba67a";
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "5", other)))).isEqualTo(
                "flink/zz.json: $.history[0].external_path: names the job " + other + ", but "
                        + "flink/checkpoints-2026-01-01T0000.json ($.history[1].external_path) names the job " + JOB
                        + "; the files of one scenario must come from one job");
    }

    @Test
    void aJobManagerDurationPastWhatTheCadenceSumsIsRefusedAtItsValue() throws IOException {
        assertThat(refusedWith("[{\"key\": \"web.checkpoints.history\", \"value\": \"20\"}, {\"key\": "
                + "\"rest.cache.checkpoint-statistics.timeout\", \"value\": \"999999999999d\"}]")).isEqualTo(
                "flink/zz.json: $[1].value: expected rest.cache.checkpoint-statistics.timeout, a duration, of at most "
                        + "1000000000000 ms (about 31 years), found '999999999999d'");
        assertThat(refusedWith("[{\"key\": \"web.refresh-interval\", \"value\": \"P11575D\"}]")).isEqualTo(
                "flink/zz.json: $[0].value: expected web.refresh-interval, a duration, of at most 1000000000000 ms "
                        + "(about 31 years), found 'P11575D'");
    }

    @Test
    void theSameCheckpointTriggeredAtAnotherTimeIsRefused() throws IOException {
        assertThat(refusedWith(checkpoints(completed(4, 1_767_225_700_000L, "5", JOB)))).isEqualTo(
                "flink/zz.json: $.history[0].trigger_timestamp: checkpoint 4 is COMPLETED triggered at "
                        + "2026-01-01T00:01:40Z, but flink/checkpoints-2026-01-01T0000.json "
                        + "($.history[1].trigger_timestamp) says it is COMPLETED triggered at 2026-01-01T00:00:04Z; "
                        + "the files of one scenario must come from one run of one job");
    }

    @Test
    void aNegativeOrMissingDurationIsNamedByItsPath() throws IOException {
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "-5", JOB)))).isEqualTo(
                "flink/zz.json: $.history[0].end_to_end_duration: expected a duration in milliseconds of at least 0, "
                        + "found -5 (allowed: 0 to 1000000000000)");
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "null", JOB)))).isEqualTo(
                "flink/zz.json: $.history[0].end_to_end_duration: missing; expected a duration in milliseconds of at "
                        + "least 0");
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "\"5\"", JOB)))).isEqualTo(
                "flink/zz.json: $.history[0].end_to_end_duration: expected a duration in milliseconds of at least 0, "
                        + "found the text '5'");
    }

    @Test
    void hugeNumbersAreRefusedAsTheyAreWritten() throws IOException {
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "99999999999999999999", JOB))))
                .isEqualTo("flink/zz.json: $.history[0].end_to_end_duration: expected a duration in milliseconds of "
                        + "at least 0, found 99999999999999999999 (allowed: 0 to 1000000000000)");
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "1e400", JOB))))
                .startsWith("flink/zz.json: $.history[0].end_to_end_duration: expected a duration in milliseconds of "
                        + "at least 0, found the number");
        assertThat(refusedWith(checkpoints(completed(40, 1_767_225_700_000L, "1" + "0".repeat(60), JOB))))
                .startsWith("flink/zz.json: $.history[0].end_to_end_duration: not JSON as Flink writes it: Number "
                        + "value length (61) exceeds the maximum allowed (40");
    }

    @Test
    void deepNestingStopsAtItsBound() throws IOException {
        String deep = "{\"history\": " + "[".repeat(100) + "]".repeat(100) + ", \"counts\": {}}";
        assertThat(refusedWith(deep)).startsWith("flink/zz.json: $.history")
                .contains("not JSON as Flink writes it: Document nesting depth (33) exceeds the maximum allowed (32");
    }

    @Test
    void aKeyWrittenTwiceAndTextThatIsNotJsonAreRefused() throws IOException {
        assertThat(refusedWith("{\"counts\": {}, \"counts\": {}}")).startsWith("flink/zz.json: $.counts: not JSON as "
                + "Flink writes it: Duplicate field 'counts'");
        assertThat(refusedWith("<html>502 Bad Gateway</html>")).startsWith("flink/zz.json: $: not JSON as Flink "
                + "writes it: Unexpected character ('<' (code 60))");
        assertThat(refusedWith("")).isEqualTo("flink/zz.json: $: the file is empty; expected a response saved from "
                + "Flink's REST API");
    }

    @Test
    void twoResponsesInOneFileAreRefusedNamingWhereTheSecondStarts() throws IOException {
        String one = checkpoints(completed(40, 1_767_225_700_000L, "5", JOB));

        assertThat(refusedWith(one + "\n" + one)).isEqualTo("flink/zz.json: $: a second JSON document starts at line "
                + (one.lines().count() + 1) + ", column 1, after the response; save each response to a file of its own "
                + "(curl -o, not >>)");
    }

    @Test
    void aSubtaskListedTwiceIsRefusedNamingBothPlaces() throws IOException {
        assertThat(refusedWith("""
                {"id": 9, "subtasks": [{"index": 0, "state_size": 2000}, {"index": 1, "state_size": 5000},
                 {"index": 1, "state_size": 5000}]}""")).isEqualTo("flink/zz.json: $.subtasks[2].index: subtask 1 is "
                + "listed twice, at $.subtasks[1] and here; a response lists each subtask once: save it again");
    }

    @Test
    void aHistoryPastItsBoundIsRefusedWhileTheFilesAreRead() throws IOException {
        StringBuilder history = new StringBuilder();
        for (long id = 1_000; id <= 101_000; id++) {
            history.append(history.isEmpty() ? "" : ",").append("{\"id\": ").append(id).append(", \"status\": "
                    + "\"FAILED\", \"trigger_timestamp\": 1767225600000, \"end_to_end_duration\": 5, \"state_size\": 0}");
        }

        // the fixture's own files, read first, hold 10 finished checkpoints
        assertThat(refusedWith(checkpoints(history.toString()))).isEqualTo("flink/zz.json: $.history[99990]: "
                + "checkpoint 100990 is one finished checkpoint more than a scenario's merged history holds: at most "
                + "100000, each a point of its charts; keep the scrapes of a shorter span, or split them across "
                + "scenarios");
    }

    @Test
    void aTwoGigabyteFileIsRefusedAfterReadingItsBoundOnly() throws IOException {
        Path scenario = Measured.scenario(folder);
        try (RandomAccessFile sparse = new RandomAccessFile(folder.resolve("flink/zz.json").toFile(), "rw")) {
            sparse.setLength(2L * 1024 * 1024 * 1024);
        }
        assertThat(refused(scenario)).isEqualTo("flink/zz.json: $: the file is larger than 16777216 bytes; a saved "
                + "Flink response is a few kilobytes");
    }

    @Test
    void thePatternMustMatchAFileInTheScenariosFolder() throws IOException {
        assertThat(refused(Measured.scenario(folder, "flink/*.json", "scrapes/*.json"))).isEqualTo(
                "measured.yml:34: measured.flink: 'scrapes/*.json' matches no file in " + folder.resolve("scrapes")
                        .toString().replace(folder + "/", "") + "; save the files there, or correct the pattern");
        assertThat(refused(Measured.scenario(folder, "flink/*.json", "../flink/*.json"))).isEqualTo(
                "measured.yml:34: measured.flink: '../flink/*.json' leaves the scenario's folder; write a pattern "
                        + "relative to the scenario file, without .. or a leading /, and keep the saved files in "
                        + "that folder or below");
    }

    @Test
    void theKeysOfTheSectionAreChecked() throws IOException {
        assertThat(refused(Measured.scenario(folder, "percentile: p90", "percentile: p95"))).isEqualTo(
                "measured.yml:35: measured.percentile: expected p50, p90, p99 or max, found the text 'p95'");
        assertThat(refused(Measured.scenario(folder, "tolerance: 50%", "tolerance: 0.5"))).isEqualTo(
                "measured.yml:36: measured.tolerance: expected a percentage from 0% to 10000%, such as 50%, found the "
                        + "number 0.5");
        assertThat(refused(Measured.scenario(folder, "tolerance: 50%", "tolerance: 20000%"))).isEqualTo(
                "measured.yml:36: measured.tolerance: expected a percentage from 0% to 10000%, such as 50%, found "
                        + "20000%");
        assertThat(refused(Measured.scenario(folder, "  tolerance: 50%", "  tolerence: 50%"))).isEqualTo(
                "measured.yml:36: measured.tolerence: unknown key in 'measured' (did you mean 'tolerance'?); known "
                        + "keys: flink, spark, prometheus, kafkaStreams, percentile, tolerance, from");
    }

    private String refusedFrom(String from) throws IOException {
        return refused(Measured.scenario(folder, "tolerance: 50%", "tolerance: 50%\n  from: " + from));
    }

    @Test
    void aStartThatIsNeitherAnIdNorATimeIsRefusedNamingItsLine() throws IOException {
        assertThat(refusedFrom("yesterday")).isEqualTo("measured.yml:37: measured.from: expected a checkpoint id "
                + "such as 12, or a UTC time such as 2026-12-01T14:30:00Z, found the text 'yesterday'");
        assertThat(refusedFrom("2026-13-01T00:00:00Z")).isEqualTo("measured.yml:37: measured.from: expected a "
                + "checkpoint id such as 12, or a UTC time such as 2026-12-01T14:30:00Z, found the text "
                + "'2026-13-01T00:00:00Z'");
        assertThat(refusedFrom("-3")).isEqualTo("measured.yml:37: measured.from: expected a checkpoint id such as "
                + "12, or a UTC time such as 2026-12-01T14:30:00Z, found -3 (allowed: 0 to 9007199254740991)");
    }

    @Test
    void aStartTheHistoryDoesNotHoldOrThatLeavesNoCheckpointIsRefused() throws IOException {
        assertThat(refusedFrom("11")).isEqualTo("measured.yml:37: measured.from: names checkpoint 11, which the "
                + "merged history does not hold: it holds checkpoints 1 to 10; name one of them, or a time such as "
                + "2026-12-01T14:30:00Z");
        assertThat(refusedFrom("2026-01-01T00:00:10.001Z")).isEqualTo("measured.yml:37: measured.from: leaves out "
                + "every completed checkpoint of the 9 in the merged history, the last triggered at "
                + "2026-01-01T00:00:10Z; name an earlier start");
    }

    @Test
    void aStartAsThePageWritesATimeIsReadInUtc() throws Exception {
        assertThat(ScenarioRuns.load(Measured.scenario(folder, "tolerance: 50%", "tolerance: 50%\n  from: "
                + "'2026-01-01 00:00:05.000'")).config().measured().from())
                .isEqualTo(new dev.checkpointreport.measured.MeasuredFrom(null, 1_767_225_605_000L));
        assertThat(ScenarioRuns.load(Measured.scenario(folder, "tolerance: 50%", "tolerance: 50%\n  from: "
                + "2026-01-01T01:00:05+01:00")).config().measured().from())
                .isEqualTo(new dev.checkpointreport.measured.MeasuredFrom(null, 1_767_225_605_000L));
    }
}
