package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Scrapes a job once, or every {@code every} for {@code for}: each scrape saves the job ({@code job.json}), its
 * checkpoints ({@code checkpoints.json}), their configuration ({@code checkpoints-config.json}), its exceptions
 * ({@code exceptions.json}), the JobManager's settings that set the cadence ({@code jobmanager-config.txt}, outside
 * a {@code **.json} glob: the {@code measured} section does not read it) and, for every checkpoint completed
 * since the last scrape, each stateful vertex's subtasks ({@code subtasks-<cid>-<vertex>.json}). A scrape that
 * fails in a loop is said in one line and the next one tries again; the files saved stay whole.
 */
public final class Scraper {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> CADENCE_KEYS = List.of("web.checkpoints.history",
            "rest.cache.checkpoint-statistics.timeout", "web.refresh-interval");

    private final ScrapeRequest request;
    private final JobManager jobManager;
    private final Consumer<String> log;
    private ScrapeFolder folder;
    private String job;
    private Cadence cadence;

    private Scraper(ScrapeRequest request, Consumer<String> log) {
        this.request = request;
        this.jobManager = new JobManager(request.jobManager(), request.credential());
        this.log = log;
    }

    /** What the scrapes did. */
    public record Outcome(String job, int scrapes, int failed, int saved, int skipped, List<String> failures) {
    }

    /** Runs the request, saying what it does in {@code log}; fails when no scrape could be saved. */
    public static Outcome run(ScrapeRequest request, Consumer<String> log) throws ScrapeException {
        return new Scraper(request, log).run();
    }

    private Outcome run() throws ScrapeException {
        folder = ScrapeFolder.open(request.into());
        JobChoice.ListedJob chosen = JobChoice.choose(jobManager, request.job());
        job = chosen.id();
        log.accept("Scraping job " + chosen.described() + " from " + request.jobManager() + " into " + folder.into());
        int[] done = new int[3];
        List<String> failures = new ArrayList<>();
        Instant start = Instant.now();
        scrapeCounting(start, done, failures, true);
        if (request.lasting() == null) {
            log.accept(cadence.described().replaceFirst("^Scraping every", "Scrape again within"));
            return new Outcome(job, 1, 0, done[1], done[2], failures);
        }
        Duration every = request.every() == null ? cadence.every() : request.every();
        if (request.every() == null) {
            log.accept(cadence.described());
        } else if (request.every().compareTo(cadence.every()) > 0) {
            log.accept("checkpoint.scrape.every " + TimeSpan.shown(every) + " is slower than the job needs: "
                    + cadence.described() + "; checkpoints may leave Flink's history unseen between scrapes");
        }
        long most = request.lasting().toMillis() / every.toMillis();
        for (long n = 1; n <= most; n++) {
            Instant next = start.plus(every.multipliedBy(n));
            if (!sleepUntil(next)) {
                break;
            }
            scrapeCounting(next, done, failures, false);
        }
        int scrapes = (int) (done[0] + failures.size());
        log.accept(scrapes + " scrapes of job " + job + ": " + done[1] + " files saved, " + done[2]
                + " identical to the last saved and skipped, " + failures.size() + " failed");
        if (done[0] == 0) {
            throw new ScrapeException("No scrape of job " + job + " succeeded; the last: " + failures.get(failures.size()
                    - 1));
        }
        return new Outcome(job, scrapes, failures.size(), done[1], done[2], failures);
    }

    /** One scrape; the first must succeed, a later one's failure is counted and said. */
    private void scrapeCounting(Instant at, int[] done, List<String> failures, boolean first) throws ScrapeException {
        ScrapeFolder.Scrape scrape = folder.begin(at);
        try {
            once(scrape);
            done[0]++;
        } catch (ScrapeException e) {
            if (first) {
                throw e;
            }
            failures.add(e.getMessage());
            log.accept("Scrape at " + at + " failed: " + e.getMessage() + (scrape.saved() > 0
                    ? "; the " + scrape.saved() + " files saved in " + scrape.savedInto() + " are whole" : ""));
        } finally {
            done[1] += scrape.saved();
            done[2] += scrape.skipped();
        }
    }

    private void once(ScrapeFolder.Scrape scrape) throws ScrapeException {
        String base = "jobs/" + job;
        save(scrape, "job.json", jobManager.get(base));
        JobManager.Response checkpoints = jobManager.get(base + "/checkpoints");
        JobManager.Response config = jobManager.get(base + "/checkpoints/config");
        save(scrape, "checkpoints-config.json", config);
        save(scrape, "exceptions.json", jobManager.get(base + "/exceptions"));
        JobManager.Response jobManagerConfig = jobManager.get("jobmanager/config");
        ArrayNode cadenceKeys = JSON.createArrayNode();
        for (JsonNode entry : jobManagerConfig.json()) {
            if (CADENCE_KEYS.contains(entry.path("key").asText())) {
                cadenceKeys.add(entry);
            }
        }
        scrape.save("jobmanager-config.txt", cadenceKeys.toString().getBytes(StandardCharsets.UTF_8));
        long interval = Math.min(Math.max(config.json().path("interval").asLong(0), 1), Duration.ofDays(1).toMillis());
        cadence = Cadence.of(Duration.ofMillis(interval), cadenceKeys);
        for (long completed : completedSince(checkpoints.json(), folder.lastDetailed())) {
            saveSubtasks(scrape, base + "/checkpoints/details/" + completed, completed);
            folder.detailed(completed);
        }
        // last, so that a scrape cut short names no checkpoint whose subtasks it has not saved
        save(scrape, "checkpoints.json", checkpoints);
    }

    private void saveSubtasks(ScrapeFolder.Scrape scrape, String details, long checkpoint) throws ScrapeException {
        JobManager.Response detail = jobManager.getIfKept(details);
        if (detail == null) {
            log.accept("Checkpoint " + checkpoint + " left Flink's history before its subtasks were saved");
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> tasks = detail.json().path("tasks").fields(); tasks.hasNext(); ) {
            Map.Entry<String, JsonNode> task = tasks.next();
            if (task.getValue().path("state_size").asLong(0) > 0 && task.getKey().matches("[0-9a-fA-F]{1,64}")) {
                JobManager.Response subtasks = jobManager.getIfKept(details + "/subtasks/" + task.getKey());
                if (subtasks != null) {
                    save(scrape, "subtasks-" + checkpoint + "-" + task.getKey() + ".json", subtasks);
                }
            }
        }
    }

    /** The completed checkpoints of a {@code /checkpoints} response newer than {@code after}, oldest first. */
    static List<Long> completedSince(JsonNode checkpoints, long after) {
        TreeSet<Long> ids = new TreeSet<>();
        List<JsonNode> entries = new ArrayList<>();
        checkpoints.path("history").forEach(entries::add);
        entries.add(checkpoints.path("latest").path("completed"));
        for (JsonNode entry : entries) {
            if (entry.path("status").asText().equals("COMPLETED") && entry.path("id").canConvertToLong()
                    && entry.path("id").asLong() > after) {
                ids.add(entry.path("id").asLong());
            }
        }
        return List.copyOf(ids);
    }

    private static void save(ScrapeFolder.Scrape scrape, String name, JobManager.Response response)
            throws ScrapeException {
        scrape.save(name, response.body());
    }

    private static boolean sleepUntil(Instant next) {
        long wait = Duration.between(Instant.now(), next).toMillis();
        if (wait <= 0) {
            return true;
        }
        try {
            Thread.sleep(wait);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
