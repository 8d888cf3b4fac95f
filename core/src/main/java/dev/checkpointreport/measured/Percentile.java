package dev.checkpointreport.measured;

import java.util.Locale;

/**
 * A percentile of the measured checkpoints, by the nearest-rank rule: of n values sorted in ascending order
 * (a tie by checkpoint id), the p-th percentile is the value at rank ⌈p·n/100⌉, counting from 1. So it is
 * always a measured checkpoint, one a message can name: p50 of 4 values is the 2nd, p90 of 10 is the 9th, p90
 * of 11 is the 10th; {@code max} is the n-th. Flink's own summary interpolates between values instead, so its
 * p90 of a few checkpoints may fall between two of them.
 */
public enum Percentile {
    P50(50), P90(90), P99(99), MAX(100);

    private final int percent;

    Percentile(int percent) {
        this.percent = percent;
    }

    /** As the scenario and report.json spell it: {@code p50}, {@code p90}, {@code p99}, {@code max}. */
    public String id() {
        return this == MAX ? "max" : "p" + percent;
    }

    /** The 1-based rank of this percentile among {@code n} sorted values, n at least 1: ⌈p·n/100⌉. */
    public int rank(int n) {
        return Math.max(1, (int) ((percent * (long) n + 99) / 100));
    }

    /** The percentile spelled {@code id}, or {@code null}. */
    public static Percentile of(String id) {
        for (Percentile p : values()) {
            if (p.id().equals(id.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        return null;
    }
}
