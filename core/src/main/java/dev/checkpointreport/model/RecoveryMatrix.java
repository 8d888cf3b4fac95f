package dev.checkpointreport.model;

import java.util.List;

/**
 * Rows recomputed for every failure period but the first (which produces no rows) and every
 * interval: the lesson's saw-tooth.
 *
 * @param failurePeriods the 0-based period index of each row
 * @param recomputed {@code recomputed[row][column]}, columns in the configured interval order
 */
public record RecoveryMatrix(List<Interval> intervals, int[] failurePeriods, long[][] recomputed) {

    static RecoveryMatrix of(RowsByPeriod rows, List<Interval> intervals, int periodCount) {
        int[] failures = new int[periodCount - 1];
        long[][] cells = new long[failures.length][intervals.size()];
        for (int row = 0; row < failures.length; row++) {
            failures[row] = row + 1;
            for (int column = 0; column < intervals.size(); column++) {
                cells[row][column] = rows.recomputed(intervals.get(column), failures[row]);
            }
        }
        return new RecoveryMatrix(List.copyOf(intervals), failures, cells);
    }

    public long cell(int row, int column) {
        return recomputed[row][column];
    }

    public int rowCount() {
        return failurePeriods.length;
    }

    public int failurePeriod(int row) {
        return failurePeriods[row];
    }

    /** The largest value in the matrix, for shading. */
    public long max() {
        long max = 0;
        for (long[] row : recomputed) {
            for (long cell : row) {
                max = Math.max(max, cell);
            }
        }
        return max;
    }
}
