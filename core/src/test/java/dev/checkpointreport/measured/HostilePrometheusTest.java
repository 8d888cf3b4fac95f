package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.scrape.PrometheusMetric;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved Prometheus answers that are not what the history needs: each is refused in one line naming the file, the
 * JSON path and what was expected, and every file is left as it was. The seeded rounds change one file of the set
 * as {@link HostileResponsesTest} changes Flink's, or one sample's value to one Prometheus (or no one) writes; a
 * failure names the seed and round, which reproduce it.
 */
class HostilePrometheusTest {
    private static final String ID = "lastCompletedCheckpointId";
    private static final String JOB = "a1b2c3d4e5f60718293a4b5c6d7e8f90";

    private static final long SEED = 20261202L;
    private static final int ROUNDS = 200;
    /** Values as Prometheus writes them, and some it never does. */
    private static final List<String> VALUES = List.of("\"NaN\"", "\"+Inf\"", "\"-Inf\"", "\"-1\"", "\"-2\"",
            "\"1e400\"", "\"1.5\"", "\"9007199254740992\"", "\"0x10\"", "\"\"", "\"Infinity\"", "12", "null",
            "1e18", "-5", "\"\\u0000\"");
    private static final Pattern SAMPLE_VALUE = Pattern.compile("\"-?[0-9]+\"\\]");

    @TempDir
    Path folder;

