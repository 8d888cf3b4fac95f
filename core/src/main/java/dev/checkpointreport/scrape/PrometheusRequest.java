package dev.checkpointreport.scrape;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Pattern;

/**
 * What to ask Prometheus for, checked before any request is made: the metrics of Flink's Prometheus reporter for
 * one job over the range back from now, at one step.
 *
 * @param prometheus Prometheus's address, http or https, without a user, query or fragment
 * @param job a job's id (32 hexadecimal digits, matched to the label {@code job_id}) or name ({@code job_name}), or
 *     {@code null} for the one job whose metrics Prometheus holds
 * @param into the folder that receives one folder per scrape
 * @param range how far back from now the queries reach
 * @param step the queries' step, or {@code null} for Prometheus's own {@code scrape_interval}
 * @param credential the {@code Authorization} to send, or {@code null}
 */
public record PrometheusRequest(URI prometheus, String job, Path into, Duration range, Duration step,
                                Credential credential) {
    /** The range when {@code checkpoint.scrape.for} is not given: a day. */
    public static final Duration DEFAULT_RANGE = Duration.ofDays(1);
    /** A step shorter than Prometheus scrapes gains nothing; one a second is its finest. */
    public static final Duration SHORTEST_STEP = Duration.ofSeconds(1);
    public static final Duration LONGEST_STEP = Duration.ofHours(1);
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-fA-F]{32}");

    /** The request the goal's parameters make, each value judged and named in one line when it is wrong. */
    public static PrometheusRequest of(String url, String job, Path into, String every, String lasting, String step,
                                       Credential credential) throws ScrapeException {
        URI address = ScrapeRequest.address("checkpoint.scrape.prometheus", "Prometheus", "address",
                "http://prometheus:9090", url);
        if (every != null && !every.isBlank()) {
            throw new ScrapeException("checkpoint.scrape.every does not go with checkpoint.scrape.prometheus: "
                    + "Prometheus keeps the history, and one run asks for the range checkpoint.scrape.for reaches back "
                    + "(run the goal again, from cron, for the next)");
        }
        Duration range = lasting == null || lasting.isBlank() ? DEFAULT_RANGE
                : ScrapeRequest.span("checkpoint.scrape.for", lasting, SHORTEST_STEP, ScrapeRequest.LONGEST_FOR);
        Duration each = step == null || step.isBlank() ? null
                : ScrapeRequest.span("checkpoint.scrape.step", step, SHORTEST_STEP, LONGEST_STEP);
        if (each != null && each.toMillis() % 1000 != 0) {
            throw new ScrapeException("checkpoint.scrape.step: expected whole seconds, as Prometheus samples, found "
                    + ScrapeRequest.shown(step));
        }
        String name = job == null || job.isBlank() ? null : job.strip();
        return new PrometheusRequest(address, name, into, range, each, credential);
    }

    /** The label selector of the job: {@code job_id="…"} for an id, {@code job_name="…"} for a name; empty without. */
    String selector() {
        if (job == null) {
            return "";
        }
        String label = JOB_ID.matcher(job).matches() ? "job_id" : "job_name";
        String value = JOB_ID.matcher(job).matches() ? job.toLowerCase(java.util.Locale.ROOT) : job;
        return label + "=\"" + value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
