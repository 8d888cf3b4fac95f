package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * One percentile of a measured figure, the checkpoint it falls on and its value.
 *
 * @param value milliseconds or bytes, as the response gives them
 */
public record Observed(Percentile percentile, Checkpoint checkpoint, long value) {

    /**
     * Every percentile of {@code figure} over {@code checkpoints}; empty when a checkpoint lacks the figure or
     * there is none.
     */
    static List<Observed> of(List<Checkpoint> checkpoints, Function<Checkpoint, Long> figure) {
        if (checkpoints.isEmpty()) {
            return List.of();
        }
        for (Checkpoint checkpoint : checkpoints) {
            if (figure.apply(checkpoint) == null) {
                return List.of();
            }
        }
        List<Checkpoint> sorted = new ArrayList<>(checkpoints);
        sorted.sort(Comparator.comparing(figure).thenComparingLong(Checkpoint::id));
        List<Observed> observed = new ArrayList<>();
        for (Percentile p : Percentile.values()) {
            Checkpoint at = sorted.get(p.rank(sorted.size()) - 1);
            observed.add(new Observed(p, at, figure.apply(at)));
        }
        return observed;
    }

    /** The percentile {@code p} of a list {@link #of} made; {@code null} when it is empty. */
    public static Observed at(List<Observed> observed, Percentile p) {
        for (Observed o : observed) {
            if (o.percentile() == p) {
                return o;
            }
        }
        return null;
    }
}
