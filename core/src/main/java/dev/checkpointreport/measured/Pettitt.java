package dev.checkpointreport.measured;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Pettitt's test for one change in a series' level: {@code U_t = Σ_{i≤t} Σ_{j>t} sgn(x_j − x_i)}, the change after
 * the point t whose |U_t| is largest (the first of equals), and its approximate significance
 * {@code p = 2·exp(−6K²/(n³ + n²))} (Pettitt 1979). The signs compare exact values (the rests of a line, as whole
 * numerators over one denominator), so equal values are a tie; only p is a double.
 *
 * @param last the 0-based index of the last point before the change
 * @param k the largest |U_t|
 * @param p the approximate probability of so large a K in a series with no change
 */
public record Pettitt(int last, long k, double p) {
    /** The significance a change must reach to be taken for a step. */
    public static final double SIGNIFICANCE = 0.05;

    /**
     * The test of {@code values} in {@code order}, at least two. The values are ranked once (equal ones alike), and
     * the n² signs compare ranks: the same signs, without a comparison of the values for each.
     */
    static <T> Pettitt of(T[] values, Comparator<? super T> order) {
        int n = values.length;
        int[] rank = ranks(values, order);
        long u = 0;
        long best = -1;
        int at = 0;
        for (int t = 0; t < n - 1; t++) {
            // U_t = U_{t−1} + Σ_j sgn(x_t − x_j) over every j
            for (int j = 0; j < n; j++) {
                u += Integer.compare(rank[t], rank[j]);
            }
            if (Math.abs(u) > best) {
                best = Math.abs(u);
                at = t;
            }
        }
        double size = (double) n * n * n + (double) n * n;
        return new Pettitt(at, best, Math.min(1, 2 * Math.exp(-6.0 * best * best / size)));
    }

    /** Each value's place among the distinct values, in ascending order. */
    private static <T> int[] ranks(T[] values, Comparator<? super T> order) {
        T[] sorted = values.clone();
        Arrays.sort(sorted, order);
        int distinct = 0;
        for (T value : sorted) {
            if (distinct == 0 || order.compare(value, sorted[distinct - 1]) != 0) {
                sorted[distinct++] = value;
            }
        }
        int[] rank = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            rank[i] = Arrays.binarySearch(sorted, 0, distinct, values[i], order);
        }
        return rank;
    }

    /** Whether the change is significant at {@link #SIGNIFICANCE}. */
    public boolean significant() {
        return p <= SIGNIFICANCE;
    }
}
