package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.MtbfInterval;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.SubtaskState;
import dev.checkpointreport.output.json.ReportJsonOutput;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.Sizes;
import java.util.ArrayList;
import java.util.List;

/** The tables of the measured checkpoints themselves: the overview, the percentiles, the history, restores, skew. */
final class MeasuredTables {
    /** Checkpoints the page lists; report.json and the charts hold them all. */
    static final int SHOWN_CHECKPOINTS = 30;

    private MeasuredTables() {
    }

    static String lead(MeasuredAnalysis analysis) {
        return SourceTables.of(analysis.measurements()).lead(analysis);
    }

    static Table overview(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        SourceTables tables = SourceTables.of(measured);
        return tables.overview(analysis, mtbf(measured, analysis.statistics(), tables));
    }

    /**
     * The warm-up {@code measured.from} leaves out, as the overview and the percentiles' finding say it, each
     * checkpoint counted named {@code counted}.
     */
    static String warmUp(MeasuredStatistics statistics, HistorySource source, String counted) {
        int left = statistics.warmUp();
        String noun = counted + (left == 1 ? "" : "s");
        return left + " " + noun + " before "
                + (statistics.from().checkpoint() != null ? source.one() + " " + statistics.from().checkpoint()
                : MeasuredTimes.full(statistics.from().timestamp()) + " UTC")
                + " (measured.from); the percentiles and the model's judgement count the " + statistics.counted()
                + " from there on, the failures and the MTBF the whole span";
    }

    private static String mtbf(Measurements measured, MeasuredStatistics statistics, SourceTables tables) {
        if (!measured.exceptionsSaved()) {
            return tables.failuresUnsaved();
        }
        MtbfInterval interval = statistics.mtbfInterval();
        String range = interval == null ? "" : "; " + MtbfInterval.CONFIDENCE_PERCENT + " % interval "
                + Numbers.seconds(interval.lower()) + (interval.upper() == null ? " or more"
                : " to " + Numbers.seconds(interval.upper())) + (interval.few() ? ". Fewer than "
                + MtbfInterval.FEW_FAILURES + " failures: a rough figure, which more failures seen would narrow"
                : "");
        if (statistics.mtbf() == null) {
            return "no failure in " + Numbers.seconds(statistics.spanSeconds()) + ": longer than the span" + range;
        }
        return Numbers.seconds(statistics.mtbf().doubleValue()) + ": " + Numbers.seconds(statistics.spanSeconds())
                + " over " + statistics.failures() + " " + measured.source().failure()
                + (statistics.failures() == 1 ? "" : "s") + range;
    }

    static Row fact(String what, String value) {
        return new Row(what, "", List.of(Cell.text(value)));
    }

