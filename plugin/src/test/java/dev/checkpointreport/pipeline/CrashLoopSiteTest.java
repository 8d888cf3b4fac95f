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

    private void build(List<ListedScenario> listed) throws Exception {
        PipelineRun.run(PipelineRun.course(listed, project.resolve("site")).basedir(project.toFile())
                .stepSummary(project.resolve("summary.md").toString()), w -> { });
    }

    @Test
    void aSparkQueryRestartedThousandsOfTimesMakesAPageUnderAMegabyte() throws Exception {
        build(sparkLoop());

        Path report = project.resolve("site/spark");
        assertThat(Files.size(report.resolve(PageOutput.INDEX_HTML))).isLessThan(1_000_000);
        Document page = Jsoup.parse(report.resolve(PageOutput.INDEX_HTML).toFile(), "UTF-8");
        assertThat(page.select("#measured-restores tbody tr")).hasSize(30);
        assertThat(page.select("#measured-restores tbody tr").last().child(0).text())
                .isEqualTo("2026-11-08 07:00:00.000");
        assertThat(page.select("#measured-restores-excerpt").text()).isEqualTo("The page lists the last 30 of 3000 "
                + "restarts; report.json lists them all.");
        JsonNode measured = JSON.readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile()).path("measured");
        assertThat(measured.path("restores").size()).isEqualTo(RESTARTS);
        assertThat(measured.path("spark").path("runs").size()).isEqualTo(RESTARTS + 1);
    }
}
