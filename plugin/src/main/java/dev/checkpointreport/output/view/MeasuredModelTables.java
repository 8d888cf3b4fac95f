package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.timing.AnalyticOptimum;
import dev.checkpointreport.timing.Sizes;
import dev.checkpointreport.timing.StatePoint;
import java.util.ArrayList;
import java.util.List;

/** The model beside the measurement: predicted against measured, the write rate, and the optimum recomputed. */
final class MeasuredModelTables {

    /** The optimum table's rows, in the order {@link #figure} reads them. */
    private static final List<String> FIGURES = List.of("δ, the snapshot", "M, the MTBF", "Young (1974), √(2δM)",
            "Daly (2006), eq. 37", "exact, M·[1 + W₀(−e^−(δ/M+1))]");

    private MeasuredModelTables() {
    }

    /**
     * The table; {@code checks} are the verdict's measured checks, the snapshot time's and the state size's, or
     * none without a tolerance: the verdict column reads them and never judges again.
     */
    static Table model(ModelComparison comparison, List<Check> checks) {
        String at = comparison.percentile().id();
        List<Row> rows = new ArrayList<>();
        rows.add(row("snapshot time", comparison.snapshot(), checks.isEmpty() ? null : checks.get(0),
                Numbers.seconds(comparison.snapshot().measured().doubleValue()),
                Numbers.seconds(comparison.snapshot().predicted().doubleValue())));
        rows.add(row("state size", comparison.state(), checks.isEmpty() ? null : checks.get(1),
                Sizes.format(comparison.state().measured().longValue()),
                Sizes.format(comparison.state().predicted().longValue())));
        MeasuredStatistics.Skew subtasks = comparison.perSubtask();
        StatePoint worker = comparison.prediction().busiest();
        if (subtasks != null && worker != null && subtasks.largestIndex() >= 0) {
            rows.add(new Row("busiest worker's state", "", List.of(
                    Cell.number("subtask " + subtasks.largestIndex() + ": " + Sizes.format(subtasks.largest())
                            + " (#" + subtasks.state().checkpoint() + ")"),
                    Cell.number("worker " + worker.busiestWorker() + ": " + Sizes.format(worker.busiestBytes())),
                    Cell.number(worker.busiestBytes() == 0 ? "—"
                            : Numbers.significant((double) subtasks.largest() / worker.busiestBytes(), 3)),
                    new Cell("not judged", false, false, 0))));
        }
        rows.add(new Row("write rate", "", List.of(
                Cell.number(comparison.impliedWriteRate() == null ? "— (0 ms)"
                        : Numbers.significant(comparison.impliedWriteRate(), 3) + " B/s (#" + comparison.written().id()
                        + ")"),
                Cell.number(Numbers.significant(comparison.declaredWriteRate(), 3) + " B/s"),
                Cell.number(comparison.impliedWriteRate() == null ? "—"
                        : Numbers.significant(comparison.impliedWriteRate() / comparison.declaredWriteRate(), 3)),
                Cell.number("not judged"))));
        List<String> failed = new ArrayList<>();
        for (Check check : checks) {
            if (!check.passed()) {
                failed.add(check.text());
            }
        }
        String finding = checks.isEmpty()
                ? "The model beside the " + at + " of the measured checkpoints; without measured.tolerance the gate "
                + "does not judge it."
                : failed.isEmpty()
                ? "Within the tolerance: the model underestimates neither the " + at + " snapshot time nor the " + at
                + " state size by more than " + Numbers.share(Fractions.of(comparison.tolerance())) + "."
                : "Beyond the tolerance: " + String.join(" ", failed);
        return new Table("measured-model", "The model beside the measured " + at, finding, "at " + at,
                List.of("measured", "predicted", "measured / predicted", "verdict"), rows,
                "Predicted: the longest snapshot of " + Numbers.named(comparison.prediction().interval())
                        + " and the whole job's largest state. The write rate measured is what the " + at
                        + " checkpoint wrote (checkpointed_size) over its duration, for the whole job; the "
                        + "declared one is storage.writeRate × " + comparison.prediction().workers() + " workers"
                        + (comparison.matchingWriteRate() == null ? "." : ": storage.writeRate: "
                        + comparison.matchingWriteRate() + " would match the measured one.")
                        + busiest(comparison), List.of());
    }