    static Table percentiles(MeasuredAnalysis analysis) {
        MeasuredStatistics statistics = analysis.statistics();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < statistics.duration().size(); i++) {
            Observed duration = statistics.duration().get(i);
            boolean chosen = duration.percentile() == analysis.percentile();
            rows.add(new Row(duration.percentile().id(), chosen ? "chosen" : "", List.of(
                    cell(duration, MeasuredTimes.millis(duration.value()), chosen),
                    bytes(statistics.stateSize().get(i), chosen),
                    statistics.checkpointedSize().isEmpty() ? Cell.number("not given")
                            : bytes(statistics.checkpointedSize().get(i), chosen))));
        }
        HistorySource source = analysis.measurements().source();
        return new Table("measured-percentiles", "Percentiles of the completed checkpoints",
                SourceTables.of(analysis.measurements()).percentileFinding(analysis),
                "percentile", List.of(source.duration(), "state size", source.written()), rows,
                "Nearest rank: the p-th percentile of n checkpoints is the one at rank ⌈p·n/100⌉, so each names a "
                        + "checkpoint (#). Bold: the percentile the model is judged at (measured.percentile).",
                List.of());
    }

    private static Cell bytes(Observed observed, boolean chosen) {
        return cell(observed, Sizes.format(observed.value()), chosen);
    }

    private static Cell cell(Observed observed, String value, boolean chosen) {
        return new Cell(value + " (#" + observed.checkpoint().id() + ")", true, chosen, 0);
    }

    static Table checkpoints(Measurements measured) {
        List<Checkpoint> all = measured.checkpoints();
        List<Checkpoint> shown = all.subList(Math.max(0, all.size() - SHOWN_CHECKPOINTS), all.size());
        List<Row> rows = new ArrayList<>();
        for (Checkpoint c : shown) {
            boolean failed = c.status() == Checkpoint.Status.FAILED;
            rows.add(new Row("#" + c.id(), failed ? "failed" : c.savepoint() ? "savepoint" : "", List.of(
                    Cell.number(MeasuredTimes.full(c.trigger())),
                    Cell.number(MeasuredTimes.millis(c.duration())),
                    Cell.number(failed ? "—" : Sizes.format(c.stateSize())),
                    Cell.number(failed || c.checkpointedSize() == null ? "—" : Sizes.format(c.checkpointedSize())))));
        }
        HistorySource source = measured.source();
        Table table = new Table("measured-checkpoints", "Checkpoints by id",
                SourceTables.of(measured).checkpointsFinding(measured), "checkpoint", List.of(source.timeColumn(), source.duration(), "state size", source.written()), rows,
                "A failed checkpoint's duration runs until it failed.", List.of());
        return all.size() > shown.size() ? table.excerpted("The page lists the last " + shown.size() + " of "
                + all.size() + " checkpoints; " + ChartThinning.sentence(all.size()) + (all.size() > ReportJsonOutput.MAX_LISTED_CHECKPOINTS
                ? ". Past " + ReportJsonOutput.MAX_LISTED_CHECKPOINTS + " checkpoints report.json lists none, and its daily figures "
                        + "(measured.trend.daily) stand for them." : ".")) : table;
    }

    /** The checkpoints that failed, each with Flink's message, as the checkpoints' table finds them. */
    static String failedFinding(Measurements measured) {
        List<String> failures = new ArrayList<>();
        for (Checkpoint c : measured.failed()) {
            failures.add("#" + c.id() + (c.failureMessage() == null ? "" : " (" + c.failureMessage() + ")"));
        }
        return failures.isEmpty() ? "No checkpoint failed." : failures.size() + " failed: " + Numbers.and(failures, 5)
                + ".";
    }

    static Table restores(MeasuredAnalysis analysis) {
        return SourceTables.of(analysis.measurements()).restores(analysis);
    }

    /** A Flink job's restores, each with the failure before it, found as {@code finding} says; {@code null} with none. */
    static Table restores(MeasuredStatistics statistics, String finding) {
        if (statistics.restores().isEmpty()) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        List<MeasuredStatistics.RestoreTime> all = statistics.restores();
        List<MeasuredStatistics.RestoreTime> shown = lastShown(all);
        for (MeasuredStatistics.RestoreTime time : shown) {
            rows.add(new Row(MeasuredTimes.full(time.restore().timestamp()), "", List.of(
                    Cell.number("#" + time.restore().checkpoint() + (time.restore().savepoint() ? " (savepoint)" : "")),
                    Cell.number(time.failure() == null ? "not saved" : MeasuredTimes.full(time.failure().timestamp())),
                    Cell.number(time.lost() == null ? "—" : MeasuredTimes.millis(time.lost())),
                    Cell.number(time.sinceFailure() == null ? "—" : MeasuredTimes.millis(time.sinceFailure())),
                    Cell.number(time.untilRunning() == null ? "—" : MeasuredTimes.millis(time.untilRunning())))));
        }
        Table table = new Table("measured-restores", "Restores", finding, "restored (UTC)", List.of("checkpoint", "failure before it (UTC)", "time lost",
                "failure to restore", "until running again"), rows, "Time lost: the failure − the restored "
                + "checkpoint's trigger. Until running again: the failure to the first checkpoint triggered after "
                + "the restore, at most one interval late. —: the history does not hold it.", List.of());
        return excerpted(table, shown.size(), all.size(), "restores");
    }

    /**
     * The last {@link #SHOWN_CHECKPOINTS} of {@code all}: a job in a crash loop restarts thousands of times, so the
     * page lists the last ones and report.json them all.
     */
    static <T> List<T> lastShown(List<T> all) {
        return all.subList(Math.max(0, all.size() - SHOWN_CHECKPOINTS), all.size());
    }

    /** {@code table}, listing the last {@code shown} of {@code all} {@code noun}, saying so when it leaves some out. */
    static Table excerpted(Table table, int shown, int all, String noun) {
        return all > shown ? table.excerpted("The page lists the last " + shown + " of " + all + " " + noun
                + "; report.json lists them all.") : table;
    }

    static Table skew(MeasuredStatistics statistics) {
        if (statistics.skew().isEmpty()) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        for (MeasuredStatistics.Skew s : statistics.skew()) {
            List<String> sizes = new ArrayList<>();
            for (SubtaskState.Subtask subtask : s.state().subtasks()) {
                sizes.add(subtask(subtask));
            }
            rows.add(new Row("#" + s.state().checkpoint(), "", List.of(
                    Cell.text(s.state().operator() == null ? s.state().vertex() : s.state().operator()),
                    Cell.text(Numbers.and(sizes, 8)), Cell.number(Sizes.format(s.total())),
                    Cell.number(s.largestIndex() < 0 ? "—" : s.largestIndex() + ": " + Sizes.format(s.largest())),
                    new Cell(Numbers.significant(s.largestOverMean(), 3), true, s.largestOverMean() >= 1.5, 0),
                    Cell.number(s.slowestIndex() < 0 ? "—" : s.slowestIndex() + ": "
                            + MeasuredTimes.millis(s.slowest())))));
        }
        return new Table("measured-skew", "State per subtask", "Where state falls unevenly, the largest subtask's "
                + "state over the mean shows it: 1 is even; each subtask's restore and snapshot waits for the "
                + "largest, and the checkpoint for the slowest.", "checkpoint", List.of("operator",
                "state and end-to-end duration per subtask", "total", "largest subtask", "largest / mean",
                "slowest subtask"), rows, "Bold: 1.5 or more. The operator's name is from a saved /jobs/<id>; "
                + "without one, the file's.", List.of());
    }

    private static String subtask(SubtaskState.Subtask subtask) {
        return subtask.index() + ": " + (subtask.acknowledged() ? subtask.stateSize() + " B"
                + (subtask.duration() == null ? "" : " in " + MeasuredTimes.millis(subtask.duration()))
                : "not acknowledged");
    }
}
