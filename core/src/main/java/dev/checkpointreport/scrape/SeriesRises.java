package dev.checkpointreport.scrape;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a metric's parts show, counted as {@code measured}'s Prometheus reader counts it, so that a scrape refuses
 * before it saves a range the report would refuse: for the checkpoint id, each new, larger id after the first
 * sample (a checkpoint); for a counter, each rise, a fall starting it again (as {@code increase()} counts it).
 * Samples that are no number are left to the reader, which refuses them at their place.
 */
final class SeriesRises {
    private final boolean ids;
    private boolean first = true;
    private long newest = -1;
    private Long before;
    private long total;

    /** {@code ids}: the checkpoint id's series, else a counter's. */
    SeriesRises(boolean ids) {
        this.ids = ids;
    }

    /**
     * Adds the next part's samples, in time order; returns, once the count passes {@code most}, the id that passed it
     * (for a counter, its value there), else {@code null}.
     */
    String add(JsonNode answer, long most) {
        for (JsonNode series : answer.path("data").path("result")) {
            for (JsonNode sample : series.path("values")) {
                long value;
                try {
                    value = (long) Double.parseDouble(sample.path(1).asText());
                } catch (NumberFormatException e) {
                    continue;
                }
                if (ids ? checkpoint(value) : rise(value)) {
                    if (total > most) {
                        return Long.toString(value);
                    }
                }
            }
        }
        return null;
    }

    private boolean checkpoint(long id) {
        boolean baseline = first;
        first = false;
        if (id <= newest) {
            return false;
        }
        newest = id;
        if (!baseline) {
            total++;
        }
        return !baseline;
    }

    private boolean rise(long value) {
        Long was = before;
        before = value;
        if (was == null) {
            return false;
        }
        long rise = value >= was ? value - was : value;
        total += rise;
        return rise > 0;
    }
}
