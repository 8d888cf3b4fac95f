package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Sites;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ten days of a Kafka Streams app's listener log as users have it: two processes (a restart), the log rolled into
 * three files whose names run against their order, the line at each roll in both files, a snapshot at 00:00:00.000Z
 * exactly and commit windows that open one day and close the next. The daily figures in report.json, on the page
 * (in the app's words: commit windows and restarts) and in history.json, as the first of two builds kept them and
 * the second read them back, equal what this test computes from the lines it wrote; the log counts no keys, so no
 * keys' trend is made, whatever {@code checkpoint.stateRows} says.
 */
class KafkaStreamsTrendSiteTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long DAY = 86_400_000L;
    private static final long START = Instant.parse("2026-11-01T00:00:00Z").toEpochMilli();
    private static final String P1 = "166d2a18-4131-41bd-b7d2-20ee5a7eb6de";
    private static final String P2 = "9f0c3b7e-2a41-4d5c-8e6f-0a1b2c3d4e5f";
    private static final int P1_DAYS = 5;
    private static final int DAYS = 10;

    @TempDir
    Path project;

    /** The log's lines in the order the listener wrote them, and the daily figures this test expects of them. */
    private record Log(List<String> lines, DailyCount expected) {
    }

    private static String line(String process, long t, String event, String fields) {
        return "{\"app\":\"checkpoint-count\",\"process\":\"" + process + "\",\"t\":" + t + ",\"event\":\"" + event
                + "\"" + fields + "}";
    }

    private static String snapshot(String process, long t, long commits, long latency, long sst, long committed) {
        return line(process, t, "snapshot", ",\"commits\":" + commits + ",\"commitLatencyMax\":" + latency
                + ",\"stores\":[{\"task\":\"0_0\",\"store\":\"counts\",\"sst\":" + (sst / 3) + "},{\"task\":\"0_1\","
                + "\"store\":\"counts\",\"sst\":" + (sst - sst / 3) + "}],\"partitions\":[{\"topic\":\"in\","
                + "\"partition\":0,\"task\":\"0_0\",\"committed\":" + committed + ",\"end\":" + (committed + 20)
                + ",\"lag\":5}]");
    }

    private static Log log() {
        List<String> lines = new ArrayList<>();
        DailyCount expected = new DailyCount(false);
        String process = null;
        long commits = 0;
        long committed = 0;
        long before = -1;
        long last = 0;
        int seq = 0;
        for (int d = 0; d < DAYS; d++) {
            String now = d < P1_DAYS ? P1 : P2;
            if (!now.equals(process)) {
                long t = START + d * DAY + 600_000;
                if (process != null) {
                    // the old process's last line is the restart's failure: its day counts it
                    expected.failure(last);
                }
                process = now;
                commits = 0;
                before = -1;
                lines.add(line(process, t, "start", ",\"pid\":42,\"period\":250"));
                lines.add(line(process, t + 10, "state", ",\"from\":\"CREATED\",\"to\":\"REBALANCING\""));
                lines.add(line(process, t + 20, "state", ",\"from\":\"REBALANCING\",\"to\":\"RUNNING\""));
            }
            List<Long> times = new ArrayList<>();
            // an odd day starts with a snapshot at 00:00:00.000 exactly; an even one ends with one just before
            if (d % 2 == 1 && d != P1_DAYS) {
                times.add(START + d * DAY);
            }
            for (int hour = 1; hour < 24; hour += 3) {
                times.add(START + d * DAY + hour * 3_600_000L);
            }
            if (d % 2 == 0 && d != P1_DAYS - 1) {
                times.add(START + (d + 1) * DAY - 100);
            }
            for (long t : times) {
                // every fourth snapshot sees no commit: no window closes there
                boolean rose = seq % 4 != 3;
                long latency = 40 + 6L * d + (seq * 29L) % 35;
                long sst = 5_000_000 + 400_000L * d + 3_000L * (seq % 7);
                if (rose) {
                    commits += 3;
                    committed += 100;
                    if (before >= 0) {
                        expected.checkpoint(before, latency, sst, 0);
                    }
                }
                lines.add(snapshot(process, t, commits, latency, sst, committed));
                before = t;
                last = t;
                seq++;
            }
        }
        return new Log(lines, expected);
    }

    /** The log rolled into three files, the newest first by name, each roll's line in the files either side of it. */
    private List<ListedScenario> course(Log log, String more) throws Exception {
        Path logs = Files.createDirectories(project.resolve("scenarios/data/kafka-streams"));
        List<String> lines = log.lines();
        int third = lines.size() / 3;
        Files.writeString(logs.resolve("streams.jsonl.2"), String.join("\n", lines.subList(0, third + 1)) + "\n");
        Files.writeString(logs.resolve("streams.jsonl.1"),
                String.join("\n", lines.subList(third, 2 * third + 1)) + "\n");
        Files.writeString(logs.resolve("streams.jsonl"), String.join("\n", lines.subList(2 * third, lines.size()))
                + "\n");
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/kafka-streams-app.csv"),
                logs.resolveSibling("kafka-streams-app.csv"));
        String yaml = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("kafka-streams.yml")) + more;
        Path file = Files.writeString(project.resolve("scenarios/kafka-streams.yml"), yaml);
        return List.of(new ListedScenario("kafka-streams", file));
    }

    private ReportPipeline.Done build(List<ListedScenario> listed, Instant when) throws Exception {
        Path history = project.resolve("site/history.json");
        byte[] previous = Files.exists(history) ? Files.readAllBytes(history) : null;
        return PipelineRun.run(PipelineRun.course(listed, project.resolve("site")).basedir(project.toFile())
                .history(new HistoryRequest("site/history.json", previous, when, null, "main", null)), w -> { });
    }

    @Test
    void theDailyFiguresOfARolledRestartedLogAreThoseOfTheLinesWritten() throws Exception {
        Log log = log();
        List<ListedScenario> listed = course(log, "");
        build(listed, Instant.parse("2026-11-11T08:00:00Z"));
        build(listed, Instant.parse("2026-11-12T08:00:00Z"));

        Path report = project.resolve("site/kafka-streams");
        assertThat(DailyCount.json(report)).containsExactlyElementsOf(log.expected().json());
        assertThat(DailyCount.rows(report)).containsExactlyElementsOf(log.expected().rows());
        assertThat(DailyCount.kept(project.resolve("site/history.json"), 0, 0))
                .containsExactlyElementsOf(log.expected().kept());
        assertThat(DailyCount.kept(project.resolve("site/history.json"), 1, 0))
                .containsExactlyElementsOf(log.expected().kept());
        assertThat(DailyCount.heading(report)).containsExactly("Commit windows by day (UTC)",
                "10 days with commit windows or restarts.",
                "[day, commit windows, failed, restarts, p50, p90, max, largest state]",
                "Durations are each day's nearest-rank percentiles of its completed commit windows.");
        // the log counts no keys: no keys' trend, whatever checkpoint.stateRows (3000) says
        JsonNode trend = JSON.readTree(report.resolve("report.json").toFile()).path("measured").path("trend");
        assertThat(trend.path("keys").isNull()).isTrue();
        assertThat(trend.path("crossings").findValuesAsText("target")).doesNotContain("keys");
        assertThat(Jsoup.parse(report.resolve("index.html").toFile(), "UTF-8").select("#measured-trend-sentences li")
                .eachText()).noneMatch(sentence -> sentence.contains("entry count"));
    }
}
