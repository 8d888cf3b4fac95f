package dev.checkpointreport.scrape;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * What to scrape, checked before any request is made.
 *
 * @param jobManager the JobManager's REST address, http or https, without a user, query or fragment
 * @param job a job's id or name, or {@code null} for the one job the JobManager runs
 * @param into the folder that receives one folder per scrape
 * @param every how often, or {@code null} for the cadence the job needs ({@link Cadence})
 * @param lasting how long to go on scraping, or {@code null} for one scrape
 * @param credential the {@code Authorization} to send, or {@code null}
 */
public record ScrapeRequest(URI jobManager, String job, Path into, Duration every, Duration lasting,
                            Credential credential) {
    public static final Duration SHORTEST_EVERY = Duration.ofMillis(100);
    public static final Duration LONGEST_EVERY = Duration.ofDays(1);
    public static final Duration LONGEST_FOR = Duration.ofDays(90);

    /** The request the goal's parameters make, each value judged and named in one line when it is wrong. */
    public static ScrapeRequest of(String url, String job, Path into, String every, String lasting,
                                   Credential credential) throws ScrapeException {
        Duration each = every == null ? null : span("checkpoint.scrape.every", every, SHORTEST_EVERY, LONGEST_EVERY);
        Duration total = lasting == null ? null : span("checkpoint.scrape.for", lasting, Duration.ofMillis(1),
                LONGEST_FOR);
        if (each != null && total == null) {
            throw new ScrapeException("checkpoint.scrape.every needs checkpoint.scrape.for, how long to go on: without "
                    + "it the goal scrapes once");
        }
        String name = job == null || job.isBlank() ? null : job.strip();
        return new ScrapeRequest(jobManager(url), name, into, each, total, credential);
    }

    static URI jobManager(String url) throws ScrapeException {
        return address("checkpoint.scrape.url", "the JobManager", "REST address", "http://jobmanager:8081", url);
    }

    /**
     * The address {@code parameter} gives of {@code of} (the JobManager, Prometheus): http or https, a host, no
     * user, query or fragment; its path ends with a slash, so that requests resolve below it.
     */
    static URI address(String parameter, String of, String kind, String example, String url) throws ScrapeException {
        if (url == null || url.isBlank()) {
            throw new ScrapeException(parameter + " is missing: give " + of + "'s " + kind + ", such as -D" + parameter
                    + "=" + example);
        }
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new ScrapeException(parameter + ": '" + shown(url) + "' is not a URL: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new ScrapeException(parameter + ": expected an http or https URL of " + of + ", found '"
                    + shown(url) + "'");
        }
        if (uri.getRawUserInfo() != null) {
            throw new ScrapeException(parameter + ": a user or password in the URL would be logged; name a "
                    + "settings.xml server with -Dcheckpoint.scrape.server instead");
        }
        if (uri.getHost() == null || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new ScrapeException(parameter + ": expected " + of + "'s address, such as " + example + ", found '"
                    + shown(url) + "'");
        }
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return uri.resolve(path.endsWith("/") ? path : path + "/");
    }

    static Duration span(String parameter, String text, Duration least, Duration most)
            throws ScrapeException {
        Duration d = TimeSpan.parse(text);
        if (d == null) {
            throw new ScrapeException(parameter + ": expected a duration such as 10s, 5min, 2h or 7d, found '"
                    + shown(text) + "'");
        }
        if (d.compareTo(least) < 0 || d.compareTo(most) > 0) {
            throw new ScrapeException(parameter + ": expected from " + TimeSpan.shown(least) + " to "
                    + TimeSpan.shown(most) + ", found " + shown(text));
        }
        return d;
    }

    /** A value as a message shows it: at most 200 characters, control characters as {@code ?}. */
    static String shown(String text) {
        String one = text.replaceAll("[\\p{Cc}\\p{Zl}\\p{Zp}]", "?");
        return one.length() > 200 ? one.substring(0, 200) + "…" : one;
    }
}
