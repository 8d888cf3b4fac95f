package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;

/**
 * How often to scrape so that every checkpoint is seen while Flink still keeps it. Flink's REST API keeps the
 * last {@code web.checkpoints.history} checkpoints (10 by default), one at most every {@code interval}, so the
 * history spans at least {@code history × interval}; and it may answer from its cache of checkpoint statistics
 * ({@code rest.cache.checkpoint-statistics.timeout}, else {@code web.refresh-interval}, 3 s by default), so a
 * response may be that much older than the scrape. A scrape every {@code (history × interval − cache) / 2}
 * then sees each checkpoint at least twice, or once when one scrape fails.
 *
 * @param every the cadence: at least {@link ScrapeRequest#SHORTEST_EVERY}, at most an hour
 * @param enough whether that cadence sees every checkpoint: false when the history is shorter than the cache
 */
record Cadence(Duration every, long history, Duration interval, Duration cache, boolean enough) {
    static final long DEFAULT_HISTORY = 10;
    static final Duration DEFAULT_CACHE = Duration.ofSeconds(3);
    private static final Duration LONGEST = Duration.ofHours(1);

    /** The cadence for a job checkpointed every {@code interval}, from the JobManager's {@code /jobmanager/config}. */
    static Cadence of(Duration interval, JsonNode jobManagerConfig) {
        long history = DEFAULT_HISTORY;
        Duration cache = null;
        Duration refresh = DEFAULT_CACHE;
        for (JsonNode entry : jobManagerConfig) {
            String key = entry.path("key").asText();
            String value = entry.path("value").asText();
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
        String why = "Flink keeps the last " + history + " checkpoints (web.checkpoints.history) at interval "
                + TimeSpan.shown(interval) + " and may answer from its cache of " + TimeSpan.shown(cache);
        if (!enough) {
            long needed = (cache.toMillis() + 2 * ScrapeRequest.SHORTEST_EVERY.toMillis()) / interval.toMillis() + 1;
            return "No cadence sees every checkpoint: " + why + ". Scraping every " + TimeSpan.shown(every)
                    + "; raise web.checkpoints.history to at least " + needed + " to see them all";
        }
        return "Scraping every " + TimeSpan.shown(every) + ": " + why + ", so a scrape every (" + history + " × "
                + TimeSpan.shown(interval) + " − " + TimeSpan.shown(cache) + ") / 2 sees each checkpoint twice";
    }
}
