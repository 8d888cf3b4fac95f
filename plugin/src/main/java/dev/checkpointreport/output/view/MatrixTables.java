package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.AtFailure;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.IntervalCost;
import dev.checkpointreport.model.RecoveryMatrix;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The lesson's first two tables: recovery at the declared failure period, then at every period. */
final class MatrixTables {
    private static final int LISTED = 6;

    private MatrixTables() {
    }

    static Table atFailure(CheckpointConfig config, Analysis analysis) {
        List<Row> rows = new ArrayList<>();
        for (AtFailure row : analysis.atFailure()) {
            rows.add(new Row(Numbers.interval(row.interval()), "",
                    List.of(Cell.number(Numbers.count(row.checkpoints())), Cell.number(Numbers.count(row.recomputed())))));
        }
        return new Table("at-failure", "Rows recomputed after a failure in " + PeriodParts.failure(config),
                atFailureFinding(config, analysis), "interval", List.of("checkpoints", "recomputed rows"), rows, "",
                List.of());
    }

    private static String atFailureFinding(CheckpointConfig config, Analysis analysis) {
        long fewest = Long.MAX_VALUE;
        String none = "";
        for (AtFailure row : analysis.atFailure()) {
            fewest = Math.min(fewest, row.recomputed());
            if (row.interval().isNone() && none.isEmpty()) {
                none = Numbers.count(row.recomputed()) + " rows with no checkpoint and ";
            }
        }
        List<String> at = new ArrayList<>();
        for (AtFailure row : analysis.atFailure()) {
            if (row.recomputed() == fewest) {
                at.add(Numbers.named(row.interval()));
            }
        }
        String finding = "A failure in " + PeriodParts.failure(config) + " recomputes " + none + Numbers.count(fewest)
                + " at the fewest, with " + Numbers.and(at, LISTED) + ".";
        return finding + halving(analysis).orElse("");
    }

    /** The lesson's surprise, when the data has it: halving an interval leaves the recovery as it was. */
    private static Optional<String> halving(Analysis analysis) {
        for (AtFailure longer : analysis.atFailure()) {
            Interval k = longer.interval();
            if (k.isNone() || k.periods() % 2 != 0 || longer.recomputed() == 0) {
                continue;
            }
            AtFailure half = at(analysis, Interval.every(k.periods() / 2));
            if (half != null && half.recomputed() == longer.recomputed()) {
                return Optional.of(" Halving interval " + k + " to " + half.interval()
                        + " does not lower it: both recompute " + Numbers.count(longer.recomputed()) + " rows.");
            }
        }
        return Optional.empty();
    }

    private static AtFailure at(Analysis analysis, Interval interval) {
        for (AtFailure row : analysis.atFailure()) {
            if (row.interval().equals(interval)) {
                return row;
            }
        }
        return null;
    }

    static Table matrix(CheckpointConfig config, Analysis analysis, Excerpt excerpt) {
        RecoveryMatrix matrix = analysis.matrix();
        MatrixShading shading = new MatrixShading(matrix.max());
        List<String> headers = new ArrayList<>();
        for (int column : excerpt.columns()) {
            headers.add(Numbers.interval(matrix.intervals().get(column)));
        }
        List<Row> rows = new ArrayList<>();
        for (int row : excerpt.rows()) {
            List<Cell> cells = new ArrayList<>();
            for (int column : excerpt.columns()) {
                long value = matrix.cell(row, column);
                cells.add(new Cell(Numbers.count(value), true, false, shading.level(value)));
            }
            int period = matrix.failurePeriod(row);
            rows.add(new Row(PeriodParts.shown(config, period), period == config.failurePeriodIndex() ? "failure" : "", cells,
                    PeriodParts.title(config, period)));
        }
        String finding = sawTooth(config, analysis)
                + " The row of the declared failure, " + PeriodParts.failure(config) + ", is marked.";
        return new Table("matrix", "Rows recomputed by failure period (rows) and interval (columns)", finding,
                "failure", headers, rows, "The stronger the shading, the more rows recomputed.", shading.legend())
                .excerpted(excerpt.sentence("failure periods", "intervals"));
    }

    /** One interval's best and worst failure period, which a reader sees as the saw-tooth. */
    private static String sawTooth(CheckpointConfig config, Analysis analysis) {
        RecoveryMatrix matrix = analysis.matrix();
        for (int column = 0; column < matrix.intervals().size(); column++) {
            IntervalCost cost = analysis.costs().rows().get(column);
            if (matrix.intervals().get(column).isNone() || cost.worst() == 0) {
                continue;
            }
            for (int row = 0; row < matrix.rowCount(); row++) {
                if (matrix.cell(row, column) == 0) {
                    return "Interval " + cost.interval() + " recomputes 0 rows when the failure lands on a checkpoint, in "
                            + PeriodParts.shown(config, matrix.failurePeriod(row)) + ", and " + Numbers.count(cost.worst())
                            + " in " + PeriodParts.shown(config, cost.worstPeriod()) + ": the distance to the last checkpoint"
                            + " decides, not the interval alone.";
                }
            }
        }
        return "The most any interval recomputes is " + Numbers.count(matrix.max()) + " rows.";
    }
}
