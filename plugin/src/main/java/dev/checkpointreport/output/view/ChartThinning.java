package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Checkpoint;
import java.util.ArrayList;
import java.util.List;

/**
 * The checkpoints the measured charts draw: every one up to {@link #MAX_POINTS}, about what a chart a screen wide
 * shows a point each; past it, of each run of consecutive checkpoints that many would share, the longest (a failed
 * one by its time until it failed, the first of equals), so that a spike stays drawn and weeks of one-minute
 * checkpoints stay a page of well under a megabyte. The daily trend charts and report.json keep the rest.
 */
final class ChartThinning {
    /** The most points a measured chart draws. */
    static final int MAX_POINTS = 1_000;

    private ChartThinning() {
    }

    /** The checkpoints drawn, in order. */
    static List<Checkpoint> drawn(List<Checkpoint> checkpoints) {
        int n = checkpoints.size();
        if (n <= MAX_POINTS) {
            return checkpoints;
        }
        List<Checkpoint> drawn = new ArrayList<>(MAX_POINTS);
        for (int bucket = 0; bucket < MAX_POINTS; bucket++) {
            int from = (int) ((long) bucket * n / MAX_POINTS);
            int to = (int) ((long) (bucket + 1) * n / MAX_POINTS);
            Checkpoint longest = checkpoints.get(from);
            for (int i = from + 1; i < to; i++) {
                Checkpoint checkpoint = checkpoints.get(i);
                if (duration(checkpoint) > duration(longest)) {
                    longest = checkpoint;
                }
            }
            drawn.add(longest);
        }
        return drawn;
    }

    /**
     * What the page says of the charts: they draw every checkpoint, or the longest of each run, whose length is
     * the checkpoints over {@link #MAX_POINTS} rounded down or up ({@link #drawn}'s buckets): just past the bound a
     * run is 1 or 2, which "about 1" would hide.
     */
    static String sentence(int checkpoints) {
        int shortest = checkpoints / MAX_POINTS;
        return checkpoints <= MAX_POINTS ? "the charts draw them all"
                : "the charts draw the longest of each run of " + shortest + (checkpoints % MAX_POINTS == 0 ? ""
                        : " or " + (shortest + 1)) + ", " + MAX_POINTS + " points";
    }

    private static long duration(Checkpoint checkpoint) {
        return checkpoint.duration() == null ? -1 : checkpoint.duration();
    }
}
