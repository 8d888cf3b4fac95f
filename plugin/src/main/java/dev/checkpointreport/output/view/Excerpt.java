package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.ExpectedCosts;
import dev.checkpointreport.model.Interval;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which rows and columns of a table the page shows. A table of at most {@link #MAX_CELLS} cells is shown
 * whole; a bigger one, such as the recovery matrix of 1,200 periods × 1,201 intervals, shows its first and
 * last {@link #EDGE} rows and columns and at most {@link #KEY_LIMIT} rows and columns a reader looks for
 * (the declared failure, the best intervals), and report.json keeps the whole table.
 *
 * @param rows the indexes of the rows shown, ascending
 * @param columns the indexes of the columns shown, ascending
 */
record Excerpt(List<Integer> rows, int rowCount, List<Integer> columns, int columnCount) {
    static final int MAX_CELLS = 20_000;
    static final int EDGE = 5;
    static final int KEY_LIMIT = 20;

    Excerpt {
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
    }

    private static Excerpt whole(int rowCount, int columnCount) {
        return new Excerpt(all(rowCount), rowCount, all(columnCount), columnCount);
    }

    /**
     * Whether a table this size is shown whole; a larger one shows its edges and the first {@link #KEY_LIMIT} key
     * rows and columns, and looks no further for keys.
     */
    private static boolean small(int rowCount, int columnCount) {
        return (long) rowCount * columnCount <= MAX_CELLS;
    }

    /** The recovery matrix: rows are failure periods 1..n-1, columns intervals; the declared failure is a key row. */
    static Excerpt ofMatrix(Analysis analysis) {
        int rowCount = analysis.matrix().rowCount();
        int columnCount = analysis.matrix().intervals().size();
        if (small(rowCount, columnCount)) {
            return whole(rowCount, columnCount);
        }
        return new Excerpt(pick(rowCount, List.of(analysis.scenario().failurePeriod() - 1)), rowCount,
                pick(columnCount, bestIntervals(analysis)), columnCount);
    }

    /** The probability table: the declared probability and each row where the best interval changes are keys. */
    static Excerpt ofProbabilities(Analysis analysis) {
        List<ExpectedCosts> rows = analysis.probabilities();
        int columnCount = analysis.costs().rows().size() + 1;
        if (small(rows.size(), columnCount)) {
            return whole(rows.size(), columnCount);
        }
        Decision decision = analysis.scenario().decision();
        List<Integer> flips = new ArrayList<>();
        for (int i = 0; i < rows.size() && flips.size() < KEY_LIMIT; i++) {
            if (i == 0 || !rows.get(i).best().equals(rows.get(i - 1).best())
                    || decision != null && !decision.worst()
                    && rows.get(i).probability().compareTo(decision.probability()) == 0) {
                flips.add(i);
            }
        }
        return new Excerpt(pick(rows.size(), flips), rows.size(), pick(columnCount, bestIntervals(analysis)),
                columnCount);
    }

    /** Indexes of the decided interval, the cheapest by each criterion and every interval that is ever the best. */
    private static List<Integer> bestIntervals(Analysis analysis) {
        List<Interval> intervals = analysis.bestRanges().intervals();
        Decision decision = analysis.scenario().decision();
        List<Integer> best = new ArrayList<>();
        if (decision != null) {
            best.add(intervals.indexOf(decision.interval()));
        }
        best.add(intervals.indexOf(analysis.costs().cheapestByWorst().interval()));
        best.add(intervals.indexOf(analysis.costs().cheapestByAverage().interval()));
        for (int i = 0; i < intervals.size(); i++) {
            if (analysis.bestRanges().ranges().get(i).isPresent()) {
                best.add(i);
            }
        }
        return best;
    }

    boolean whole() {
        return rows.size() == rowCount && columns.size() == columnCount;
    }

    /** {@code The page shows 13 of 1,199 failure periods and 16 of 1,201 intervals}, or an empty string. */
    String sentence(String rowName, String columnName) {
        if (whole()) {
            return "";
        }
        return "The page shows " + Numbers.count(rows.size()) + " of " + Numbers.count(rowCount) + " " + rowName
                + " and " + Numbers.count(columns.size()) + " of " + Numbers.count(columnCount) + " " + columnName
                + ": the first and last " + EDGE + " and those the findings name; "
                + Numbers.count((long) rowCount * columnCount - (long) rows.size() * columns.size())
                + " cells are left out.";
    }

    private static List<Integer> all(int count) {
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(i);
        }
        return all;
    }

    private static List<Integer> pick(int count, List<Integer> keys) {
        TreeSet<Integer> picked = new TreeSet<>();
        for (int i = 0; i < Math.min(EDGE, count); i++) {
            picked.add(i);
        }
        for (int i = Math.max(0, count - EDGE); i < count; i++) {
            picked.add(i);
        }
        Set<Integer> taken = new HashSet<>();
        for (int key : keys) {
            if (taken.size() == KEY_LIMIT) {
                break;
            }
            if (key >= 0 && key < count && taken.add(key)) {
                picked.add(key);
            }
        }
        return List.copyOf(picked);
    }
}
