package dev.checkpointreport.model;

/**
 * A checkpoint interval in periods, or none: hold no checkpoint and start over from the beginning
 * after a failure (the lesson's baseline, {@code None}).
 */
public record Interval(Integer periods) {
    public static final Interval NONE = new Interval(null);

    public Interval {
        if (periods != null && periods < 1) {
            throw new IllegalArgumentException("an interval is at least one period: " + periods);
        }
    }

    public static Interval every(int periods) {
        return new Interval(periods);
    }

    public boolean isNone() {
        return periods == null;
    }

    /** The lesson's {@code len(PERIODS) // interval}; none holds no checkpoint. */
    public long checkpoints(int periodCount) {
        return isNone() ? 0 : periodCount / periods;
    }

    /**
     * Longer than a stream of {@code periodCount} periods: it takes no checkpoint ({@code periods // k = 0}),
     * so every failure restarts from the beginning and recomputes what none recomputes.
     */
    public boolean behavesLikeNone(int periodCount) {
        return !isNone() && checkpoints(periodCount) == 0;
    }

    /** The lesson's {@code last = (i // interval) * interval}: the checkpoint a failure at period i restarts from. */
    public int lastCheckpointBefore(int failure) {
        return (failure / periods) * periods;
    }

    /** {@code 'none'} or the number of periods, as a message names the interval. */
    public String quoted() {
        return isNone() ? "'none'" : periods.toString();
    }

    /** {@code none} or the number of periods, as the configuration writes it. */
    @Override
    public String toString() {
        return isNone() ? "none" : periods.toString();
    }
}
