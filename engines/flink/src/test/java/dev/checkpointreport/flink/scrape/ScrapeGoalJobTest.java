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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.apache.flink.api.common.JobID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scrape goal's core against a real job on the MiniCluster (REST on 127.0.0.1): a checkpoint every 200 ms,
 * Flink keeping 50 in its history, one failure and a restart while the scrape loop runs. The goal runs at the cadence
 * it chooses in rounds of {@link #ROUND} back to back, as a scheduler would run it again, until the job has restarted
 * and the slow scrapes below are done; the plugin's report over the saved folder then merges every checkpoint from the
 * first to the last, as many completed as Flink counts, and report.json names no gap. Beside it two single scrapes
 * are taken further apart than the 50 checkpoints Flink keeps: their report names as gaps exactly the checkpoints the
 * fast scrapes saw and they did not, and logs them with the goal's cadence; those gaps' completed checkpoints, with
 * the ones the slow scrapes saw only in progress (finished before their newest answer, which Flink counts), are
 * Flink's completed count beyond the slow scrapes' merged ones. Each step waits on what the job did (a checkpoint
 * completed, a scrape saved, the restore), never on the clock, so the test holds on a machine of any speed or load.
 */
@Tag("flink")
class ScrapeGoalJobTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** One run of the goal: two of its scrapes after the first, at the 3.5 s it chooses. */
    private static final Duration ROUND = Duration.ofSeconds(7);
    private static final int HISTORY = 50;
    /** How long the job may take to do what a step waits for, on the most loaded machine. */
    private static final long WAIT_MILLIS = 300_000;
    @TempDir
    Path dir;

    @Test
    void atTheGoalsCadenceTheMergedHistoryHasNoGapThroughARestart() throws Exception {
        List<String> log = new CopyOnWriteArrayList<>();
        List<String> slowLog = new ArrayList<>();
        CountDownLatch firstScrapeSaved = new CountDownLatch(1);
        AtomicBoolean last = new AtomicBoolean();
        List<Scraper.Outcome> rounds;
        RestartingJob.MAY_FAIL.set(false);
        try (LocalFlink flink = LocalFlink.start(RestartingJob.PARALLELISM, dir.resolve("checkpoints"), 2,
                Map.of("web.checkpoints.history", Integer.toString(HISTORY)))) {
            JobID job = flink.cluster().submitJob(RestartingJob.graph()).get().getJobID();
            String id = job.toHexString();
            try {
                awaitCheckpoints(flink.rest(), id, "a completed checkpoint",
                        answer -> answer.path("latest").path("completed").path("id").asLong(0) > 0);
                ScrapeRequest once = ScrapeRequest.of(flink.rest().toString(), id, dir.resolve("slow"), null, null,
                        null);
                run(once, slowLog);
                long slowNewest = newestId(dir.resolve("slow"));
                ScrapeRequest round = ScrapeRequest.of(flink.rest().toString(), null, dir.resolve("flink"), null,
                        ROUND.toMillis() + "ms", null);
                CompletableFuture<List<Scraper.Outcome>> fast = CompletableFuture.supplyAsync(() -> rounds(round,
                        line -> {
                            log.add(line);
                            // logged once the first scrape is saved
                            if (line.startsWith("Scraping every")) {
                                firstScrapeSaved.countDown();
                            }
                        }, last));
                assertThat(firstScrapeSaved.await(WAIT_MILLIS, TimeUnit.MILLISECONDS)).as("the first scrape, %s", log)
                        .isTrue();
                RestartingJob.MAY_FAIL.set(true);
                // the restore seen, a checkpoint completed after it, and more checkpoints than Flink keeps since the
                // first slow scrape: the second one cannot see what came right after the first
                awaitCheckpoints(flink.rest(), id, "the restore and " + (HISTORY + 1) + " checkpoints after "
                        + slowNewest, answer -> answer.path("latest").path("restored").path("id").canConvertToLong()
                        && answer.path("latest").path("completed").path("id").asLong()
                        > answer.path("latest").path("restored").path("id").asLong()
                        && newestId(answer) > slowNewest + HISTORY);
                run(once, slowLog);
                // the round that starts now scrapes after the slow scrapes, and is the last
                last.set(true);
                rounds = fast.get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
            } finally {
                last.set(true);
                flink.cluster().cancelJob(job).get();
            }
        }
        log.forEach(line -> System.out.println("scrape: " + line));
        assertThat(rounds.stream().mapToInt(Scraper.Outcome::failed).sum()).as("%s", log).isZero();
        assertThat(log.get(1)).isEqualTo("Scraping every 3.5 s: Flink keeps the last 50 checkpoints "
                + "(web.checkpoints.history) at interval 200 ms and may answer from its cache of 3 s, so a scrape every "
                + "(50 × 200 ms − 3 s) / 2 sees each checkpoint twice");

        JsonNode measured = report("flink", new ArrayList<>()).path("measured");
        TreeSet<Long> ids = ids(measured);
        long completed = completed(measured);
        System.out.printf("at 3.5 s: %d rounds, %d scrapes, %d files saved, %d skipped; checkpoints %d to %d merged, %d "
                        + "completed, Flink counts %d completed of %d; restores %s%n", rounds.size(),
                rounds.stream().mapToInt(Scraper.Outcome::scrapes).sum(),
                rounds.stream().mapToInt(Scraper.Outcome::saved).sum(),
                rounds.stream().mapToInt(Scraper.Outcome::skipped).sum(), ids.first(), ids.last(), completed,
                measured.path("counts").path("completed").asLong(), measured.path("counts").path("total").asLong(),
                measured.path("restores"));
        assertThat(ids.first()).isEqualTo(1);
        assertThat(gaps(ids)).as("checkpoints missing between %d and %d", ids.first(), ids.last()).isEmpty();
        assertThat(completed).as("the merged history's completed checkpoints, against Flink's count in %s (in progress: "
                + "%s)", measured.path("newest").asText(), measured.path("inProgressIds"))
                .isEqualTo(measured.path("counts").path("completed").asLong());
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
        List<Long> slowInProgress = new ArrayList<>();
        slowMeasured.path("inProgressIds").forEach(id -> slowInProgress.add(id.asLong()));
        long failedInGaps = 0;
        // a checkpoint the slow scrapes saw only in progress, and not in their newest answer, was finished by then:
        // Flink counts it, and it is no gap
        List<Long> completedUnseen = new ArrayList<>();
        for (JsonNode c : measured.path("checkpoints")) {
            long id = c.path("id").asLong();
            boolean completedOne = c.path("status").asText().equals("COMPLETED");
            failedInGaps += reported.contains(id) && c.path("status").asText().equals("FAILED") ? 1 : 0;
            if (completedOne && slowInProgress.contains(id) && id < slowIds.last()) {
                completedUnseen.add(id);
            }
        }
        long slowCompleted = completed(slowMeasured);
        long slowFlinkCompleted = slowMeasured.path("counts").path("completed").asLong();
        System.out.printf("two scrapes %d checkpoints apart: checkpoints %d to %d, %d merged (%d completed, Flink "
                        + "counts %d), %d missing in %d gaps (%d of them failed), seen only in progress and completed "
                        + "%s, failed unlisted %d; at 3.5 s failed unlisted %d%n", HISTORY + 1, slowIds.first(),
                slowIds.last(), slowIds.size(), slowCompleted, slowFlinkCompleted,
                slowMeasured.path("missing").asLong(), slowMeasured.path("gaps").size(), failedInGaps, completedUnseen,
                slowMeasured.path("failedUnlisted").asLong(), measured.path("failedUnlisted").asLong());
        assertThat(ids).containsAll(slowIds);
        assertThat(slowIds.first()).isEqualTo(1);
        assertThat(reported).as("the gaps are what the fast scrapes saw and the slow ones did not").isEqualTo(gaps(slowIds))
                .isNotEmpty();
        assertThat(slowMeasured.path("missing").asLong()).isEqualTo(reported.size());
        assertThat(reported.size() - failedInGaps + completedUnseen.size())
                .as("Flink's completed checkpoints beyond the slow scrapes' merged ones")
                .isEqualTo(slowFlinkCompleted - slowCompleted);
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

    /**
     * Runs the goal's loop of {@code request} again and again, each run starting where the last one ended, as a
     * scheduler that runs it back to back would; the run that starts once {@code last} is set is the last.
     */
    private static List<Scraper.Outcome> rounds(ScrapeRequest request, Consumer<String> log, AtomicBoolean last) {
        List<Scraper.Outcome> rounds = new ArrayList<>();
        boolean stop;
        do {
            stop = last.get();
            try {
                rounds.add(Scraper.run(request, log));
            } catch (Exception e) {
                throw new AssertionError(e.getMessage(), e);
            }
        } while (!stop);
        return rounds;
    }

    /** The newest checkpoint id, in progress or finished, that the {@code /checkpoints} saved below {@code folder} show. */
    private static long newestId(Path folder) throws Exception {
        long newest = 0;
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().equals("checkpoints.json")).toList()) {
                newest = Math.max(newest, newestId(JSON.readTree(file.toFile())));
            }
        }
        assertThat(newest).as("the checkpoints saved in %s", folder).isPositive();
        return newest;
    }

    private static long newestId(JsonNode checkpoints) {
        long newest = 0;
        for (JsonNode checkpoint : checkpoints.path("history")) {
            newest = Math.max(newest, checkpoint.path("id").asLong());
        }
        return newest;
    }

    /**
     * Polls the job's {@code /checkpoints} until its answer shows {@code what}. Flink caches the answer: a scrape
     * after this one returns gets this answer or a newer one.
     */
    private static void awaitCheckpoints(URI rest, String job, String what, Predicate<JsonNode> shows)
            throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
        String last = "";
        while (System.nanoTime() < deadline) {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(rest.resolve("/jobs/" + job + "/checkpoints"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            last = answer.body();
            if (answer.statusCode() == 200 && shows.test(JSON.readTree(answer.body()))) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the job did not show " + what + " within " + WAIT_MILLIS + " ms; its checkpoints: "
                + last.substring(0, Math.min(last.length(), 2000)));
    }
}
