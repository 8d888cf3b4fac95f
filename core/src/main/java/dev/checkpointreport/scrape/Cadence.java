package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How often to scrape so that every checkpoint is seen while Flink still keeps it. Flink's REST API keeps the
 * last {@code web.checkpoints.history} checkpoints (10 by default), one at most every {@code interval}, so the
 * history spans at least {@code history × interval}; and it may answer from its cache of checkpoint statistics
 * ({@code rest.cache.checkpoint-statistics.timeout}, else {@code web.refresh-interval}, 3 s by default), so a
 * response may be that much older than the scrape. A scrape every {@code (history × interval − cache) / 2}
 * then sees each checkpoint at least twice, or once when one scrape fails. The scrape goal scrapes at this cadence,
 * and the {@code measured} section advises it where the merged history has gaps: one formula for both.
 *
 * @param every the cadence: at least {@link ScrapeRequest#SHORTEST_EVERY}, at most an hour
 * @param enough whether that cadence sees every checkpoint: false when the history is shorter than the cache
 */
public record Cadence(Duration every, long history, Duration interval, Duration cache, boolean enough) {
    static final long DEFAULT_HISTORY = 10;
    static final Duration DEFAULT_CACHE = Duration.ofSeconds(3);
    private static final Duration LONGEST = Duration.ofHours(1);
    /** The longest cache the cadence takes, about 31 years: {@code report.json} gives it in milliseconds. */
    static final long LONGEST_CACHE_MILLIS = 1_000_000_000_000L;
    private static final List<String> CACHE_KEYS = List.of("rest.cache.checkpoint-statistics.timeout",
            "web.refresh-interval");
    /** The longest history Flink takes: the option is an {@code int}. */
    private static final long MOST_HISTORY = Integer.MAX_VALUE;

    /** The cadence for a job checkpointed every {@code interval}, from the JobManager's {@code /jobmanager/config}. */
    static Cadence of(Duration interval, JsonNode jobManagerConfig) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (JsonNode entry : jobManagerConfig) {
            settings.put(entry.path("key").asText(), entry.path("value").asText());
        }
        return of(interval, settings);
    }

    /**
     * The cadence for a job checkpointed every {@code interval}, from the JobManager's settings by key (those of
     * {@code /jobmanager/config} or of a saved {@code jobmanager-config.txt}); Flink's defaults for those it lacks.
     */
    public static Cadence of(Duration interval, Map<String, String> jobManagerConfig) {
        long history = DEFAULT_HISTORY;
        Duration cache = null;
        Duration refresh = DEFAULT_CACHE;
        for (Map.Entry<String, String> entry : jobManagerConfig.entrySet()) {
            String key = entry.getKey();
            String value = entry.getValue() == null ? "" : entry.getValue();
            if (key.equals("web.checkpoints.history") && value.matches("\\d{1,9}")) {
                history = Long.parseLong(value);
            } else if (key.equals("rest.cache.checkpoint-statistics.timeout") && TimeSpan.parse(value) != null) {
                cache = TimeSpan.parse(value);
            } else if (key.equals("web.refresh-interval") && TimeSpan.parse(value) != null) {
                refresh = TimeSpan.parse(value);
            }
        }
        return of(interval, history, cache == null ? refresh : cache);
    }

    /**
     * Why the JobManager's setting {@code key} = {@code value} is refused, or {@code null}: a cache past
     * {@link #LONGEST_CACHE_MILLIS}. The scrape goal refuses it before it saves, and the {@code measured} section
     * in a saved {@code jobmanager-config.txt}, in these words.
     */
    public static String refused(String key, String value) {
        Duration read = CACHE_KEYS.contains(key) && value != null ? TimeSpan.parse(value) : null;
        if (read == null || read.compareTo(Duration.ofMillis(LONGEST_CACHE_MILLIS)) <= 0) {
            return null;
        }
        return "expected " + key + ", a duration, of at most " + LONGEST_CACHE_MILLIS + " ms (about 31 years), found '"
                + value.strip() + "'";
    }

    static Cadence of(Duration interval, long history, Duration cache) {
        Duration spanned = interval.multipliedBy(Math.max(history, 1));
        Duration every = spanned.minus(cache).dividedBy(2);
        boolean enough = every.compareTo(ScrapeRequest.SHORTEST_EVERY) >= 0;
        if (!enough) {
            every = ScrapeRequest.SHORTEST_EVERY;
        }
        return new Cadence(every.compareTo(LONGEST) > 0 ? LONGEST : every, history, interval, cache, enough);
    }

    /** The line the goal logs: the cadence and why, or why no cadence sees every checkpoint. */
    String described() {
        if (!enough) {
            return "No cadence sees every checkpoint: " + why() + ". Scraping every " + TimeSpan.shown(every)
                    + "; " + raise();
        }
        return "Scraping every " + TimeSpan.shown(every) + ": " + why() + ", so a scrape every " + formula()
                + " sees each checkpoint twice";
    }

    /**
     * The advice where a merged history has gaps, from the same figures as {@link #described()}: {@code scrape at
     * least every 3.5 s, (50 × 200 ms − 3 s) / 2: Flink keeps …}, or the history to raise when no cadence is enough.
     */
    public String advice() {
        if (!enough) {
            return "no cadence sees every checkpoint: " + why() + "; " + raise();
        }
        return "scrape at least every " + TimeSpan.shown(every) + ", " + formula() + ": " + why();
    }

    private String why() {
        return "Flink keeps the last " + history + " checkpoints (web.checkpoints.history) at interval "
                + TimeSpan.shown(interval) + " and may answer from its cache of " + TimeSpan.shown(cache);
    }

    private String formula() {
        return "(" + history + " × " + TimeSpan.shown(interval) + " − " + TimeSpan.shown(cache) + ") / 2";
    }

    private String raise() {
        Duration beyond = cache.plus(ScrapeRequest.SHORTEST_EVERY.multipliedBy(2));
        if (beyond.compareTo(interval.multipliedBy(MOST_HISTORY)) >= 0) {
            return "no web.checkpoints.history Flink takes (at most " + MOST_HISTORY + ") is enough: shorten the cache";
        }
        return "raise web.checkpoints.history to at least " + (beyond.toMillis() / interval.toMillis() + 1)
                + " to see them all";
    }
}
