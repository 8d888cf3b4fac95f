package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streamed read of a saved answer ({@link PrometheusStream}) against the careful one ({@link ResponseFile} and
 * {@link PrometheusAnswer}, which read a tree and judge each value with its path): where the stream reads an answer,
 * it reads the same samples; where a sample is anything but plain, it leaves the answer to the careful read.
 */
class PrometheusStreamTest {
    private static final String HEAD = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{"
            + "\"metric\":{\"__name__\":\"flink_jobmanager_job_%s\",\"job_id\":\"a1b2c3d4e5f60718293a4b5c6d7e8f90\"},"
            + "\"values\":[%s]}]}}";

    @TempDir
    Path folder;

    private static String answer(String metric, String values) {
        return String.format(HEAD, metric, values);
    }

    private PrometheusAnswer.Series careful(String json) throws Exception {
        Path file = folder.resolve("answer.json");
        Files.writeString(file, json, StandardCharsets.UTF_8);
        return PrometheusAnswer.read(ResponseFile.read(file, "answer.json")).series().get(0);
    }

    private static PrometheusAnswer streamed(String json) {
        return PrometheusStream.read(json.getBytes(StandardCharsets.UTF_8), "answer.json");
    }

    @Test
    void readsTheSamplesTheCarefulReadReads() throws Exception {
        Random random = new Random(43);
        StringBuilder values = new StringBuilder();
        double seconds = 1_790_812_800;
        for (int i = 0; i < 2_000; i++) {
            seconds += 1 + random.nextInt(60_000) / 1000.0;
            String time = switch (i % 3) {
                case 0 -> String.valueOf((long) seconds);
                case 1 -> String.format(java.util.Locale.ROOT, "%.3f", seconds);
                default -> String.valueOf(Math.floor(seconds) + random.nextInt(1000) / 1000.0 + 0.0002);
            };
            values.append(i == 0 ? "" : ",").append('[').append(time).append(",\"")
                    .append(i % 7 == 0 ? "-1" : i % 5 == 0 ? "0" + random.nextInt(100) : String.valueOf(
                            random.nextLong(1L << 49))).append("\"]");
        }
        String json = answer("lastCompletedCheckpointId", values.toString());

        PrometheusAnswer streamed = streamed(json);

        assertThat(streamed).isNotNull();
        assertThat(streamed.series().get(0).path()).isEqualTo("$.data.result[0].values");
        PrometheusAnswer.Series careful = careful(json);
        PrometheusAnswer.Series series = streamed.series().get(0);
        assertThat(series.size()).isEqualTo(careful.size()).isEqualTo(2_000);
        assertThat(Arrays.copyOf(series.times(), 2_000)).isEqualTo(careful.times());
        assertThat(Arrays.copyOf(series.values(), 2_000)).isEqualTo(careful.values());
    }

    @Test
    void leavesEveryOtherSampleToTheCarefulRead() {
        List<String> others = List.of("[1790812800,\"1.0\"]", "[1790812800,\"1e3\"]",
                "[1790812800,\"NaN\"]", "[1790812800,\"1234567890123456\"]", "[1790812800,\"+1\"]", "[1790812800,7]",
                "[\"1790812800\",\"7\"]", "[1790812800.00025,\"7\"]", "[-1,\"7\"]",
                "[1790812800,\"7\",1]", "[1790812800]", "[1790812800,\"7\"],[1790812800,\"8\"]",
                "[1790812801,\"7\"],[1790812800,\"8\"]", "[NaN,\"7\"]", "[253402300800,\"7\"]",
                "[12345678901234567890,\"7\"]", "{\"t\":1}");

        for (String values : others) {
            assertThat(streamed(answer("lastCheckpointDuration", values))).as(values).isNull();
        }
        assertThat(streamed(answer("numberOfCompletedCheckpoints", "[1790812800,\"-1\"]"))).isNull();
        assertThat(streamed(answer("lastCheckpointDuration", "[1790812800,\"7\"]"))).isNotNull();
        assertThat(streamed(answer("lastCheckpointDuration", "[1790812800,\"-1\"]"))).isNotNull();
    }

    @Test
    void leavesAnAnswerNotJsonOrNotOneToTheCarefulRead() {
        String plain = answer("lastCheckpointDuration", "[1790812800,\"7\"]");

        assertThat(streamed(plain + plain)).isNull();
        assertThat(streamed(plain.substring(0, plain.length() - 1))).isNull();
        assertThat(streamed(plain.replace("\"status\":\"success\",", "\"status\":\"success\",\"status\":\"x\","))).isNull();
        assertThat(streamed("[" + plain + "]")).isNull();
    }
}
