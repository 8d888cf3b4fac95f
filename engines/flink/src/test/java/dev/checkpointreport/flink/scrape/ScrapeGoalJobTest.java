package dev.checkpointreport.flink.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.flink.LocalFlink;
import dev.checkpointreport.flink.PluginReport;
import dev.checkpointreport.scrape.ScrapeRequest;
import dev.checkpointreport.scrape.Scraper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.apache.flink.api.common.JobID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal's core against a real job on the MiniCluster (REST on 127.0.0.1): a checkpoint every 200 ms,
 * Flink keeping 50 in its history, one failure and a restart while the scrape loop runs. At the cadence the goal
 * chooses, the plugin's report over the saved folder merges every checkpoint from the first to the last, as many
 * completed as Flink counts, and report.json names no gap; a scrape every 15 s, slower than the 10 s the history
 * spans, is run beside it, and its report names as gaps exactly the checkpoints the fast scrape saw and it did not,
 * as many as Flink's completed count beyond its merged ones (with those of them that failed), and logs them with
 * the goal's cadence.
 */
class ScrapeGoalJobTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration LOOP = Duration.ofSeconds(16);
    private static final long WAIT_MILLIS = 120_000;
    @TempDir
    Path dir;

    @Test
    void atTheGoalsCadenceTheMergedHistoryHasNoGapThroughARestart() throws Exception {
        List<String> log = new ArrayList<>();
        List<String> slowLog = new ArrayList<>();
        Scraper.Outcome outcome;
        Scraper.Outcome slow;
        try (LocalFlink flink = LocalFlink.start(RestartingJob.PARALLELISM, dir.resolve("checkpoints"), 2,
                Map.of("web.checkpoints.history", "50"))) {
            JobID job = flink.cluster().submitJob(RestartingJob.graph()).get().getJobID();
            try {
                awaitACompletedCheckpoint(flink.rest(), job.toHexString());
                ScrapeRequest slowly = ScrapeRequest.of(flink.rest().toString(), job.toHexString(), dir.resolve("slow"),
                        "15s", LOOP.toSeconds() + "s", null);
                CompletableFuture<Scraper.Outcome> slowLoop = CompletableFuture.supplyAsync(() -> run(slowly, slowLog));
                outcome = Scraper.run(ScrapeRequest.of(flink.rest().toString(), null, dir.resolve("flink"), null,
                        LOOP.toSeconds() + "s", null), log::add);
                slow = slowLoop.get();
            } finally {
                flink.cluster().cancelJob(job).get();
            }
        }
        log.forEach(line -> System.out.println("scrape: " + line));
        assertThat(outcome.failed()).as("%s", log).isZero();
        assertThat(log.get(1)).isEqualTo("Scraping every 3.5 s: Flink keeps the last 50 checkpoints "
                + "(web.checkpoints.history) at interval 200 ms and may answer from its cache of 3 s, so a scrape every "
                + "(50 × 200 ms − 3 s) / 2 sees each checkpoint twice");

        JsonNode measured = report("flink", new ArrayList<>()).path("measured");
        TreeSet<Long> ids = ids(measured);
        long completed = completed(measured);
        System.out.printf("at 3.5 s: %d scrapes, %d files saved, %d skipped; checkpoints %d to %d merged, %d completed,"
                        + " Flink counts %d completed of %d; restores %s%n", outcome.scrapes(), outcome.saved(),
                outcome.skipped(), ids.first(), ids.last(), completed, measured.path("counts").path("completed").asLong(),
                measured.path("counts").path("total").asLong(), measured.path("restores"));
        assertThat(ids.first()).isEqualTo(1);
        assertThat(gaps(ids)).as("checkpoints missing between %d and %d", ids.first(), ids.last()).isEmpty();
        assertThat(completed).isEqualTo(measured.path("counts").path("completed").asLong());
        assertThat(measured.path("restores")).hasSize(1);
        assertThat(measured.path("failures")).hasSize(1);
        assertThat(measured.path("gaps")).isEmpty();
        assertThat(measured.path("scrapeEvery").path("millis").asLong()).isEqualTo(3500);

        List<String> slowWarnings = new ArrayList<>();
        JsonNode slowMeasured = report("slow", slowWarnings).path("measured");
        TreeSet<Long> slowIds = ids(slowMeasured);
        List<Long> reported = new ArrayList<>();
        slowMeasured.path("gaps").forEach(gap -> {
            for (long id = gap.path("afterId").asLong() + 1; id < gap.path("beforeId").asLong(); id++) {
                reported.add(id);
            }
        });
        long failedInGaps = 0;
        for (JsonNode c : measured.path("checkpoints")) {
            failedInGaps += reported.contains(c.path("id").asLong()) && c.path("status").asText().equals("FAILED")
                    ? 1 : 0;
        }
        long slowCompleted = completed(slowMeasured);
        long slowFlinkCompleted = slowMeasured.path("counts").path("completed").asLong();
        System.out.printf("at 15 s: %d scrapes; checkpoints %d to %d, %d merged (%d completed, Flink counts %d), "
                        + "%d missing in %d gaps (%d of them failed), failed unlisted %d; at 3.5 s failed unlisted %d%n",
                slow.scrapes(), slowIds.first(), slowIds.last(), slowIds.size(), slowCompleted, slowFlinkCompleted,
                slowMeasured.path("missing").asLong(), slowMeasured.path("gaps").size(), failedInGaps,
                slowMeasured.path("failedUnlisted").asLong(), measured.path("failedUnlisted").asLong());
        assertThat(ids).containsAll(slowIds);
        assertThat(slowIds.first()).isEqualTo(1);
        assertThat(reported).as("the gaps are what the fast scrape saw and the slow one did not").isEqualTo(gaps(slowIds))
                .isNotEmpty();
        assertThat(slowMeasured.path("missing").asLong()).isEqualTo(reported.size());
        assertThat(reported.size() - failedInGaps).isEqualTo(slowFlinkCompleted - slowCompleted);
        assertThat(slowWarnings).filteredOn(line -> line.contains("no scrape saw")).singleElement().asString()
                .startsWith(reported.size() + (reported.size() == 1 ? " checkpoint" : " checkpoints") + " no scrape saw, in "
                        + slowMeasured.path("gaps").size() + (slowMeasured.path("gaps").size() == 1 ? " gap" : " gaps"))
                .endsWith("; scrape at least every 3.5 s, (50 × 200 ms − 3 s) / 2: Flink keeps the last 50 checkpoints "
                        + "(web.checkpoints.history) at interval 200 ms and may answer from its cache of 3 s ("
                        + slowMeasured.path("scrapeEvery").path("from").asText() + ").");
    }

    private static Scraper.Outcome run(ScrapeRequest request, List<String> log) {
        try {
            return Scraper.run(request, log::add);
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private JsonNode report(String folder, List<String> warnings) throws Exception {
        Path scenario = Files.writeString(dir.resolve(folder + ".yml"), "title: Scraped\nsource:\n"
                + "  generator: meter-readings\n  subscribers: 200\n  periods: 2026-01..2026-12\nfailure:\n"
                + "  period: 2026-09\n  probabilities: [1.0, 0.5]\ncheckpoint:\n  intervals: [none, 4, 2, 1]\n"
                + "  stateRows: 50\nworkers: 2\nmeasured:\n  flink: [" + folder + "/**.json, " + folder
                + "/**/jobmanager-config.txt]\n", StandardCharsets.UTF_8);
        return PluginReport.of(scenario, dir.resolve("report-" + folder), warnings);
    }

    /** The ids the merged history saw, finished or in progress. */
    private static TreeSet<Long> ids(JsonNode measured) {
        TreeSet<Long> ids = new TreeSet<>();
        measured.path("checkpoints").forEach(c -> ids.add(c.path("id").asLong()));
        measured.path("inProgressIds").forEach(id -> ids.add(id.asLong()));
        return ids;
    }

    private static long completed(JsonNode measured) {
        long completed = 0;
        for (JsonNode c : measured.path("checkpoints")) {
            completed += c.path("status").asText().equals("COMPLETED") && !c.path("savepoint").asBoolean() ? 1 : 0;
        }
        return completed;
    }

    /** The ids between the first and the last that {@code ids} lacks. */
    private static List<Long> gaps(TreeSet<Long> ids) {
        List<Long> missing = new ArrayList<>();
        for (long id = ids.first(); id <= ids.last() && missing.size() < 1000; id++) {
            if (!ids.contains(id)) {
                missing.add(id);
            }
        }
        return missing;
    }

    /** Polls the job's checkpoints until one has completed, so that the first scrape finds the statistics. */
    private static void awaitACompletedCheckpoint(URI rest, String job) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(rest.resolve("/jobs/" + job + "/checkpoints"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() == 200
                    && JSON.readTree(answer.body()).path("latest").path("completed").path("id").asLong(0) > 0) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no checkpoint completed within " + WAIT_MILLIS + " ms");
    }
}
