package dev.checkpointreport.measured;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The Theil–Sen line of points with distinct whole x (days) and whole y (milliseconds, bytes), in exact fractions,
 * and Sen's 90 % interval of its slope from the variance of Kendall's S.
 *
 * <p>The slope is the median of the N slopes between every two points (the mean of the two middle ones when N is
 * even); each line passes through the median of {@code y − slope·x}, Theil's intercept, so the interval's lines
 * pivot on the data rather than on day 0. Sen's interval: with {@code C = z·√Var(S)}, z the standard normal's 95th
 * percentile and {@code Var(S) = (n(n−1)(2n+5) − Σ t(t−1)(2t+5)) / 18} over the groups of t equal y, the lower
 * slope is the one at rank ⌊(N − C)/2⌋ and the upper at rank N + 1 minus that, counted from 1 in ascending order
 * and kept within 1..N (Gilbert, <i>Statistical Methods for Environmental Pollution Monitoring</i>, 16.5). The
 * ranks are the only figures computed in doubles.
 *
 * @param line the median slope's line
 * @param low the line of the interval's lower slope
 * @param high the line of its upper slope
 * @param kendallS Kendall's S, the concordant pairs less the discordant ones
 * @param points how many points were fitted
 */
public record TheilSen(Line line, Line low, Line high, long kendallS, int points) {
    /** The standard normal's 95th percentile, for a two-sided 90 % interval. */
    static final double Z_95 = 1.6448536269514722;
    /** The low bits of a sort key that hold a slope's index. */
    private static final long INDEX = (1L << 17) - 1;

    /**
     * A straight line {@code y = intercept + slope·x}.
     *
     * @param slope y per unit of x
     */
    public record Line(BigFraction slope, BigFraction intercept) {
        /** Its value at {@code x}. */
        public BigFraction at(long x) {
            return intercept.add(slope.multiply(x));
        }
    }

    /**
     * The fit of {@code y} at {@code x}, both as many, x increasing, at least two points, y within ±2^62 (a
     * history's figures are at most 2^53).
     */
    public static TheilSen fit(long[] x, long[] y) {
        return Slopes.of(x, y).fit();
    }

    /**
     * Every two points' slope of a series, before a fit is made of them: a test for a step needs only their median
     * ({@link Trend}), and a fit that a step then replaces never needs Sen's interval. Each slope is kept as its rise
     * and run, two longs; only the slopes at Sen's ranks and the median are found ({@link Ranked}), and only they
     * become fractions.
     */
    static final class Slopes {
        private final long[] x;
        private final long[] y;
        private final Ranked ranked;
        private final long kendallS;
        private BigFraction median;
        private BigInteger[] rests;

        private Slopes(long[] x, long[] y, Ranked ranked, long kendallS) {
            this.x = x;
            this.y = y;
            this.ranked = ranked;
            this.kendallS = kendallS;
        }

