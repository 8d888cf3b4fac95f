package dev.checkpointreport.flink.prometheus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.flink.LocalFlink;
import dev.checkpointreport.scrape.PrometheusMetric;
import dev.checkpointreport.scrape.PrometheusRequest;
import dev.checkpointreport.scrape.PrometheusScraper;
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
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.JobID;

/**
 * {@link ClicksJob} on the MiniCluster with Flink's Prometheus reporter, scraped two ways at once: the scrape goal's
 * core saves its REST history into {@code rest/} at the cadence it recommends, while a real Prometheus server
 * scrapes the reporter every {@link #PROMETHEUS_EVERY}; once the REST scrapes are done, the Prometheus range of the
 * run is saved into {@code prometheus/}: by the scrape goal's own query ({@link PrometheusScraper}, at its finest
 * step, a second), or by a plain {@code query_range} of each metric at a step of {@link #STEP}. Flink's reporter has
 * no bind address of its own: it listens on every interface at the free port it is given, and Prometheus reaches it
 * on 127.0.0.1.
 */
final class ClicksRun {
    static final Duration PROMETHEUS_EVERY = Duration.ofMillis(200);
    /** How long Prometheus may take to hold the samples a step waits for, on the most loaded machine. */
    private static final Duration SAMPLED_WITHIN = Duration.ofSeconds(120);
    /** The step of the range queries: half the scrape interval, so that every sample Prometheus took is answered. */
    static final Duration STEP = Duration.ofMillis(100);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long WAIT_MILLIS = 60_000;
    /** How long the scrape goal may run in rounds until the REST history and Prometheus saw enough. */
    private static final Duration ROUNDS_WITHIN = Duration.ofMinutes(5);
    /** The checkpoints Prometheus's samples must show, a second apart, before the last REST round. */
    static final int SEEN = 4;

    private ClicksRun() {
    }

    /**
     * What the run saved and saw.
     *
     * @param rest the scrape goal's folder, one folder per scrape inside
     * @param prometheus the range query's files, one per metric
     * @param scraped what the scrape loop did
     * @param recordsIn each counting subtask's records read since its last restore, from the REST API at the end
     * @param started when the job was submitted
     */
    record Saved(Path rest, Path prometheus, Scraper.Outcome scraped, long[] recordsIn, Instant started) {
    }

    /**
     * Runs the job checkpointed every {@code interval} into {@code checkpoints}, Flink keeping {@code history}
     * checkpoints, failing after checkpoint {@code failAfter}, and scrapes it in runs of {@code lasting} into
     * {@code into}'s {@code rest/} and {@code prometheus/}, by the goal's Prometheus query when {@code goalsQuery};
     * {@code log} hears the scrape goal's lines.
     */
    static Saved run(Path into, Path checkpoints, Duration interval, int history, long failAfter, Duration lasting,
                     boolean goalsQuery, java.util.function.Consumer<String> log) throws Exception {
        int reporterPort = LocalPrometheus.freePort();
        Map<String, String> conf = Map.of("web.checkpoints.history", Integer.toString(history),
                "metrics.reporter.prom.factory.class", "org.apache.flink.metrics.prometheus.PrometheusReporterFactory",
                "metrics.reporter.prom.port", Integer.toString(reporterPort));
        ClicksJob.HELD_THE_HOT_USER.set(-1);
        ClicksJob.MAY_FAIL.set(false);
        try (LocalFlink flink = LocalFlink.start(ClicksJob.PARALLELISM, checkpoints, 2, conf);
             LocalPrometheus prometheus = LocalPrometheus.start("127.0.0.1:" + reporterPort, PROMETHEUS_EVERY)) {
            Instant started = Instant.now();
            JobID job = flink.cluster().submitJob(ClicksJob.graph(interval.toMillis(), failAfter)).get().getJobID();
            try {
                awaitACompletedCheckpoint(flink.rest(), job.toHexString());
                // two steps of the goal's query (a second each) of samples before the failure may come, so that some
                // step answers the 0 before the rise
                String restarts = "flink_jobmanager_job_numRestarts{job_id=\"" + job.toHexString() + "\"}";
                awaitSamples(prometheus, restarts, "samples of numRestarts two seconds apart", samples ->
                        !samples.isEmpty() && samples.get(samples.size() - 1)[0] - samples.get(0)[0] >= 2);
                ClicksJob.MAY_FAIL.set(true);
                log.accept("The first checkpoint completed " + Duration.between(started, Instant.now()).toMillis()
                        + " ms after the job was submitted");
                Scraper.Outcome scraped = scrape(flink.rest(), job.toHexString(), prometheus, started,
                        ScrapeRequest.of(flink.rest().toString(), job.toHexString(), into.resolve("rest"), null,
                                lasting.toMillis() + "ms", null), log);
                // a sample taken after the last REST scrape, and a step of the goal's query (a whole second) that
                // answers it: the range holds what the last REST scrape saw, the restore included
                double restEnded = Instant.now().toEpochMilli() / 1000.0;
                awaitSamples(prometheus, restarts, "a sample after the last REST scrape, a whole second answering it",
                        samples -> samples.stream().filter(sample -> sample[0] >= restEnded).findFirst()
                                .map(after -> samples.get(samples.size() - 1)[0] >= Math.ceil(after[0]))
                                .orElse(false));
                Path saved = into.resolve("prometheus");
                if (goalsQuery) {
                    long seconds = Duration.between(started, Instant.now()).toSeconds() + 2;
                    PrometheusScraper.run(PrometheusRequest.of(prometheus.address().toString(), job.toHexString(),
                            saved, null, seconds + "s", "1s", null), log);
                } else {
                    saveRange(prometheus, job.toHexString(), started, Instant.now(), saved);
                }
                return new Saved(into.resolve("rest"), saved, scraped, recordsIn(flink.rest(), job.toHexString()),
                        started);
            } finally {
                flink.cluster().cancelJob(job).get();
            }
        }
    }

