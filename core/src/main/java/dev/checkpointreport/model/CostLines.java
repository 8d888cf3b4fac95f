package dev.checkpointreport.model;

import java.math.BigInteger;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The lines {@code p × average + certain cost} of a cost table, and the exact order of the probabilities at
 * which line {@code i} crosses the others: {@code crossing(i, j) = (certain_j - certain_i) / (average_i -
 * average_j)}. {@link BestRanges} compares such crossings once per pair of intervals, 14,520 pairs at 121
 * intervals and three times that with the state-rows band, so they are compared without making a fraction.
 *
 * <p>The averages of one table share a small denominator (the failure periods), so the lines are kept as whole
 * numbers over it when they fit in 62 bits, and two crossings are compared by their cross products in 128-bit
 * arithmetic; the order is exact either way. A table whose numbers do not fit is compared in fractions.
 */
abstract class CostLines {
    private static final int WHOLE_BITS = 62;

    static CostLines of(List<IntervalCost> rows) {
        BigInteger common = BigInteger.ONE;
        for (IntervalCost row : rows) {
            BigInteger denominator = row.average().getDenominator().abs();
            common = common.divide(common.gcd(denominator)).multiply(denominator);
        }
        long[] slopes = new long[rows.size()];
        long[] offsets = new long[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            BigFraction average = rows.get(i).average();
            BigInteger slope = average.getNumerator().multiply(common).divide(average.getDenominator());
            long offset = rows.get(i).certainCost();
            if (slope.bitLength() > WHOLE_BITS || Math.abs(offset) >> WHOLE_BITS != 0 || common.bitLength() > WHOLE_BITS) {
                return new InFractions(rows);
            }
            slopes[i] = slope.longValue();
            offsets[i] = offset;
        }
        return new InWholeNumbers(slopes, offsets, common.longValue());
    }

    /** The sign of line {@code i}'s slope minus line {@code j}'s. */
    abstract int slopeSign(int i, int j);

    /** The sign of line {@code i}'s certain cost minus line {@code j}'s. */
    abstract int offsetSign(int i, int j);

    /** {@code crossing(i, j)} against {@code crossing(i, k)}; neither pair has equal slopes. */
    abstract int compare(int i, int j, int k);

    /** {@code crossing(i, j)} against the probability {@code end}, 0 or 1. */
    abstract int compareToEnd(int i, int j, int end);

    /** {@code crossing(i, j)} as a fraction, made once for each end of a range. */
    static BigFraction crossing(IntervalCost candidate, IntervalCost other) {
        BigFraction slope = candidate.average().subtract(other.average());
        return BigFraction.of(other.certainCost() - candidate.certainCost()).divide(slope);
    }

    /** The lines as whole numbers over a common denominator: nothing is allocated per comparison. */
    private static final class InWholeNumbers extends CostLines {
        private final long[] slopes;
        private final long[] offsets;
        private final long denominator;

        InWholeNumbers(long[] slopes, long[] offsets, long denominator) {
            this.slopes = slopes;
            this.offsets = offsets;
            this.denominator = denominator;
        }

        @Override
        int slopeSign(int i, int j) {
            return Long.signum(slopes[i] - slopes[j]);
        }

        @Override
        int offsetSign(int i, int j) {
            return Long.signum(offsets[i] - offsets[j]);
        }

        // crossing(i, j) = (offsets[j] - offsets[i]) × denominator / (slopes[i] - slopes[j]); the denominator is
        // positive and common to every crossing of line i, so it cancels when two of them are compared
        @Override
        int compare(int i, int j, int k) {
            long sj = slopes[i] - slopes[j];
            long sk = slopes[i] - slopes[k];
            int order = compareProducts(offsets[j] - offsets[i], sk, offsets[k] - offsets[i], sj);
            return Long.signum(sj) * Long.signum(sk) * order;
        }

        @Override
        int compareToEnd(int i, int j, int end) {
            long slope = slopes[i] - slopes[j];
            return Long.signum(slope) * compareProducts(offsets[j] - offsets[i], denominator, end, slope);
        }

        /** The sign of {@code a × b - c × d}, exactly: the products in 128 bits. */
        private static int compareProducts(long a, long b, long c, long d) {
            long high = Math.multiplyHigh(a, b);
            long otherHigh = Math.multiplyHigh(c, d);
            return high != otherHigh ? Long.compare(high, otherHigh) : Long.compareUnsigned(a * b, c * d);
        }
    }

    /** The lines as they are, in fractions, for a table whose numbers do not fit in whole numbers. */
    private static final class InFractions extends CostLines {
        private final List<IntervalCost> rows;

        InFractions(List<IntervalCost> rows) {
            this.rows = rows;
        }

        @Override
        int slopeSign(int i, int j) {
            return Fractions.compare(rows.get(i).average(), rows.get(j).average());
        }

        @Override
        int offsetSign(int i, int j) {
            return Long.compare(rows.get(i).certainCost(), rows.get(j).certainCost());
        }

        @Override
        int compare(int i, int j, int k) {
            return Fractions.compare(crossing(rows.get(i), rows.get(j)), crossing(rows.get(i), rows.get(k)));
        }

        @Override
        int compareToEnd(int i, int j, int end) {
            return Fractions.compare(crossing(rows.get(i), rows.get(j)), BigFraction.of(end));
        }
    }
}
