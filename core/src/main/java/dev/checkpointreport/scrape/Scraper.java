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
 * Scrapes a job once, or every {@code every} until {@code for} has passed (no scrape starts after it, so the goal
 * ends within {@code for} and one scrape): each scrape saves the job ({@code job.json}), its checkpoints
 * ({@code checkpoints.json}), their configuration ({@code checkpoints-config.json}), its exceptions
 * ({@code exceptions.json}), the JobManager's settings that set the cadence ({@code jobmanager-config.txt}, outside
 * a {@code **.json} glob: the {@code measured} section does not read it) and, for the newest checkpoints completed
 * since the last scrape, each stateful vertex's subtasks ({@code subtasks-<cid>-<vertex>.json}), in at most
 * {@link #MAX_DETAIL_REQUESTS} requests. A scrape that fails in a loop is said in one line and the next one tries
 * again, the files it saved whole; the first scrape's failure fails the goal and removes what it saved, so a goal
 * that fails, or saved nothing, leaves no folder.
 */
public final class Scraper {
    /** Requests of one scrape for the checkpoints' details and subtasks, whatever Flink's history holds. */
    static final int MAX_DETAIL_REQUESTS = 100;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> CADENCE_KEYS = List.of("web.checkpoints.history",
            "rest.cache.checkpoint-statistics.timeout", "web.refresh-interval");

    private final ScrapeRequest request;
    private final RestClient jobManager;
    private final Consumer<String> log;
    private ScrapeFolder folder;
    private String job;
    private Cadence cadence;

    private Scraper(ScrapeRequest request, Consumer<String> log) {
        this.request = request;
        this.jobManager = new RestClient(request.jobManager(), request.credential());
        this.log = log;
    }

    /** What the scrapes did. */
    public record Outcome(String job, int scrapes, int failed, int saved, int skipped, List<String> failures) {
    }

    /** Runs the request, saying what it does in {@code log}; fails when no scrape could be saved. */
    public static Outcome run(ScrapeRequest request, Consumer<String> log) throws ScrapeException {
        return new Scraper(request, log).run(ScrapeFolder.open(request.into()));
    }

    /** As {@link #run(ScrapeRequest, Consumer)}, each file written by {@code disk}. */
    static Outcome run(ScrapeRequest request, Consumer<String> log, ScrapeFolder.Disk disk) throws ScrapeException {
        return new Scraper(request, log).run(ScrapeFolder.open(request.into(), disk));
    }

    private Outcome run(ScrapeFolder opened) throws ScrapeException {
        folder = opened;
        try {
            return scrapes();
        } finally {
            folder.end();
        }
    }

    private Outcome scrapes() throws ScrapeException {
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
        long overrun = loop(start, every, done, failures);
        int scrapes = done[0] + failures.size();
        log.accept(scrapes + " scrapes of job " + job + ": " + done[1] + " files saved, " + done[2]
                + " identical to the last saved and skipped, " + failures.size() + " failed" + (overrun == 0 ? ""
                : "; " + overrun + " planned scrapes were not made: the scrapes took longer than " + TimeSpan.shown(every)
                + ", and none starts after checkpoint.scrape.for " + TimeSpan.shown(request.lasting())));
        if (done[0] == 0) {
            throw new ScrapeException("No scrape of job " + job + " succeeded; the last: " + failures.get(failures.size()
                    - 1));
        }
        return new Outcome(job, scrapes, failures.size(), done[1], done[2], failures);
    }

    /**
     * The scrapes after the first, one at each {@code every} since {@code start} (at once when a slower scrape
     * took its time), none starting after {@code for}. The number planned and not made, cut by {@code for}.
     */
    private long loop(Instant start, Duration every, int[] done, List<String> failures) throws ScrapeException {
        Instant deadline = start.plus(request.lasting());
        long planned = request.lasting().toMillis() / every.toMillis();
        for (long n = 1; n <= planned; n++) {
            if (Instant.now().isAfter(deadline) || !sleepUntil(start.plus(every.multipliedBy(n)))) {
                return planned - n + 1;
            }
            scrapeCounting(start.plus(every.multipliedBy(n)), done, failures, false);
        }
        return 0;
    }

    /** One scrape; the first must succeed, a later one's failure is counted and said. */
    private void scrapeCounting(Instant at, int[] done, List<String> failures, boolean first) throws ScrapeException {
        ScrapeFolder.Round round = folder.begin(at);
        try {
            once(round);
            done[0]++;
        } catch (ScrapeException e) {
            if (first) {
                // the goal fails: what this scrape saved goes too, so that a failed goal leaves nothing behind
                round.discard();
                throw e;
            }
            String whole = round.saved() > 0 ? "; the " + round.saved() + " files saved in " + round.savedInto()
                    + " are whole" : "";
            failures.add(e.getMessage());
            log.accept("Scrape at " + at + " failed: " + e.getMessage() + whole);
        } finally {
            round.end();
            done[1] += round.saved();
            done[2] += round.skipped();
        }
    }

    private void once(ScrapeFolder.Round round) throws ScrapeException {
        String base = "jobs/" + job;
        // first, so that a setting the report would refuse is refused before any file is saved
        RestClient.Response jobManagerConfig = jobManager.get("jobmanager/config");
        ArrayNode cadenceKeys = JSON.createArrayNode();
        for (JsonNode entry : jobManagerConfig.json()) {
            if (CADENCE_KEYS.contains(entry.path("key").asText())) {
                String refused = Cadence.refused(entry.path("key").asText(), entry.path("value").asText());
                if (refused != null) {
                    throw new ScrapeException(jobManagerConfig.uri() + ": " + refused + "; nothing of this scrape is saved");
                }
                cadenceKeys.add(entry);
            }
        }
        save(round, "job.json", jobManager.get(base));
        RestClient.Response checkpoints = jobManager.get(base + "/checkpoints");
        RestClient.Response config = jobManager.get(base + "/checkpoints/config");
        save(round, "checkpoints-config.json", config);
        save(round, "exceptions.json", jobManager.get(base + "/exceptions"));
        round.save("jobmanager-config.txt", cadenceKeys.toString().getBytes(StandardCharsets.UTF_8));
        long interval = Math.min(Math.max(config.json().path("interval").asLong(0), 1), Duration.ofDays(1).toMillis());
        cadence = Cadence.of(Duration.ofMillis(interval), cadenceKeys);
        saveSubtasks(round, base, completedSince(checkpoints.json(), folder.lastDetailed()));
        // last, so that a scrape cut short names no checkpoint whose subtasks it has not saved
        save(round, "checkpoints.json", checkpoints);
    }

    /**
     * The subtasks of each vertex with state of the checkpoints {@code completed} since the last scrape, newest
     * first, in at most {@link #MAX_DETAIL_REQUESTS} requests: a checkpoint's subtasks all or none, the older
     * ones beyond the bound named in the log and left out.
     */
    private void saveSubtasks(ScrapeFolder.Round round, String base, List<Long> completed) throws ScrapeException {
        int left = MAX_DETAIL_REQUESTS;
        for (int i = completed.size() - 1; i >= 0; i--) {
            long checkpoint = completed.get(i);
            String details = base + "/checkpoints/details/" + checkpoint;
            RestClient.Response detail = left == 0 ? null : jobManager.getIfKept(details);
            left--;
            List<String> vertices = detail == null ? List.of() : stateful(detail.json());
            if (left < vertices.size()) {
                log.accept("The subtasks of " + (i + 1) + " older checkpoint" + (i == 0 ? "" : "s") + " ("
                        + (i == 0 ? completed.get(0) : completed.get(0) + " to " + checkpoint) + ") are not asked: a "
                        + "scrape asks at most " + MAX_DETAIL_REQUESTS + " of the checkpoints' details and subtasks, "
                        + "the newest checkpoints first; checkpoints.json lists them all");
                break;
            }
            if (detail == null) {
                log.accept("Checkpoint " + checkpoint + " left Flink's history before its subtasks were saved");
                continue;
            }
            for (String vertex : vertices) {
                left--;
                RestClient.Response subtasks = jobManager.getIfKept(details + "/subtasks/" + vertex);
                if (subtasks != null) {
                    save(round, "subtasks-" + checkpoint + "-" + vertex + ".json", subtasks);
                }
            }
        }
        if (!completed.isEmpty()) {
            folder.detailed(completed.get(completed.size() - 1));
        }
    }

    /** The vertices of a checkpoint's details that hold state. */
    private static List<String> stateful(JsonNode detail) {
        List<String> vertices = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> tasks = detail.path("tasks").fields(); tasks.hasNext(); ) {
            Map.Entry<String, JsonNode> task = tasks.next();
            if (task.getValue().path("state_size").asLong(0) > 0 && task.getKey().matches("[0-9a-fA-F]{1,64}")) {
                vertices.add(task.getKey());
            }
        }
        return vertices;
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

    private static void save(ScrapeFolder.Round round, String name, RestClient.Response response)
            throws ScrapeException {
        round.save(name, response.body());
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
