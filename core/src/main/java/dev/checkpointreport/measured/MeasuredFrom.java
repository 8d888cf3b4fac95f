package dev.checkpointreport.measured;

import java.time.Instant;

/**
 * Where the statistics start, {@code measured.from}: a checkpoint id, or a time; the completed checkpoints before
 * it are a start-up's warm-up, which the percentiles, the charts' percentile line and the model's judgement leave
 * out. The failures, the restores, the span and the MTBF keep the whole history: a failure in the warm-up is
 * still a failure. Exactly one of the two is set.
 *
 * @param checkpoint the first checkpoint (a Spark query's batch) counted; {@code null} for a time
 * @param timestamp the earliest trigger counted, in milliseconds since 1970; {@code null} for an id
 */
public record MeasuredFrom(Long checkpoint, Long timestamp) {

    public MeasuredFrom {
        if ((checkpoint == null) == (timestamp == null)) {
            throw new IllegalArgumentException("a checkpoint id or a time, one of them");
        }
    }

    /** Whether the statistics count {@code c}: at or after the start. */
    public boolean keeps(Checkpoint c) {
        return checkpoint != null ? c.id() >= checkpoint : c.trigger() >= timestamp;
    }

    /** How the page and messages name the start: {@code checkpoint 12} or {@code 2026-12-01T14:30:00Z}. */
    public String named() {
        return checkpoint != null ? "checkpoint " + checkpoint : Instant.ofEpochMilli(timestamp).toString();
    }

    /**
     * What is wrong with this start for {@code measured}, or {@code null}: an id the history does not hold, or a
     * start that leaves no completed checkpoint to count.
     */
    public String problem(Measurements measured) {
        if (checkpoint != null && measured.checkpoints().stream().noneMatch(c -> c.id() == checkpoint)) {
            return "names " + measured.source().one() + " " + checkpoint + ", which the "
                    + "merged history does not hold: it holds " + measured.source().many() + " "
                    + measured.checkpoints().get(0).id() + " to " + measured.checkpoints().get(measured.checkpoints()
                    .size() - 1).id() + "; name one of them, or a time such as 2026-12-01T14:30:00Z";
        }
        if (measured.completed().stream().noneMatch(this::keeps)) {
            return "leaves out every completed checkpoint of the " + measured.completed().size() + " in the merged "
                    + "history, the last triggered at " + Instant.ofEpochMilli(measured.completed()
                    .get(measured.completed().size() - 1).trigger()) + "; name an earlier start";
        }
        return null;
    }
}
