package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Asks Prometheus ({@code GET /api/v1/query_range}) for each metric of Flink's Prometheus reporter that
 * {@code measured.prometheus} reads, over the range back from now, and saves each answer as it came, one file per
 * metric ({@code lastCompletedCheckpointId.json}, …) in one new folder. A range longer than
 * {@link #MAX_POINTS} steps is asked in parts, {@code lastCompletedCheckpointId-1.json}, {@code -2} and on, which
 * the reader merges by sample time. The subtasks' metrics are asked as their largest over the job's subtasks, one
 * series each. The step, unless given, is Prometheus's global {@code scrape_interval}: each sample then is one
 * scrape, and a checkpoint completed between two is seen at the next.
 */
public final class PrometheusScraper {
    /** Prometheus answers at most 11,000 points a series; a part asks for fewer. */
    static final int MAX_POINTS = 10_000;
    /** Parts of one metric's range: 90 days every 15 s is 52. */
    static final int MAX_PARTS = 100;
    /**
     * Bytes of the answers one scrape saves together: what the {@code measured} section reads of a scenario's files
     * together ({@code measured.Bounds.MAX_TOTAL_BYTES} is this constant), refused before any is saved.
     */
    public static final long MAX_SAVED_BYTES = 256L * 1024 * 1024;
    /**
     * Finished checkpoints a scenario's history holds, each a point of its charts ({@code measured.Bounds.MAX_CHECKPOINTS}
     * is this constant), and so the checkpoints or restarts one scrape's range may show: more is refused unsaved.
     */
    public static final int MAX_CHECKPOINTS = 100_000;
    /** Prometheus's default {@code scrape_interval} in the configuration it ships. */
    static final Duration FALLBACK_STEP = Duration.ofSeconds(15);
    private static final Pattern SCRAPE_INTERVAL = Pattern.compile("(?m)^\\s*scrape_interval:\\s*(\\S+)");
    /** At most 9 digits a unit: a longer span is none Prometheus scrapes at, and {@code 1 s to 1 h} is said. */
    private static final Pattern PROMETHEUS_SPAN = Pattern.compile("((\\d{1,9})h)?((\\d{1,9})m(?!s))?((\\d{1,9})s)?");


    private final PrometheusRequest request;
    private final RestClient prometheus;
    private final Consumer<String> log;

    private PrometheusScraper(PrometheusRequest request, Consumer<String> log) {
        this.request = request;
        this.prometheus = RestClient.prometheus(request.prometheus(), request.credential());
        this.log = log;
    }

    /** What the queries saved. */
    public record Outcome(String job, int saved, int skipped, Duration step, List<String> missing) {
        public Outcome {
            missing = List.copyOf(missing);
        }
    }

    /** Runs the request, saying what it does in {@code log}; fails naming the URL when a query fails. */
    public static Outcome run(PrometheusRequest request, Consumer<String> log) throws ScrapeException {
        return new PrometheusScraper(request, log).run();
    }

    private Outcome run() throws ScrapeException {
        ScrapeFolder folder = ScrapeFolder.open(request.into());
        Duration step = request.step() == null ? scrapeInterval() : request.step();
        long stepSeconds = step.toSeconds();
        Instant end = Instant.ofEpochSecond(Instant.now().getEpochSecond() / stepSeconds * stepSeconds);
        Instant start = end.minus(request.range());
        long points = request.range().toSeconds() / stepSeconds + 1;
        long parts = (points + MAX_POINTS - 1) / MAX_POINTS;
        if (parts > MAX_PARTS) {
            throw new ScrapeException("checkpoint.scrape.for " + TimeSpan.shown(request.range()) + " every "
                    + TimeSpan.shown(step) + " is " + points + " samples a series, more than " + MAX_PARTS + " queries "
                    + "of " + MAX_POINTS + " each; ask for a shorter range, or a longer checkpoint.scrape.step");
        }
        log.accept("Asking " + request.prometheus() + " for " + (request.job() == null ? "the job's"
                : "job " + ScrapeRequest.shown(request.job()) + "'s") + " checkpoint metrics from " + start + " to "
                + end + " every " + TimeSpan.shown(step) + (parts == 1 ? "" : ", in " + parts + " parts of at most "
                + MAX_POINTS + " samples") + ", into " + folder.into());
        ScrapeFolder.Round round = folder.begin(Instant.now());
        try {
            Set<String> jobs = new LinkedHashSet<>();
            List<String> missing = new ArrayList<>();
            stage(round, start, end, stepSeconds, parts, jobs, missing);
            round.commit();
            if (!missing.isEmpty()) {
                log.accept("No samples of " + String.join(", ", missing) + " in the range: not saved; the history "
                        + "does without them");
            }
            log.accept(round.saved() + " answers saved" + (round.savedInto() == null ? "" : " in "
                    + round.savedInto()) + (round.skipped() == 0 ? "" : ", " + round.skipped() + " identical to "
                    + "the last saved and skipped"));
            return new Outcome(jobs.size() == 1 ? jobs.iterator().next() : request.job(), round.saved(),
                    round.skipped(), step, missing);
        } finally {
            round.end();
            folder.end();
        }
    }

    /**
     * Asks each metric's parts and stages those that hold a series, one answer in memory at a time; refuses, before
     * any is saved, a required metric without a series and answers that together weigh more than the
     * {@code measured} section reads ({@link #MAX_SAVED_BYTES}).
     */
    private void stage(ScrapeFolder.Round round, Instant start, Instant end, long stepSeconds, long parts,
                       Set<String> jobs, List<String> missing) throws ScrapeException {
        long bytes = 0;
        for (PrometheusMetric metric : PrometheusMetric.values()) {
            SeriesRises rises = metric == PrometheusMetric.LAST_COMPLETED_ID ? new SeriesRises(true)
                    : metric == PrometheusMetric.RESTARTS ? new SeriesRises(false) : null;
            java.net.URI first = null;
            boolean any = false;
            for (int part = 0; part < parts; part++) {
                Instant from = start.plusSeconds(part * MAX_POINTS * stepSeconds);
                Instant to = part == parts - 1 ? end : from.plusSeconds((MAX_POINTS - 1) * stepSeconds);
                Answer answer = query(metric, from, to, stepSeconds, jobs);
                first = first == null ? answer.uri() : first;
                if (answer.series() == 0) {
                    continue;
                }
                String over = rises == null ? null : rises.add(answer.json(), MAX_CHECKPOINTS);
                if (over != null && metric == PrometheusMetric.LAST_COMPLETED_ID) {
                    throw new ScrapeException(answer.uri() + ": checkpoint " + over + " is one more than a scenario's "
                            + "history holds: at most " + MAX_CHECKPOINTS + ", each a point of its charts; none saved; "
                            + "query a shorter range");
                }
                if (over != null && metric == PrometheusMetric.RESTARTS) {
                    throw new ScrapeException(answer.uri() + ": " + metric.exported() + " rose past " + MAX_CHECKPOINTS
                            + " restarts in the range; none saved; query a shorter one");
                }
                bytes += answer.body().length;
                if (bytes > MAX_SAVED_BYTES) {
                    throw new ScrapeException(answer.uri() + ": the answers so far hold more than " + MAX_SAVED_BYTES
                            + " bytes together, more than a scenario reads; none saved; query a shorter range, or a "
                            + "longer step");
                }
                round.stage(metric.flinkName() + (parts == 1 ? "" : "-" + (part + 1)) + ".json", answer.body());
                any = true;
            }
            if (!any) {
                if (metric.required()) {
                    throw new ScrapeException(first + ": Prometheus holds no sample of " + metric.exported()
                            + (request.job() == null ? "" : " for job " + ScrapeRequest.shown(request.job())) + " from "
                            + start + " to " + end + "; does it scrape Flink's Prometheus reporter "
                            + "(metrics.reporter.prom.factory.class), and is the job's id or name right?");
                }
                missing.add(metric.exported());
            }
        }
    }

    /** One answer: its URL, its bytes as they came, its JSON, and how many series it holds. */
    private record Answer(java.net.URI uri, byte[] body, JsonNode json, int series) {
    }

    private Answer query(PrometheusMetric metric, Instant from, Instant to, long step, Set<String> jobs)
            throws ScrapeException {
        String selector = metric.exported() + "{" + request.selector() + "}";
        // a subtask's metric, one series a subtask: the largest of them, one series a job
        String query = metric.jobLevel() ? selector : "max by (__name__, job_id, job_name) (" + selector + ")";
        RestClient.Response response = prometheus.get("api/v1/query_range?query=" + URLEncoder.encode(query,
                StandardCharsets.UTF_8) + "&start=" + from.getEpochSecond() + "&end=" + to.getEpochSecond()
                + "&step=" + step);
        JsonNode json = response.json();
        if (!"success".equals(json.path("status").asText()) || !"matrix".equals(json.path("data").path("resultType")
                .asText()) || !json.path("data").path("result").isArray()) {
            throw new ScrapeException(response.uri() + ": answered no range query's matrix" + (json.path("status")
                    .isTextual() ? " (status " + ScrapeRequest.shown(json.path("status").asText()) + ")" : "")
                    + "; is this Prometheus's address?");
        }
        warned(metric, from, to, json.path("warnings"));
        for (JsonNode series : json.path("data").path("result")) {
            jobs.add(series.path("metric").path("job_id").asText());
        }
        if (jobs.size() > 1) {
            throw new ScrapeException(response.uri() + ": Prometheus holds the metrics of " + jobs.size() + " jobs ("
                    + String.join(", ", jobs.stream().limit(5).map(ScrapeRequest::shown).toList()) + "); choose one "
                    + "with -Dcheckpoint.scrape.job=<id or name>");
        }
        return new Answer(response.uri(), response.body(), json, json.path("data").path("result").size());
    }

    /**
     * Says Prometheus's {@code warnings} of an answer in one line (a partial answer, such as a store it could not
     * reach): the answer is saved as it came, warnings and all, and may lack samples.
     */
    private void warned(PrometheusMetric metric, Instant from, Instant to, JsonNode warnings) {
        List<String> said = new ArrayList<>();
        for (JsonNode warning : warnings.isArray() ? warnings : List.<JsonNode>of()) {
            said.add(ScrapeRequest.shown(warning.asText().strip().replaceAll("\\s+", " ")));
        }
        if (!said.isEmpty()) {
            log.accept("Prometheus warns of " + metric.exported() + " from " + from + " to " + to + ": "
                    + String.join("; ", said.subList(0, Math.min(3, said.size()))) + (said.size() > 3 ? " (and "
                    + (said.size() - 3) + " more)" : "") + "; saved with its warnings: its samples may be incomplete");
        }
    }

    /** Prometheus's global {@code scrape_interval}, from its configuration; {@link #FALLBACK_STEP} when unsaid. */
    private Duration scrapeInterval() throws ScrapeException {
        RestClient.Response config = prometheus.get("api/v1/status/config");
        Matcher found = SCRAPE_INTERVAL.matcher(config.json().path("data").path("yaml").asText(""));
        Duration interval = found.find() ? prometheusSpan(found.group(1)) : null;
        if (interval == null || interval.compareTo(PrometheusRequest.SHORTEST_STEP) < 0
                || interval.compareTo(PrometheusRequest.LONGEST_STEP) > 0) {
            log.accept("Prometheus's configuration gives no scrape_interval of 1 s to 1 h; asking every "
                    + TimeSpan.shown(FALLBACK_STEP) + " (set checkpoint.scrape.step to the interval it scrapes Flink at)");
            return FALLBACK_STEP;
        }
        log.accept("Asking at Prometheus's scrape_interval, " + TimeSpan.shown(interval) + " (checkpoint.scrape.step "
                + "sets another)");
        return interval;
    }

    /** A Prometheus duration as its configuration writes it, {@code 15s}, {@code 1m}, {@code 1m30s}; or {@code null}. */
    static Duration prometheusSpan(String text) {
        Matcher span = PROMETHEUS_SPAN.matcher(text);
        if (text.isEmpty() || !span.matches()) {
            return null;
        }
        long seconds = 0;
        seconds += span.group(2) == null ? 0 : Long.parseLong(span.group(2)) * 3600;
        seconds += span.group(4) == null ? 0 : Long.parseLong(span.group(4)) * 60;
        seconds += span.group(6) == null ? 0 : Long.parseLong(span.group(6));
        return seconds == 0 ? null : Duration.ofSeconds(seconds);
    }
}
