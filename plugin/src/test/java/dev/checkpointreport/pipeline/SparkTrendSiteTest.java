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
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fourteen days of a Spark query's progress as users have it: two runs, the first rotated into two files that both
 * hold its boundary record, the files' names in the reverse of their order, idle triggers' records, a batch at
 * 00:00:00.000Z exactly, batches that start one day and end the next, and a restart whose old run ends past
 * midnight. The daily figures in report.json, on the page and in history.json equal what this test computes from
 * the records it wrote; the keys' trend meets {@code checkpoint.stateRows}, and the trend gate's verdict is the same
 * in every output.
 */
class SparkTrendSiteTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long DAY = 86_400_000L;
    private static final long START = Instant.parse("2026-11-01T00:00:00Z").toEpochMilli();
    private static final String QUERY = "c5f03c9f-d7de-4e64-8627-619b944bd29a";
    private static final String RUN_1 = "ecaed5d1-9767-40ba-8c5c-1f91e2d2c520";
    private static final String RUN_2 = "0b6a4f0e-1c55-4b3e-9a51-2c8d1e7f3a90";
    /** The first run's last day, and the day its last batch ends: the restart falls on that day. */
    private static final int RUN_1_DAYS = 7;
    private static final int DAYS = 14;

    @TempDir
    Path project;

    /** One batch as written: its run, id, start, whole time, figures summed, and whether it is an idle trigger's. */
    private record Batch(String run, long id, long start, long trigger, long commit, long memory, long keys,
                         boolean idle, boolean replayed) {
        String json() {
            String durations = idle ? "{\"getBatch\":0,\"latestOffset\":2,\"triggerExecution\":" + trigger + "}"
                    : replayed ? "{\"addBatch\":" + (trigger - 20) + ",\"queryPlanning\":5,\"triggerExecution\":"
                    + trigger + "}"
                    : "{\"addBatch\":" + (trigger - 30) + ",\"latestOffset\":3,\"walCommit\":7,\"triggerExecution\":"
                    + trigger + "}";
            // an aggregation over the keys and a deduplication of fewer ids: the reader sums their commits and
            // memory, and takes the aggregation's entries, the largest operator's, as the keys
            long commitA = commit * 2 / 3;
            long memoryA = memory / 4;
            return "{\"id\":\"" + QUERY + "\",\"runId\":\"" + run + "\",\"name\":\"keyed-counts\",\"timestamp\":\""
                    + Instant.ofEpochMilli(start) + "\",\"batchId\":" + id + ",\"numInputRows\":" + (idle ? 0 : 4000)
                    + ",\"durationMs\":" + durations + ",\"stateOperators\":["
                    + operator("dedupe", commit - commitA, memory - memoryA, keys / 5) + ","
                    + operator("stateStoreSave", commitA, memoryA, keys) + "]}";
        }

        private static String operator(String name, long commit, long memory, long keys) {
            return "{\"operatorName\":\"" + name + "\",\"numRowsTotal\":" + keys + ",\"numRowsUpdated\":10,"
                    + "\"commitTimeMs\":" + commit + ",\"memoryUsedBytes\":" + memory + "}";
        }
    }

    /** Every batch, idle records among them, in the order Spark wrote them. */
    private static List<Batch> batches() {
        List<Batch> batches = new ArrayList<>();
        long id = 0;
        int seq = 0;
        for (int d = 0; d < DAYS; d++) {
            String run = d < RUN_1_DAYS ? RUN_1 : RUN_2;
            List<Long> starts = new ArrayList<>();
            if (d == RUN_1_DAYS) {
                // the new run starts at 03:00, after the old run's last batch ended just past midnight
                for (int hour = 3; hour < 24; hour += 2) {
                    starts.add(START + d * DAY + hour * 3_600_000L);
                }
            } else {
                // an even day's first batch starts at 00:00:00.000 exactly; an odd day's once the batch before ends
                starts.add(START + d * DAY + (d % 2 == 0 ? 0 : 1_000));
                for (int hour = 2; hour < 24; hour += 2) {
                    starts.add(START + d * DAY + hour * 3_600_000L);
                }
                if (d % 2 == 0) {
                    // starts at 23:59:59.500 and ends at 00:00:01.000 the next day
                    starts.add(START + (d + 1) * DAY - 500);
                }
            }
            for (int i = 0; i < starts.size(); i++) {
                long start = starts.get(i);
                boolean late = start % DAY == DAY - 500;
                long commit = 200 + 15L * d + (seq * 37L) % 90;
                long memory = 2_000_000 + 120_000L * d + 1_000L * i;
                long keys = 600 + 35L * d + i;
                batches.add(new Batch(run, id, start, late ? 1_500 : 900, commit, memory, keys, false,
                        d == RUN_1_DAYS && i == 0));
                if (i == 5) {
                    // an idle trigger's record: the next batch's id and this one's state, no batch run
                    batches.add(new Batch(run, id + 1, start + 1_800_000, 40, commit, memory, keys, true, false));
                }
                id++;
                seq++;
            }
        }
        return batches;
    }

    /** The days as this test counts them: a batch on the day it starts, the restart on the day the old run ends. */
    private static DailyCount expected(List<Batch> batches) {
        DailyCount count = new DailyCount(true);
        Batch lastOfRun1 = null;
        for (Batch batch : batches) {
            if (!batch.idle()) {
                count.checkpoint(batch.start(), batch.commit(), batch.memory(), batch.keys());
                lastOfRun1 = batch.run().equals(RUN_1) ? batch : lastOfRun1;
            }
        }
        count.failure(lastOfRun1.start() + lastOfRun1.trigger());
        return count;
    }

    /** Writes the log as rotated files whose names run against their order, and the scenario reading them. */
    private List<ListedScenario> course(List<Batch> batches, String objective) throws Exception {
        Path logs = Files.createDirectories(project.resolve("scenarios/data/spark"));
        List<String> run1 = new ArrayList<>();
        List<String> run2 = new ArrayList<>();
        for (Batch batch : batches) {
            (batch.run().equals(RUN_1) ? run1 : run2).add(batch.json());
        }
        int cut = run1.size() / 2;
        // logrotate's numbering: .2 the oldest; the newer part starts with the older part's last record again
        Files.writeString(logs.resolve("progress.jsonl.2"), String.join("\n", run1.subList(0, cut + 1)) + "\n");
        Files.writeString(logs.resolve("progress.jsonl.1"), String.join("\n", run1.subList(cut, run1.size())) + "\n");
        Files.writeString(logs.resolve("progress.jsonl"), String.join("\n", run2) + "\n");
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/spark-job.csv"), logs.resolveSibling("spark-job.csv"));
        String yaml = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("spark.yml"))
                .replace("spark: data/spark/*.jsonl ", "spark: data/spark/progress.jsonl*") + objective;
        Path file = Files.writeString(project.resolve("scenarios/spark.yml"), yaml);
        return List.of(new ListedScenario("spark", file));
    }

    private ReportPipeline.Done build(List<ListedScenario> listed, Instant when) throws Exception {
        Path history = project.resolve("site/history.json");
        byte[] previous = Files.exists(history) ? Files.readAllBytes(history) : null;
        return PipelineRun.run(PipelineRun.course(listed, project.resolve("site"))
                .basedir(project.toFile()).stepSummary(project.resolve("summary.md").toString())
                .history(new HistoryRequest("site/history.json", previous, when, null, "main", null)), w -> { });
    }

    @Test
    void theDailyFiguresOfRotatedRestartedLogsAreThoseOfTheRecordsWritten() throws Exception {
        List<Batch> batches = batches();
        DailyCount expected = expected(batches);
        build(course(batches, ""), Instant.parse("2026-11-15T08:00:00Z"));

        Path report = project.resolve("site/spark");
        assertThat(DailyCount.json(report)).containsExactlyElementsOf(expected.json());
        assertThat(DailyCount.rows(report)).containsExactlyElementsOf(expected.rows());
        assertThat(DailyCount.heading(report)).containsExactly("Batches by day (UTC)", "14 days with batches or restarts.",
                "[day, batches, failed, restarts, p50, p90, max, largest state, most keys]",
                "Durations are each day's nearest-rank percentiles of its completed batches.");
        Document page = Jsoup.parse(report.resolve("index.html").toFile(), "UTF-8");
        assertThat(page.select("figure:has(#chart-trend-duration) figcaption").text())
                .startsWith("Each UTC day's p90 state commit, in milliseconds;");
        assertThat(page.select("#chart-trend-duration").attr("aria-label"))
                .startsWith("Line chart of each day's p90 state commit,")
                .endsWith("; the table Batches by day holds its numbers.");
        assertThat(page.select("#chart-trend-state").attr("aria-label"))
                .endsWith("; the table Batches by day holds its numbers.");
        assertThat(page.select("#chart-trend-state").text()).isEqualTo("The table Batches by day holds this chart's "
                + "numbers.");
        assertThat(DailyCount.kept(project.resolve("site/history.json"), 0, 0))
                .containsExactlyElementsOf(expected.kept());
    }

    /**
     * The keys are the largest operator's entries, 600 + 35 a day: they reach {@code checkpoint.stateRows} (1000)
     * on the thirteenth day, where the two operators' sum (1.2 times as many) reaches it on the eighth. The
     * gate's line is the same in the build's message, index.json, the page's summary and the step summary.
     */
    @Test
    void theLargestOperatorsEntriesReachTheCardinalityAndEveryOutputSaysSo() throws Exception {
        ReportPipeline.Done done = build(course(batches(), "objective:\n  crossingWithin: 30d\n"),
                Instant.parse("2026-11-15T08:00:00Z"));

        String crossing = "The largest operator's entry count has reached the cardinality the scenario assumes of "
                + "1000 keys on 2026-11-13 (90 %: 2026-11-13 to 2026-11-13)";
        String line = crossing + ": reached by the history's last day, 2026-11-14, so within objective.crossingWithin "
                + "(30d 00h); bound the keys or raise checkpoint.stateRows to what the job holds now.";
        assertThat(done.outcome().failure().lines()).contains("spark: scenarios/spark.yml:33: " + line);
        JsonNode index = JSON.readTree(project.resolve("site/index.json").toFile()).path("scenarios").get(0);
        assertThat(index.path("passed").asBoolean()).isFalse();
        assertThat(index.path("checks").findValuesAsText("message")).contains("scenarios/spark.yml:33: " + line);
        Document page = Jsoup.parse(project.resolve("site/spark/index.html").toFile(), "UTF-8");
        assertThat(page.select("#summary #measured-gate.gate-fail").text()).contains(line);
        assertThat(page.select("#measured-trend-sentences li").eachText()).contains(
                "The daily largest operator's entry count rises 35 a day over the 14 days from 2026-11-01 "
                        + "(Theil–Sen; 90 %: 35 to 35 a day, upward).", crossing + ".");
        assertThat(Files.readString(project.resolve("summary.md"))).contains(line.replace("(", "\\(")
                .replace(")", "\\)"));
        JsonNode keys = JSON.readTree(project.resolve("site/spark/report.json").toFile()).path("measured")
                .path("trend").path("crossings").get(1);
        assertThat(keys.toString()).isEqualTo("{\"target\":\"keys\",\"threshold\":1000.0,\"day\":\"2026-11-13\","
                + "\"early\":\"2026-11-13\",\"late\":\"2026-11-13\",\"best\":null,\"sentence\":\"" + crossing + ".\"}");
    }

    /**
     * A query commits its state at every batch, so its own interval is one batch (timing.periodLength, 400 ms),
     * whatever interval the model finds cheapest (2 batches, 800 ms): the daily p90 commit passed 400 ms on
     * 2026-11-09 (404 ms).
     */
    @Test
    void theCommitsAreForecastAgainstOneBatchTheQuerysOwnInterval() throws Exception {
        build(course(batches(), ""), Instant.parse("2026-11-15T08:00:00Z"));

        JsonNode interval = JSON.readTree(project.resolve("site/spark/report.json").toFile()).path("measured")
                .path("trend").path("crossings").get(0);
        assertThat(interval.toString()).isEqualTo("{\"target\":\"interval\",\"threshold\":400.0,\"day\":"
                + "\"2026-11-10\",\"early\":\"2026-11-09\",\"late\":\"2026-11-10\",\"best\":null,\"sentence\":"
                + "\"The p90 snapshot duration has reached the checkpoint interval of 400.0 ms on 2026-11-10 (90 %: "
                + "2026-11-09 to 2026-11-10).\"}");
    }
}
