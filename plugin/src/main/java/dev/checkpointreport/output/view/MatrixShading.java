package dev.checkpointreport.output.view;

import dev.checkpointreport.output.view.Page.ShadeLevel;
import java.util.ArrayList;
import java.util.List;

/**
 * Shades the recovery matrix: 0 stays unshaded, and the values up to the largest fall into
 * {@link #LEVELS} equal bands, so the saw-tooth shows as stripes.
 */
final class MatrixShading {
    static final int LEVELS = 4;

    private final long max;

    MatrixShading(long max) {
        this.max = max;
    }

    /** 0 for no rows recomputed, else the band 1..{@link #LEVELS}. */
    int level(long value) {
        if (value <= 0 || max <= 0) {
            return 0;
        }
        return (int) (1 + (value - 1) * LEVELS / max);
    }

    /** Every level that some value can fall into, with the values it covers. */
    List<ShadeLevel> legend() {
        List<ShadeLevel> legend = new ArrayList<>();
        legend.add(new ShadeLevel(0, "0"));
        for (int level = 1; level <= LEVELS; level++) {
            long from = ceilDiv((level - 1) * max, LEVELS) + 1;
            long to = ceilDiv(level * max, LEVELS);
            if (from <= to) {
                legend.add(new ShadeLevel(level, from == to ? Numbers.count(from) : from + "–" + to));
            }
        }
        return legend;
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
