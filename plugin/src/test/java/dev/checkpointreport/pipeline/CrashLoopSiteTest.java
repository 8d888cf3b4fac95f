package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Sites;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Spark query and a Kafka Streams app in a crash loop, 3,000 restarts each, their logs rotated into three files
 * as users have them: the page stays under a megabyte, its Restarts table lists the last 30, as a Flink job's
 * restores' table does, and report.json every one.
 */
class CrashLoopSiteTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long START = Instant.parse("2026-11-01T00:00:00Z").toEpochMilli();
    private static final int RESTARTS = 3_000;

    @TempDir
    Path project;

    /** A run's or a process's id: the restart's number in a UUID. */
    private static String id(int restart) {
        return "00000000-0000-4000-8000-%012d".formatted(restart);
    }

    private static String batch(String run, long id, long start) {
        return "{\"id\":\"c5f03c9f-d7de-4e64-8627-619b944bd29a\",\"runId\":\"" + run + "\",\"name\":\"keyed-counts\","
                + "\"timestamp\":\"" + Instant.ofEpochMilli(start) + "\",\"batchId\":" + id + ",\"numInputRows\":4000,"
                + "\"durationMs\":{\"addBatch\":870,\"latestOffset\":3,\"walCommit\":7,\"triggerExecution\":900},"
                + "\"stateOperators\":[{\"operatorName\":\"stateStoreSave\",\"numRowsTotal\":" + (600 + id % 50)
                + ",\"numRowsUpdated\":10,\"commitTimeMs\":" + (200 + id % 37) + ",\"memoryUsedBytes\":"
                + (2_000_000 + id) + "}]}";
    }

    /** Writes {@code lines} rotated into three files, each roll's record in both files, the newest first by name. */
    private static void rotated(Path logs, String name, List<String> lines) throws Exception {
        int third = lines.size() / 3;
        Files.writeString(logs.resolve(name + ".2"), String.join("\n", lines.subList(0, third + 1)) + "\n");
        Files.writeString(logs.resolve(name + ".1"), String.join("\n", lines.subList(third, 2 * third + 1)) + "\n");
        Files.writeString(logs.resolve(name), String.join("\n", lines.subList(2 * third, lines.size())) + "\n");
    }

    /** A query restarted {@link #RESTARTS} times, three batches a run, a minute apart. */
    private List<ListedScenario> sparkLoop() throws Exception {
        Path logs = Files.createDirectories(project.resolve("scenarios/data/spark"));
        List<String> lines = new ArrayList<>();
        long batch = 0;
        long t = START;
        for (int run = 0; run <= RESTARTS; run++) {
            for (int i = 0; i < 3; i++) {
                lines.add(batch(id(run), batch++, t));
                t += 60_000;
            }
            t += 30_000;
        }
        rotated(logs, "progress.jsonl", lines);
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/spark-job.csv"), logs.resolveSibling("spark-job.csv"));
        String yaml = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("spark.yml"))
                .replace("spark: data/spark/*.jsonl ", "spark: data/spark/progress.jsonl*");
        return List.of(new ListedScenario("spark", Files.writeString(project.resolve("scenarios/spark.yml"), yaml)));
    }

    private static String line(String process, long t, String event, String fields) {
        return "{\"app\":\"checkpoint-count\",\"process\":\"" + process + "\",\"t\":" + t + ",\"event\":\"" + event
                + "\"" + fields + "}";
    }

    /** A snapshot: no SST file of the store in task 0_0 yet, and 16 records fetched beyond the committed offset. */
    private static String snapshot(String process, long t, long commits, long committed) {
        return line(process, t, "snapshot", ",\"commits\":" + commits + ",\"commitLatencyMax\":" + (40 + commits)
                + ",\"stores\":[{\"task\":\"0_0\",\"store\":\"counts\",\"sst\":0},{\"task\":\"0_1\","
                + "\"store\":\"counts\",\"sst\":5000000}],\"partitions\":[{\"topic\":\"in\",\"partition\":0,"
                + "\"task\":\"0_0\",\"committed\":" + committed + ",\"end\":" + (committed + 20) + ",\"lag\":5}]");
    }

    /**
     * An app restarted {@link #RESTARTS} times, a process every two minutes: each replays 500 records of its
     * store's changelog from offset 0, reaches RUNNING and takes three snapshots.
     */
    private List<ListedScenario> kafkaStreamsLoop() throws Exception {
        Path logs = Files.createDirectories(project.resolve("scenarios/data/kafka-streams"));
        List<String> lines = new ArrayList<>();
        long t = START;
        long committed = 0;
        for (int restart = 0; restart <= RESTARTS; restart++) {
            String process = id(restart);
            String changelog = ",\"store\":\"counts\",\"topic\":\"app-counts-changelog\",\"partition\":0";
            lines.add(line(process, t, "start", ",\"pid\":42,\"period\":250"));
            lines.add(line(process, t + 10, "state", ",\"from\":\"CREATED\",\"to\":\"REBALANCING\""));
            lines.add(line(process, t + 20, "restoreStart", changelog + ",\"start\":0,\"end\":500"));
            lines.add(line(process, t + 120, "restoreEnd", changelog + ",\"records\":500"));
            lines.add(line(process, t + 130, "state", ",\"from\":\"REBALANCING\",\"to\":\"RUNNING\""));
            for (int s = 1; s <= 3; s++) {
                committed += 100;
                lines.add(snapshot(process, t + 130 + s * 30_000L, 3L * s, committed));
            }
            t += 120_000;
        }
        rotated(logs, "streams.jsonl", lines);
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/kafka-streams-app.csv"),
                logs.resolveSibling("kafka-streams-app.csv"));
        String yaml = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("kafka-streams.yml"));
        return List.of(new ListedScenario("kafka-streams", Files.writeString(
                project.resolve("scenarios/kafka-streams.yml"), yaml)));
    }

    private void build(List<ListedScenario> listed) throws Exception {
        PipelineRun.run(PipelineRun.course(listed, project.resolve("site")).basedir(project.toFile())
                .stepSummary(project.resolve("summary.md").toString()), w -> { });
    }

    /** The page of {@code report}, under a megabyte, its Restarts table the last 30, the last at {@code last}. */
    private static Document listsTheLast30(Path report, String last) throws Exception {
        assertThat(Files.size(report.resolve(PageOutput.INDEX_HTML))).isLessThan(1_000_000);
        Document page = Jsoup.parse(report.resolve(PageOutput.INDEX_HTML).toFile(), "UTF-8");
        assertThat(page.select("#measured-restores tbody tr")).hasSize(30);
        assertThat(page.select("#measured-restores tbody tr").last().child(0).text()).isEqualTo(last);
        assertThat(page.select("#measured-restores-excerpt").text()).isEqualTo("The page lists the last 30 of 3000 "
                + "restarts; report.json lists them all.");
        return page;
    }

    @Test
    void aSparkQueryRestartedThousandsOfTimesMakesAPageUnderAMegabyte() throws Exception {
        build(sparkLoop());

        Path report = project.resolve("site/spark");
        Document page = listsTheLast30(report, "2026-11-08 07:00:00.000");
        JsonNode measured = JSON.readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile()).path("measured");
        assertThat(measured.path("restores").size()).isEqualTo(RESTARTS);
        assertThat(measured.path("spark").path("runs").size()).isEqualTo(RESTARTS + 1);
    }

    @Test
    void aKafkaStreamsAppRestartedThousandsOfTimesMakesAPageUnderAMegabyte() throws Exception {
        build(kafkaStreamsLoop());

        Path report = project.resolve("site/kafka-streams");
        Document page = listsTheLast30(report, "2026-11-05 04:00:00.130");
        // each restart's levers, of the 30 listed only
        String levers = "commit.interval.ms sets the input run again (16 records fetched and not yet committed when "
                + "the log last saw the old process), not this restore: halving it would not shorten the replay of "
                + "500 changelog records; 1 of 1 store partitions replayed their changelog from offset 0: no memtable "
                + "flush yet: the old process's last snapshot showed no SST file of the store, so the state dir held "
                + "no offset.";
        assertThat(page.body().text()).contains(String.join(" ",
                Collections.nCopies(30, levers))).doesNotContain(String.join(" ",
                Collections.nCopies(31, levers)));
        JsonNode measured = JSON.readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile()).path("measured");
        assertThat(measured.path("restores").size()).isEqualTo(RESTARTS);
        assertThat(measured.path("kafkaStreams").path("restarts").size()).isEqualTo(RESTARTS);
    }

    /** The step summary's cell of the app's restarts lists the last five, and says report.json lists them all. */
    @Test
    void theStepSummaryListsTheLastFiveRestartsOfAKafkaStreamsApp() throws Exception {
        build(kafkaStreamsLoop());

        String summary = Files.readString(project.resolve("summary.md"));
        String row = summary.lines().filter(line -> line.startsWith("| Our Kafka Streams app")).findFirst()
                .orElseThrow();
        String cell = row.substring(row.lastIndexOf(" | ", row.length() - 3) + 3, row.length() - 2)
                .replaceAll("\\\\(\\p{Punct})", "$1");
        List<String> restarts = new ArrayList<>();
        for (int i = RESTARTS - 4; i <= RESTARTS; i++) {
            restarts.add("restart " + i + ", RUNNING after 30.0 s: 500 records restored in 100.0 ms, 1 of 1 store "
                    + "partitions from offset 0 (no memtable flush yet: the old process's last snapshot showed no SST "
                    + "file of the store, so the state dir held no offset), 16 records of input run again, a lag of 5 "
                    + "not drained");
        }
        assertThat(cell).isEqualTo("3000 restarts, the last 5 listed (report.json lists them all); "
                + String.join("; ", restarts));
    }
}
