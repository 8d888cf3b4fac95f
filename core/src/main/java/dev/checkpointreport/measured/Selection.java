package dev.checkpointreport.measured;

import java.util.Arrays;

/**
 * The k-th smallest of many longs without sorting them all: a day's percentiles among its durations, and the
 * ranks of a Theil–Sen fit among its slopes.
 */
final class Selection {
    private Selection() {
    }

    /**
     * The value a sort of {@code values[0, size)} would put at {@code k}, put there, those before it no larger and
     * those after no smaller: Hoare's selection, around the median of three, with the values equal to it kept
     * together (durations repeat). Past twice the rounds an even split takes, what is left is sorted, so that no
     * order of the values makes it quadratic.
     */
    static long select(long[] values, int size, int k) {
        int low = 0;
        int high = size - 1;
        for (int rounds = 2 * (32 - Integer.numberOfLeadingZeros(size)) + 4; low < high; rounds--) {
            if (rounds == 0) {
                Arrays.sort(values, low, high + 1);
                break;
            }
            long bounds = partition(values, low, high, median(values[low], values[(low + high) >>> 1], values[high]));
            int less = (int) (bounds >>> 32);
            int more = (int) bounds;
            if (k < less) {
                high = less - 1;
            } else if (k > more) {
                low = more + 1;
            } else {
                break;
            }
        }
        return values[k];
    }

    /**
     * Puts {@code values[low, high]} in three parts, below, equal to and above {@code pivot}, and gives the first index
     * of the equal part in the high half of a long and its last in the low half. A method of its own, called once a
     * round, so that the JIT compiles it after a few days of a history.
     */
    private static long partition(long[] values, int low, int high, long pivot) {
        int less = low;
        int more = high;
        for (int i = low; i <= more;) {
            long value = values[i];
            if (value < pivot) {
                values[i++] = values[less];
                values[less++] = value;
            } else if (value > pivot) {
                values[i] = values[more];
                values[more--] = value;
            } else {
                i++;
            }
        }
        return (long) less << 32 | more & 0xFFFF_FFFFL;
    }

    private static long median(long a, long b, long c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }
}