        /** The slopes of {@code y} at {@code x}, as {@link TheilSen#fit} takes them. */
        static Slopes of(long[] x, long[] y) {
            int n = x.length;
            long[] rises = new long[n * (n - 1) / 2];
            long[] runs = new long[rises.length];
            int k = 0;
            long s = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    rises[k] = Math.subtractExact(y[j], y[i]);
                    runs[k++] = x[j] - x[i];
                    s += Long.signum(Long.compare(y[j], y[i]));
                }
            }
            return new Slopes(x, y, new Ranked(rises, runs), s);
        }

        /** The median slope: the middle one, or the mean of the two middle ones when their count is even. */
        BigFraction median() {
            if (median == null) {
                int count = ranked.keys.length;
                median = count % 2 == 1 ? ranked.at(count / 2)
                        : ranked.at(count / 2 - 1).add(ranked.at(count / 2)).divide(2);
            }
            return median;
        }

        /**
         * What the median's line leaves, {@link #rests} of the median slope: the step test reads them, and the fit
         * kept takes its intercept from a sorted copy rather than working them out again.
         */
        BigInteger[] rests() {
            if (rests == null) {
                rests = TheilSen.rests(x, y, median());
            }
            return rests;
        }

        /** The fit: the median's line and the lines of Sen's 90 % interval. */
        TheilSen fit() {
            int count = ranked.keys.length;
            double c = Z_95 * Math.sqrt(varianceOfS(y));
            int lowRank = (int) Math.min(count, Math.max(1, Math.floor((count - c) / 2)));
            int highRank = count + 1 - lowRank;
            return new TheilSen(line(median(), rests().clone()), line(x, y, ranked.at(lowRank - 1)),
                    line(x, y, ranked.at(highRank - 1)), kendallS, x.length);
        }
    }

    private static BigFraction slope(long[] rises, long[] runs, int k) {
        return BigFraction.of(BigInteger.valueOf(rises[k]), BigInteger.valueOf(runs[k]));
    }

    /**
     * The slopes {@code rises[i] / runs[i]} (each run above 0), read by their rank in exact ascending order. Each is
     * keyed by its double's bits, made to count up as the doubles do, with its index in the low bits (at most
     * {@link Trend#MAX_DAYS} days are 66,795 slopes, under 2^17).
     *
     * <p>With every rise within ±2^53 a rise is its own double and the quotient is rounded once, so a slope whose
     * key, less the index's bits, is below another's is below it exactly too. A rank is then found by selection
     * among the keys, and exactly only among the slopes whose keys, less those bits, are the one found: almost
     * always that slope alone, and every slope when the history is a straight line or level. A larger rise sorts
     * them all instead: by their keys, then by a pass of insertions in exact comparison, which moves only those too
     * close to tell apart.
     */
    private static final class Ranked {
        /** The most slopes too close to tell apart by their doubles that are ordered by insertion, not merged. */
        private static final int BAND = 64;
        private static final long EXACT = 1L << 53;

        private final long[] rises;
        private final long[] runs;
        private final long[] keys;
        private final Exact exact = new Exact();
        private boolean sorted;
        /** The last band ordered, its slopes in exact order, and how many slopes are below it: ranks share a band. */
        private long band;
        private Integer[] close;
        private int below;

        /** The exact order of two slopes by their indexes. */
        private final class Exact implements Comparator<Integer> {
            @Override
            public int compare(Integer i, Integer j) {
                return TheilSen.compare(rises[i], runs[i], rises[j], runs[j]);
            }
        }

        Ranked(long[] rises, long[] runs) {
            this.rises = rises;
            this.runs = runs;
            keys = new long[rises.length];
            boolean exact = true;
            for (int k = 0; k < keys.length; k++) {
                exact &= -EXACT <= rises[k] && rises[k] <= EXACT;
                keys[k] = key(k);
            }
            if (!exact) {
                sort();
            }
        }

        /** The slope at rank {@code k}, counted from 0. */
        BigFraction at(int k) {
            if (sorted) {
                return slope(rises, runs, k);
            }
            long of = Selection.select(keys, keys.length, k) & ~INDEX;
            if (close == null || of != band) {
                order(of);
            }
            return slope(rises, runs, close[k - below]);
        }

        /** Orders exactly the slopes whose keys, less the index's bits, are {@code of}, and counts those below. */
        private void order(long of) {
            band = of;
            below = 0;
            int same = 0;
            for (long key : keys) {
                long masked = key & ~INDEX;
                if (masked < band) {
                    below++;
                } else if (masked == band) {
                    same++;
                }
            }
            close = new Integer[same];
            same = 0;
            for (long key : keys) {
                if ((key & ~INDEX) == band) {
                    close[same++] = (int) (key & INDEX);
                }
            }
            // a rank in the band is the slope at its place here, after those below
            if (same <= BAND) {
                for (int i = 1; i < same; i++) {
                    Integer index = close[i];
                    int j = i - 1;
                    for (; j >= 0 && exact.compare(index, close[j]) < 0; j--) {
                        close[j + 1] = close[j];
                    }
                    close[j + 1] = index;
                }
            } else {
                Arrays.sort(close, exact);
            }
        }

        /** The sort key of the slope at {@code k}: its double's bits, counting up as the doubles do, and k. */
        private long key(int k) {
            long bits = Double.doubleToRawLongBits((double) rises[k] / runs[k]);
            long ordered = bits ^ (bits >> 63 & Long.MAX_VALUE); // a negative double's bits count down
            return ordered & ~INDEX | k;
        }

        /** Sorts every slope in exact ascending order, rises and runs alike. */
        private void sort() {
            for (int k = 0; k < keys.length; k++) {
                keys[k] = key(k);
            }
            Arrays.sort(keys);
            long[] unsortedRises = rises.clone();
            long[] unsortedRuns = runs.clone();
            for (int i = 0; i < keys.length; i++) {
                int k = (int) (keys[i] & INDEX);
                rises[i] = unsortedRises[k];
                runs[i] = unsortedRuns[k];
            }
            for (int i = 1; i < rises.length; i++) {
                long rise = rises[i];
                long run = runs[i];
                int j = i - 1;
                for (; j >= 0 && TheilSen.compare(rises[j], runs[j], rise, run) > 0; j--) {
                    rises[j + 1] = rises[j];
                    runs[j + 1] = runs[j];
                }
                rises[j + 1] = rise;
                runs[j + 1] = run;
            }
            sorted = true;
        }
    }

    /** The exact order of {@code a/b} and {@code c/d}, b and d above 0: of a·d and c·b, in 128 bits. */
    static int compare(long a, long b, long c, long d) {
        long high = Math.multiplyHigh(a, d);
        long otherHigh = Math.multiplyHigh(c, b);
        return high != otherHigh ? Long.compare(high, otherHigh) : Long.compareUnsigned(a * d, c * b);
    }

    /** Var(S) of Kendall's S, less the ties among {@code y}. */
    static double varianceOfS(long[] y) {
        long n = y.length;
        double variance = n * (n - 1) * (2 * n + 5);
        long[] sorted = y.clone();
        Arrays.sort(sorted);
        int i = 0;
        while (i < sorted.length) {
            int j = i;
            while (j < sorted.length && sorted[j] == sorted[i]) {
                j++;
            }
            long t = j - i;
            variance -= t * (t - 1) * (2 * t + 5);
            i = j;
        }
        return variance / 18;
    }

    /**
     * The line of {@code slope} through the median of {@code y − slope·x}, the median of {@link #rests}' numerators
     * over their denominator.
     */
    static Line line(long[] x, long[] y, BigFraction slope) {
        return line(slope, rests(x, y, slope));
    }

    /** The line of {@code slope} through the median of {@code numerators}, its {@link #rests}, which it sorts. */
    private static Line line(BigFraction slope, BigInteger[] numerators) {
        BigInteger q = slope.getDenominator().abs();
        Arrays.sort(numerators);
        int n = numerators.length;
        BigFraction intercept = n % 2 == 1 ? BigFraction.of(numerators[n / 2], q)
                : BigFraction.of(numerators[n / 2 - 1].add(numerators[n / 2]), q.shiftLeft(1));
        return new Line(slope, intercept);
    }

    /**
     * The numerators of {@code y − slope·x} over one positive denominator: with the slope {@code p/q}, q above 0,
     * each is {@code y·q − p·x}, a whole number, in the rests' order. A line's intercept and Pettitt's test of what
     * a line leaves need only that order, and not a fraction reduced by a GCD for each point.
     */
    static BigInteger[] rests(long[] x, long[] y, BigFraction slope) {
        BigInteger p = slope.getNumerator();
        BigInteger q = slope.getDenominator();
        if (q.signum() < 0) {
            p = p.negate();
            q = q.negate();
        }
        BigInteger[] numerators = new BigInteger[x.length];
        for (int i = 0; i < x.length; i++) {
            numerators[i] = BigInteger.valueOf(y[i]).multiply(q).subtract(p.multiply(BigInteger.valueOf(x[i])));
        }
        return numerators;
    }
}
