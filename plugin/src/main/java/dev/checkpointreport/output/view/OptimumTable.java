package dev.checkpointreport.output.view;

import dev.checkpointreport.model.Interval;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.AnalyticOptimum;
import dev.checkpointreport.timing.CheckpointOptimum;
import java.util.List;

/**
 * The analytic optimum beside the discrete model's best interval, in wall time and in periods, with the
 * sentence that says whether they agree and why they differ.
 */
final class OptimumTable {

    private OptimumTable() {
    }

    static Table of(CheckpointOptimum optimum, long stateRows) {
        AnalyticOptimum analytic = optimum.optimum();
        double period = optimum.periodLength();
        String p = probability(optimum);
        List<Row> rows = List.of(
                row("Young (1974), √(2δM)", analytic.young(), period, false),
                row("Daly (2006), eq. 37", analytic.daly(), period, false),
                row("exact, M·[1 + W₀(−e^−(δ/M+1))]", analytic.exact(), period, false),
                row("listed interval nearest the exact", optimum.nearest(), optimum, false),
                row("discrete model's best at p = " + p, optimum.best(), optimum, true));
        return new Table("optimum", "The analytic optimum beside the discrete model's best interval",
                finding(optimum, stateRows), "by", List.of("interval", "periods"), rows,
                "δ = " + Numbers.seconds(analytic.snapshot()) + ", the longest snapshot of any interval; M = "
                        + Numbers.seconds(analytic.mtbf()) + ", the mean time between failures; p = 1 − e^(−T/M) = " + p
                        + " per period of T = " + Numbers.seconds(period) + ".",
                List.of());
    }

    private static Row row(String method, double seconds, double period, boolean picked) {
        return new Row(method, "", List.of(new Cell(Numbers.seconds(seconds), true, picked, 0),
                new Cell(Numbers.significant(seconds / period, 3), true, picked, 0)));
    }

    private static Row row(String method, Interval interval, CheckpointOptimum optimum, boolean picked) {
        return new Row(method, "", List.of(new Cell(Numbers.named(interval) + wallTime(optimum, interval), true,
                picked, 0),
                new Cell(interval.isNone() ? "none" : Numbers.interval(interval), true, picked, 0)));
    }

    /** The MTBF's per-period failure probability to three significant digits: {@code 0.0165}. */
    static String probability(CheckpointOptimum optimum) {
        return Numbers.significant(optimum.probability().doubleValue(), 3);
    }

    /** Whether the two agree, and why they differ: what each of them counts. */
    static String finding(CheckpointOptimum optimum, long stateRows) {
        AnalyticOptimum analytic = optimum.optimum();
        String exact = Numbers.seconds(analytic.exact());
        String nearest = Numbers.named(optimum.nearest()) + wallTime(optimum, optimum.nearest());
        String at = "at p = " + probability(optimum) + " per period, which an MTBF of "
                + Numbers.seconds(analytic.mtbf()) + " implies, ";
        if (optimum.agree()) {
            return "They agree: " + at + "the discrete model picks " + nearest
                    + ", the listed interval nearest the exact optimum of " + exact + ".";
        }
        return "They differ: the exact optimum, " + exact + ", is nearest " + nearest + ", but " + at
                + "the discrete model picks " + Numbers.named(optimum.best()) + wallTime(optimum, optimum.best())
                + ", because it charges each checkpoint " + stateRows + " rows whatever its snapshot takes and counts "
                + "the rows a failure recomputes, while the analytic optimum trades the "
                + Numbers.seconds(analytic.snapshot()) + " a snapshot takes against the work a failure loses at that "
                + "rate.";
    }

    private static String wallTime(CheckpointOptimum optimum, Interval interval) {
        Double seconds = optimum.seconds(interval);
        return seconds == null ? "" : " (" + Numbers.seconds(seconds) + ")";
    }
}