    @Test
    void hostileAnswersAreReadOrRefusedInOneLine() throws Exception {
        Random random = new Random(SEED);
        List<SavedResponse> real = PrometheusHistoryTest.all();
        int refused = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Path set = Files.createDirectories(folder.resolve("round-" + round));
            List<SavedResponse> files = new ArrayList<>();
            int changed = random.nextInt(real.size());
            for (SavedResponse file : real) {
                Path copy = set.resolve(file.real().getFileName());
                byte[] bytes = Files.readAllBytes(file.real());
                Files.write(copy, file != real.get(changed) ? bytes : random.nextBoolean()
                        ? HostileResponsesTest.hostile(bytes, random) : hostileValue(bytes, random));
                files.add(new SavedResponse(copy, file.shown(), file.written()));
            }
            try {
                MeasuredStatistics statistics = MeasuredStatistics.of(Measurements.readPrometheus(files));
                assertThat(statistics.completed()).as("seed %s, round %s", SEED, round).isPositive();
            } catch (MeasuredException e) {
                refused++;
                assertThat(e.getMessage()).as("seed %s, round %s", SEED, round).startsWith("prometheus/")
                        .contains(".json: $").doesNotContain("\n");
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("seed " + SEED + ", round " + round + ": " + e, e);
            }
        }
        // the mutations must reach the reader's refusals and let some sets through, or they test nothing
        assertThat(refused).isBetween(ROUNDS / 10, ROUNDS - ROUNDS / 10);
    }

    /** One sample's value replaced by a hostile one, or the file as it was. */
    private static byte[] hostileValue(byte[] bytes, Random random) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<Integer> starts = new ArrayList<>();
        Matcher values = SAMPLE_VALUE.matcher(text);
        while (values.find()) {
            starts.add(values.start());
        }
        if (starts.isEmpty() || random.nextInt(3) == 0) {
            return bytes;
        }
        int at = starts.get(random.nextInt(starts.size()));
        Matcher one = SAMPLE_VALUE.matcher(text);
        one.find(at);
        return (text.substring(0, at) + VALUES.get(random.nextInt(VALUES.size())) + "]" + text.substring(one.end()))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The job-level answers, {@code metric}'s changed by {@code change}, refused: the message. */
    private String refusal(String metric, UnaryOperator<String> change) throws IOException {
        List<SavedResponse> files = new ArrayList<>();
        List<byte[]> before = new ArrayList<>();
        for (SavedResponse answer : PrometheusHistoryTest.answers(PrometheusHistoryTest.JOB_LEVEL)) {
            String text = Files.readString(answer.real(), StandardCharsets.UTF_8);
            Path copy = folder.resolve(answer.real().getFileName());
            Files.writeString(copy, answer.written().endsWith("/" + metric + ".json") ? change.apply(text) : text,
                    StandardCharsets.UTF_8);
            before.add(Files.readAllBytes(copy));
            files.add(new SavedResponse(copy, answer.shown(), answer.written()));
        }
        MeasuredException e = catchThrowableOfType(MeasuredException.class, () -> Measurements.readPrometheus(files));
        assertThat(e).as("the answers should be refused").isNotNull();
        for (int i = 0; i < files.size(); i++) {
            assertThat(Files.readAllBytes(files.get(i).real())).isEqualTo(before.get(i));
        }
        assertThat(e.getMessage()).doesNotContain("\n");
        return e.getMessage();
    }

    @Test
    void anInstantQueryIsNotAMatrix() throws IOException {
        assertThat(refusal(ID, text -> text.replace("\"matrix\"", "\"vector\""))).isEqualTo("prometheus/"
                + "lastCompletedCheckpointId.json: $.data.resultType: expected matrix, the type /api/v1/query_range "
                + "answers, found 'vector'; save a range query (query_range with start, end and step), not an instant "
                + "one (/api/v1/query)");
    }

    @Test
    void aFlinkResponseIsNotAPrometheusAnswer() throws IOException {
        assertThat(refusal("numRestarts", text -> "{\"counts\":{},\"history\":[]}")).isEqualTo("prometheus/"
                + "numRestarts.json: $: not a Prometheus answer: expected the object /api/v1/query_range answers, "
                + "with status, data.resultType and data.result, found an object with the fields counts, history");
    }

    @Test
    void anErrorAnswerIsRefusedInPrometheusOwnWords() throws IOException {
        assertThat(refusal("numRestarts", text -> "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":"
                + "\"exceeded maximum resolution of 11,000 points per timeseries\"}")).isEqualTo("prometheus/"
                + "numRestarts.json: $.status: Prometheus answered error, not success: exceeded maximum resolution of "
                + "11,000 points per timeseries; query again, and save the answer once it succeeds");
    }

    @Test
    void warningsThatAreNoListOfTextAreRefusedAtTheirPath() throws IOException {
        assertThat(refusal("numRestarts", text -> text.replace("{\"status\":\"success\",", "{\"status\":\"success\","
                + "\"warnings\":\"partial response\","))).isEqualTo("prometheus/numRestarts.json: $.warnings: expected "
                + "a list of Prometheus's warnings, each a text, found the text 'partial response'");
        assertThat(refusal("numRestarts", text -> text.replace("{\"status\":\"success\",", "{\"status\":\"success\","
                + "\"warnings\":[\"ok\",{\"store\":7}],"))).isEqualTo("prometheus/numRestarts.json: $.warnings[1]: "
                + "expected a warning, as text, found an object with the fields store");
    }

    @Test
    void seriesOfTwoJobsInOneFileAreRefusedNamingBoth() throws IOException {
        assertThat(refusal("lastCheckpointDuration", text -> text.replaceFirst("(\"host\":\"jobmanager_2\"[^}]*)"
                + JOB, "$1ffffffffffffffffffffffffffffff0"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[1].metric.job_id: names the job ffffffffffffffffffffffffffffff0, but "
                + "$.data.result[0].metric.job_id names the job " + JOB + "; the files of one scenario must come from "
                + "one job: add {job_id=\"…\"} to the query");
    }

    @Test
    void filesOfTwoJobsAreRefusedNamingBoth() throws IOException {
        assertThat(refusal("numRestarts", text -> text.replace(JOB, "ffffffffffffffffffffffffffffff0")))
                .isEqualTo("prometheus/numRestarts.json: $.data.result[0].metric.job_id: names the job "
                        + "ffffffffffffffffffffffffffffff0, but prometheus/lastCompletedCheckpointId.json "
                        + "($.data.result[0].metric.job_id) names the job " + JOB + "; the files of one scenario must "
                        + "come from one job");
    }

    @Test
    void withoutTheCheckpointIdThereIsNoHistory() throws IOException {
        assertThat(refusal(ID, text -> text.replace("lastCompletedCheckpointId", "numberOfInProgressCheckpoints")))
                .isEqualTo("prometheus/lastCompletedCheckpointId.json: $.data.result[0].metric.__name__: expected a "
                        + "metric of Flink's Prometheus reporter the plugin reads ("
                        + String.join(", ", PrometheusMetric.names()) + "), found "
                        + "'flink_jobmanager_job_numberOfInProgressCheckpoints'");
        List<SavedResponse> noId = PrometheusHistoryTest.answers(PrometheusHistoryTest.JOB_LEVEL.subList(1, 8));
        assertThat(catchThrowableOfType(MeasuredException.class, () -> Measurements.readPrometheus(noId)))
                .hasMessage("prometheus/lastCheckpointDuration.json: $: none of the 7 files matched is an answer of "
                        + "flink_jobmanager_job_lastCompletedCheckpointId, the checkpoints' key, which the history "
                        + "needs; save its query_range answer beside the others");
    }

    @Test
    void anExpressionThatDropsTheNameIsRefused() throws IOException {
        assertThat(refusal(ID, text -> text.replace("\"__name__\":\"flink_jobmanager_job_lastCompletedCheckpointId\","
                , ""))).isEqualTo("prometheus/lastCompletedCheckpointId.json: $.data.result[0].metric.__name__: "
                + "missing; expected the metric's name, such as flink_jobmanager_job_lastCompletedCheckpointId: save "
                + "the answer of the metric itself, not of an expression (sum, rate, by) that drops its name");
    }

    @Test
    void nanInfinityAndNegativeValuesAreRefusedAtTheirPath() throws IOException {
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[1767225690,\"NaN\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0, or -1 for none for "
                + "flink_jobmanager_job_lastCheckpointDuration, found 'NaN': Flink writes no such value of it; save "
                + "the metric's own samples, not an expression of them");
        assertThat(refusal("lastCheckpointFullSize", text -> text.replace("[1767225690,\"1300\"]",
                "[1767225690,\"+Inf\"]"))).startsWith("prometheus/lastCheckpointFullSize.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0, or -1 for none for "
                + "flink_jobmanager_job_lastCheckpointFullSize, found '+Inf'");
        assertThat(refusal("lastCheckpointSize", text -> text.replace("[1767225690,\"200\"]",
                "[1767225690,\"-200\"]"))).isEqualTo("prometheus/lastCheckpointSize.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0, or -1 for none for "
                + "flink_jobmanager_job_lastCheckpointSize, found -200 (allowed: -1, 0 to 9007199254740991)");
        assertThat(refusal("numRestarts", text -> text.replace("[1767225690,\"1\"]", "[1767225690,\"-1\"]")))
                .isEqualTo("prometheus/numRestarts.json: $.data.result[0].values[6][1]: expected a whole number of "
                        + "at least 0 for flink_jobmanager_job_numRestarts, found -1 (allowed: 0 to 9007199254740991)");
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[1767225690,\"300.5\"]"))).contains("$.data.result[0].values[6][1]: expected a whole number");
    }

    /**
     * A value whose exponent no decimal holds, and a time no double holds (1e400, read as Infinity, or JSON's NaN,
     * which the reader lets through for Flink's own responses): refused at their path in the plugin's words.
     */
    @Test
    void exponentsAndTimesBeyondANumberAreRefusedAtTheirPath() throws IOException {
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[1767225690,\"1e9999999999\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0, or -1 for none for "
                + "flink_jobmanager_job_lastCheckpointDuration, found 1e9999999999 (allowed: -1, 0 to 9007199254740991)");
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[1e400,\"300\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][0]: expected the sample's time, seconds since 1970 up to the year 9999, "
                + "found Infinity");
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[NaN,\"300\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][0]: expected the sample's time, seconds since 1970 up to the year 9999, "
                + "found NaN");
    }

    @Test
    void noneWhereACheckpointCompletedIsRefused() throws IOException {
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225690,\"300\"]",
                "[1767225690,\"-1\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0 at 2026-01-01T00:01:30Z, "
                + "where prometheus/lastCompletedCheckpointId.json ($.data.result[0].values[6]) shows checkpoint 4 "
                + "completed, found -1");
    }

    @Test
    void aGaugeWithoutTheCheckpointsSampleIsRefused() throws IOException {
        assertThat(refusal("lastCheckpointFullSize", text -> text.replace("[1767225690,\"1300\"],", "")))
                .isEqualTo("prometheus/lastCheckpointFullSize.json: $.data.result: has no sample at "
                        + "2026-01-01T00:01:30Z, where prometheus/lastCompletedCheckpointId.json "
                        + "($.data.result[0].values[6]) shows checkpoint 4 completed; query every metric over the "
                        + "same range and step");
    }

    @Test
    void aCheckpointIdThatGoesBackIsTwoRuns() throws IOException {
        assertThat(refusal(ID, text -> text.replace("[1767225765,\"8\"]", "[1767225765,\"3\"]"))).isEqualTo(
                "prometheus/lastCompletedCheckpointId.json: $.data.result[1].values[3]: checkpoint 3 comes after "
                        + "checkpoint 7; a job's checkpoint ids only grow, so the files hold two runs of the job (or two "
                        + "jobs of one name): keep one run's samples");
    }

    @Test
    void anIdThatNeverGrowsHasNoCheckpoint() throws IOException {
        assertThat(refusal(ID, text -> text.replaceAll("\"-?[0-9]+\"\\]", "\"9\"]"))).isEqualTo("prometheus/"
                + "lastCompletedCheckpointId.json: $.data.result: the checkpoint id never grows between two of the 12 "
                + "samples (it stays 9): no checkpoint completed in the range; query a range in which the job "
                + "checkpointed");
    }

    @Test
    void twoAnswersThatDisagreeAtOneTimeAreRefused() throws IOException {
        // the second JobManager's series says another duration at the first one's last sample
        assertThat(refusal("lastCheckpointDuration", text -> text.replace("[1767225720,\"-1\"]",
                "[1767225705,\"999\"],[1767225720,\"-1\"]"))).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[1].values[0]: flink_jobmanager_job_lastCheckpointDuration is 999 at "
                + "2026-01-01T00:01:45Z, but prometheus/lastCheckpointDuration.json ($.data.result[0].values[7]) says "
                + "180; the files of one scenario must come from one run of one job");
    }

    /** Two samples of one time: not said to come one after the other, as if their times differed. */
    @Test
    void aTimeTwiceInASeriesIsRefusedAsASecondSample() throws IOException {
        assertThat(refusal("numRestarts", text -> text.replace("[1767225615,\"0\"]", "[1767225600,\"0\"]")))
                .isEqualTo("prometheus/numRestarts.json: $.data.result[0].values[1][0]: a second sample at "
                        + "1767225600000 ms; Prometheus writes a series' samples in time order, one a time");
    }

    @Test
    void samplesOutOfOrderOrEmptyAnswersAreRefused() throws IOException {
        assertThat(refusal("numRestarts", text -> text.replace("[1767225615,\"0\"]", "[1767225500,\"0\"]")))
                .isEqualTo("prometheus/numRestarts.json: $.data.result[0].values[1][0]: the sample at 1767225500000 "
                        + "ms comes after one at 1767225600000 ms; Prometheus writes a series' samples in time order");
        assertThat(refusal("numRestarts", text -> "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                + "\"result\":[]}}")).isEqualTo("prometheus/numRestarts.json: $.data.result: the answer holds no "
                + "series: Prometheus kept no sample of the query in its range; query a range in which it scraped the "
                + "job");
        assertThat(refusal("numRestarts", text -> text.replace("flink_jobmanager_job_numRestarts\",\"host\":"
                + "\"jobmanager_2\"", "flink_jobmanager_job_numberOfFailedCheckpoints\",\"host\":\"jobmanager_2\"")))
                .isEqualTo("prometheus/numRestarts.json: $.data.result[1].metric.__name__: the metric "
                        + "flink_jobmanager_job_numberOfFailedCheckpoints, but $.data.result[0] is "
                        + "flink_jobmanager_job_numRestarts; save each metric's query in a file of its own");
    }
}