    /** The key's sentence on the busiest worker's row: which state it sets beside which, and whether they agree. */
    private static String busiest(ModelComparison comparison) {
        MeasuredStatistics.Skew subtasks = comparison.perSubtask();
        StatePoint worker = comparison.prediction().busiest();
        if (subtasks == null || worker == null || subtasks.largestIndex() < 0) {
            return "";
        }
        String operator = subtasks.state().operator() != null ? subtasks.state().operator() : subtasks.state().vertex();
        int parallelism = subtasks.state().subtasks().size();
        int workers = comparison.prediction().workers();
        return " Busiest worker: the model's worker with the most state where the job's state is largest, beside "
                + operator + "'s subtask with the most state at #" + subtasks.state().checkpoint() + ", the newest "
                + "checkpoint with subtasks saved; with source.partitioner: flink the model places the keys as Flink "
                + "does, so the two name one index: here " + (worker.busiestWorker() == subtasks.largestIndex()
                ? "they do (" + worker.busiestWorker() + ")" : "they do not (worker " + worker.busiestWorker()
                + ", subtask " + subtasks.largestIndex() + ")")
                + (workers == parallelism ? "." : ", and the model counts " + workers + " workers where Flink ran "
                + parallelism + " subtasks.");
    }

    private static Row row(String what, MeasuredFigure judged, Check check, String measured, String predicted) {
        Double ratio = judged.ratio();
        boolean beyond = check != null && !check.passed();
        String verdict = check == null ? "not judged" : beyond ? "beyond" : "within";
        return new Row(what, beyond ? "beyond" : "", List.of(
                Cell.number(measured + " (#" + judged.checkpoint().id() + ")"), Cell.number(predicted),
                Cell.number(ratio == null ? "—" : Numbers.significant(ratio, 3)),
                new Cell(verdict, false, beyond, 0)));
    }

    static Table optimum(ModelComparison comparison) {
        AnalyticOptimum measured = comparison.optimum();
        AnalyticOptimum declared = comparison.prediction().declared();
        if (measured == null && declared == null) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        for (int figure = 0; figure < FIGURES.size(); figure++) {
            rows.add(row(FIGURES.get(figure), measured, declared, figure));
        }
        String m = comparison.measuredMtbf() ? "the measured MTBF" : "the declared failure.mtbf, since no failure was "
                + "measured";
        return new Table("measured-optimum", "The analytic optimum from the measurements",
                measured == null ? "No optimum from the measurements: no MTBF is known (no failure measured and no "
                        + "failure.mtbf), or the " + comparison.percentile().id() + " checkpoint took 0 ms."
                        : "From the " + comparison.percentile().id() + " of the measured durations as δ and " + m
                        + " as M, the exact optimum interval is " + Numbers.seconds(measured.exact()) + nearest(comparison)
                        + ".",
                "by", List.of("from the measurements", "from the declared values"), rows,
                "The declared δ is the longest snapshot the model predicts for any interval; M is failure.mtbf.",
                List.of());
    }

    /** The scenario's interval nearest the measured optimum, which counts periods, in the finding's words. */
    private static String nearest(ModelComparison comparison) {
        Interval nearest = comparison.nearestInterval();
        return nearest == null || nearest.isNone() ? "" : ": of the scenario's intervals, " + Numbers.named(nearest)
                + " (" + Numbers.seconds(nearest.periods() * comparison.prediction().periodLength().doubleValue())
                + ") is nearest";
    }

    private static Row row(String what, AnalyticOptimum measured, AnalyticOptimum declared, int figure) {
        return new Row(what, "", List.of(
                Cell.number(measured == null ? "—" : Numbers.seconds(figure(measured, figure))),
                Cell.number(declared == null ? "— (no failure.mtbf)" : Numbers.seconds(figure(declared, figure)))));
    }

    /** The figure at {@code index} of {@link #FIGURES}. */
    private static double figure(AnalyticOptimum optimum, int index) {
        return switch (index) {
            case 0 -> optimum.snapshot();
            case 1 -> optimum.mtbf();
            case 2 -> optimum.young();
            case 3 -> optimum.daly();
            default -> optimum.exact();
        };
    }
}
