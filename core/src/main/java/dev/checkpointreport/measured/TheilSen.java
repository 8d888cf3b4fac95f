package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
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

    /** The fit of {@code y} at {@code x}, both as many, x increasing, at least two points. */
    public static TheilSen fit(long[] x, long[] y) {
        int n = x.length;
        BigFraction[] slopes = new BigFraction[n * (n - 1) / 2];
        int k = 0;
        long s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                slopes[k++] = BigFraction.of(BigInteger.valueOf(y[j]).subtract(BigInteger.valueOf(y[i])),
                        BigInteger.valueOf(x[j] - x[i]));
                s += Long.signum(Long.compare(y[j], y[i]));
            }
        }
        Arrays.sort(slopes, Fractions.ORDER);
        int count = slopes.length;
        BigFraction median = count % 2 == 1 ? slopes[count / 2]
                : slopes[count / 2 - 1].add(slopes[count / 2]).divide(2);
        double c = Z_95 * Math.sqrt(varianceOfS(y));
        int lowRank = (int) Math.min(count, Math.max(1, Math.floor((count - c) / 2)));
        int highRank = count + 1 - lowRank;
        return new TheilSen(line(x, y, median), line(x, y, slopes[lowRank - 1]), line(x, y, slopes[highRank - 1]),
                s, n);
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

    /** The line of {@code slope} through the median of {@code y − slope·x}. */
    static Line line(long[] x, long[] y, BigFraction slope) {
        List<BigFraction> rests = new ArrayList<>(x.length);
        for (int i = 0; i < x.length; i++) {
            rests.add(BigFraction.of(y[i]).subtract(slope.multiply(x[i])));
        }
        rests.sort(Fractions.ORDER);
        int n = rests.size();
        BigFraction intercept = n % 2 == 1 ? rests.get(n / 2) : rests.get(n / 2 - 1).add(rests.get(n / 2)).divide(2);
        return new Line(slope, intercept);
    }
}
