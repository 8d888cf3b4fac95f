package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Judged;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.AnalyticOptimum;
import java.util.ArrayList;
import java.util.List;

/** The model beside the measurement: predicted against measured, the write rate, and the optimum recomputed. */
final class MeasuredModelTables {

    private MeasuredModelTables() {
    }

    static Table model(ModelComparison comparison) {
        String at = comparison.percentile().id();
        List<Row> rows = new ArrayList<>();
        rows.add(row("snapshot time", comparison.snapshot(),
                Numbers.seconds(comparison.snapshot().measured().doubleValue()),
                Numbers.seconds(comparison.snapshot().predicted().doubleValue())));
        rows.add(row("state size", comparison.state(), Numbers.bytes(comparison.state().measured().longValue()),
                Numbers.bytes(comparison.state().predicted().longValue())));
        rows.add(new Row("write rate", "", List.of(
                Cell.number(comparison.impliedWriteRate() == null ? "— (0 ms)"
                        : Numbers.significant(comparison.impliedWriteRate(), 3) + " B/s (#" + comparison.written().id()
                        + ")"),
                Cell.number(Numbers.significant(comparison.declaredWriteRate(), 3) + " B/s"),
                Cell.number(comparison.impliedWriteRate() == null ? "—"
                        : Numbers.significant(comparison.impliedWriteRate() / comparison.declaredWriteRate(), 3)),
                Cell.number("not judged"))));
        String finding = comparison.tolerance() == null
                ? "The model beside the " + at + " of the measured checkpoints; without measured.tolerance the gate "
                + "does not judge it."
                : comparison.failures().isEmpty()
                ? "Within the tolerance: the model underestimates neither the " + at + " snapshot time nor the " + at
                + " state size by more than " + Numbers.share(dev.checkpointreport.model.Fractions.of(comparison.tolerance())) + "."
                : "Beyond the tolerance: " + comparison.failures().get(0).text();
        return new Table("measured-model", "The model beside the measured " + at, finding, "at " + at,
                List.of("measured", "predicted", "measured / predicted", "verdict"), rows,
                "Predicted: the longest snapshot of " + Numbers.named(comparison.prediction().interval())
                        + " and the whole job's largest state. The write rate measured is what the " + at
                        + " checkpoint wrote (checkpointed_size) over its duration, for the whole job; the "
                        + "declared one is storage.writeRate × " + comparison.prediction().workers() + " workers.",
                List.of());
    }

    private static Row row(String what, Judged judged, String measured, String predicted) {
        Double ratio = judged.ratio();
        String verdict = judged.passed() == null ? "not judged" : judged.passed() ? "within" : "beyond";
        return new Row(what, judged.passed() == Boolean.FALSE ? "beyond" : "", List.of(
                Cell.number(measured + " (#" + judged.checkpoint().id() + ")"), Cell.number(predicted),
                Cell.number(ratio == null ? "—" : Numbers.significant(ratio, 3)),
                new Cell(verdict, false, judged.passed() == Boolean.FALSE, 0)));
    }

    static Table optimum(ModelComparison comparison) {
        AnalyticOptimum measured = comparison.optimum();
        AnalyticOptimum declared = comparison.prediction().declared();
        if (measured == null && declared == null) {
            return null;
        }
        List<Row> rows = List.of(
                row("δ, the snapshot", measured, declared, AnalyticOptimum::snapshot),
                row("M, the MTBF", measured, declared, AnalyticOptimum::mtbf),
                row("Young (1974), √(2δM)", measured, declared, AnalyticOptimum::young),
                row("Daly (2006), eq. 37", measured, declared, AnalyticOptimum::daly),
                row("exact, M·[1 + W₀(−e^−(δ/M+1))]", measured, declared, AnalyticOptimum::exact));
        String m = comparison.measuredMtbf() ? "the measured MTBF" : "the declared failure.mtbf, since no failure was "
                + "measured";
        return new Table("measured-optimum", "The analytic optimum from the measurements",
                measured == null ? "No optimum from the measurements: no MTBF is known (no failure measured and no "
                        + "failure.mtbf), or the " + comparison.percentile().id() + " checkpoint took 0 ms."
                        : "From the " + comparison.percentile().id() + " of the measured durations as δ and " + m
                        + " as M, the exact optimum interval is " + Numbers.seconds(measured.exact()) + ".",
                "by", List.of("from the measurements", "from the declared values"), rows,
                "The declared δ is the longest snapshot the model predicts for any interval; M is failure.mtbf.",
                List.of());
    }

    private static Row row(String what, AnalyticOptimum measured, AnalyticOptimum declared,
                           java.util.function.ToDoubleFunction<AnalyticOptimum> figure) {
        return new Row(what, "", List.of(
                Cell.number(measured == null ? "—" : Numbers.seconds(figure.applyAsDouble(measured))),
                Cell.number(declared == null ? "— (no failure.mtbf)" : Numbers.seconds(figure.applyAsDouble(declared)))));
    }
}