    /**
     * Runs the scrape goal's loop {@code request} again and again, each run starting where the last ended, as a
     * scheduler would, until a run has started after the REST history showed the restore and Prometheus's samples,
     * a second apart as the goal's query asks them, showed at least {@link #SEEN} of the checkpoints it had completed.
     */
    private static Scraper.Outcome scrape(URI rest, String job, LocalPrometheus prometheus, Instant started,
                                          ScrapeRequest request, java.util.function.Consumer<String> log)
            throws Exception {
        int scrapes = 0;
        int failed = 0;
        int saved = 0;
        int skipped = 0;
        List<String> failures = new java.util.ArrayList<>();
        long deadline = System.nanoTime() + ROUNDS_WITHIN.toNanos();
        boolean enough;
        do {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("within " + ROUNDS_WITHIN.toSeconds() + " s, the REST history showed no "
                        + "restore, or Prometheus fewer than " + SEEN + " of its checkpoints");
            }
            JsonNode checkpoints = get(rest.resolve("/jobs/" + job + "/checkpoints"));
            enough = checkpoints.path("latest").path("restored").path("id").canConvertToLong()
                    && secondly(prometheus, job, started, checkpoints.path("latest").path("completed").path("id")
                    .asLong()) >= SEEN;
            Scraper.Outcome round = Scraper.run(request, log);
            scrapes += round.scrapes();
            failed += round.failed();
            saved += round.saved();
            skipped += round.skipped();
            failures.addAll(round.failures());
        } while (!enough);
        return new Scraper.Outcome(job, scrapes, failed, saved, skipped, failures);
    }

    /**
     * How many completed checkpoints, up to {@code upTo}, Prometheus's samples show at whole seconds since
     * {@code started}: the steps of the goal's query, which will show the same. The first step's is not counted, as
     * the plugin's reader does not count it (it completed before the range).
     */
    private static long secondly(LocalPrometheus prometheus, String job, Instant started, long upTo) throws Exception {
        Instant from = Instant.ofEpochSecond(started.getEpochSecond() - 2);
        Instant to = Instant.ofEpochSecond(Instant.now().getEpochSecond());
        JsonNode result = JSON.readTree(prometheus.get(LocalPrometheus.queryRange(
                "flink_jobmanager_job_lastCompletedCheckpointId{job_id=\"" + job + "\"}", from, to,
                Duration.ofSeconds(1)))).path("data").path("result");
        java.util.Set<Long> ids = new java.util.TreeSet<>();
        long first = Long.MIN_VALUE;
        for (JsonNode sample : result.path(0).path("values")) {
            long id = (long) Double.parseDouble(sample.path(1).asText());
            first = first == Long.MIN_VALUE ? id : first;
            if (id > 0 && id != first && id <= upTo) {
                ids.add(id);
            }
        }
        return ids.size();
    }

    /** Waits, at most {@link #SAMPLED_WITHIN}, until Prometheus's samples of {@code series} show {@code what}. */
    private static void awaitSamples(LocalPrometheus prometheus, String series, String what,
                                     java.util.function.Predicate<List<double[]>> shows) throws Exception {
        Instant until = Instant.now().plus(SAMPLED_WITHIN);
        while (Instant.now().isBefore(until)) {
            if (shows.test(prometheus.samples(series))) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("Prometheus held no " + what + " within " + SAMPLED_WITHIN.toSeconds() + " s:\n"
                + prometheus.output());
    }

    /** The {@code query_range} answer of each metric of {@code job} from start to end, saved as {@code <metric>.json}.
     */
    static Path saveRange(LocalPrometheus prometheus, String job, Instant start, Instant end, Path into)
            throws Exception {
        Files.createDirectories(into);
        for (String metric : PrometheusMetric.names()) {
            String body = prometheus.get(LocalPrometheus.queryRange(metric + "{job_id=\"" + job + "\"}", start, end,
                    STEP));
            Files.writeString(into.resolve(metric + ".json"), body, StandardCharsets.UTF_8);
        }
        return into;
    }

    /** Flink's {@code read-records} of each subtask of the counting vertex. */
    private static long[] recordsIn(URI rest, String job) throws Exception {
        for (JsonNode vertex : get(rest.resolve("/jobs/" + job)).path("vertices")) {
            if (vertex.path("name").asText().equals(ClicksJob.COUNTER)) {
                long[] read = new long[ClicksJob.PARALLELISM];
                for (JsonNode subtask : get(rest.resolve("/jobs/" + job + "/vertices/" + vertex.path("id").asText()))
                        .path("subtasks")) {
                    read[subtask.path("subtask").asInt()] = subtask.path("metrics").path("read-records").asLong();
                }
                return read;
            }
        }
        throw new AssertionError("no vertex named " + ClicksJob.COUNTER + " in job " + job);
    }

    private static JsonNode get(URI uri) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> answer = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new AssertionError("GET " + uri + " answered " + answer.statusCode() + ": " + answer.body());
        }
        return JSON.readTree(answer.body());
    }

    /** Polls the job's checkpoints until one has completed, so that the first scrape finds the statistics. */
    private static void awaitACompletedCheckpoint(URI rest, String job) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
        while (System.nanoTime() < deadline) {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(rest.resolve("/jobs/" + job
                    + "/checkpoints")).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() == 200
                    && JSON.readTree(answer.body()).path("latest").path("completed").path("id").asLong(0) > 0) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no checkpoint completed within " + WAIT_MILLIS + " ms");
    }
}
