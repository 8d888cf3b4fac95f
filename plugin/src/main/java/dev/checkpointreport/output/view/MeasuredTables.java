package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.FlinkSummary;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.MtbfInterval;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.SubtaskState;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/** The tables of the measured checkpoints themselves: the overview, the percentiles, the history, restores, skew. */
final class MeasuredTables {
    /** Checkpoints the page lists; report.json and the charts hold them all. */
    static final int SHOWN_CHECKPOINTS = 30;

    private MeasuredTables() {
    }

    static String lead(MeasuredAnalysis analysis) {
        switch (analysis.measurements().source()) {
            case SPARK:
                return SparkTables.lead(analysis);
            case PROMETHEUS:
                return PrometheusTables.lead(analysis);
            default:
                break;
        }
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        return "Flink's REST responses saved in %s file%s%s, merged by checkpoint id: %s checkpoints completed and %s "
                .formatted(measured.files().size(), measured.files().size() == 1 ? "" : "s",
                        measured.jobId() == null ? "" : " for job " + measured.jobId(),
                        statistics.completed(), statistics.failed())
                + "failed from %s to %s UTC, a span of %s.".formatted(MeasuredTimes.full(statistics.firstSeen()),
                MeasuredTimes.full(statistics.lastSeen()), Numbers.seconds(statistics.spanSeconds()));
    }

    static Table overview(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        switch (measured.source()) {
            case SPARK:
                return SparkTables.overview(analysis, mtbf(measured, statistics));
            case PROMETHEUS:
                return PrometheusTables.overview(analysis, mtbf(measured, statistics));
            default:
                break;
        }
        List<Row> rows = new ArrayList<>();
        rows.add(fact("checkpoints completed", statistics.completed() + " in the merged history; Flink counts "
                + measured.counts().completed() + " in the newest scrape"));
        rows.add(fact("checkpoints failed", statistics.failed() + " in the merged history; Flink counts "
                + measured.counts().failed()));
        rows.add(fact("restores", statistics.restores().size() + " saved; Flink counts " + measured.counts().restored()));
        rows.add(fact("configured interval", measured.settings() == null ? "not saved (…/checkpoints/config)"
                : MeasuredTimes.millis(measured.settings().interval()) + (measured.settings().timeout() == null ? ""
                : ", timeout " + MeasuredTimes.millis(measured.settings().timeout()))));
        rows.add(fact("observed span", Numbers.seconds(statistics.spanSeconds())));
        if (statistics.from() != null) {
            rows.add(fact("warm-up left out", warmUp(statistics, measured.source())));
        }
        rows.add(fact("mean time between failures", mtbf(measured, statistics)));
        return new Table("measured-overview", "The measured job at a glance", "What the merged responses count, "
                + "beside Flink's own counts in the newest scrape, " + measured.newest() + ".", "measured",
                List.of("value"), rows, "", List.of());
    }

    /** The warm-up {@code measured.from} leaves out, as the overview and the percentiles' finding say it. */
    static String warmUp(MeasuredStatistics statistics, HistorySource source) {
        int left = statistics.warmUp();
        String noun = (source == HistorySource.SPARK ? "state commit" : "completed checkpoint") + (left == 1 ? "" : "s");
        return left + " " + noun + " before "
                + (statistics.from().checkpoint() != null ? source.one() + " " + statistics.from().checkpoint()
                : MeasuredTimes.full(statistics.from().timestamp()) + " UTC")
                + " (measured.from); the percentiles and the model's judgement count the " + statistics.counted()
                + " from there on, the failures and the MTBF the whole span";
    }

    static String mtbf(Measurements measured, MeasuredStatistics statistics) {
        if (!measured.exceptionsSaved() && measured.source() != HistorySource.SPARK) {
            return measured.source() == HistorySource.PROMETHEUS ? "unknown: no numRestarts answer saved"
                    : "unknown: no /jobs/<id>/exceptions response saved";
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
        return new Table("measured-percentiles", "Percentiles of the completed checkpoints", percentileFinding(analysis),
                "percentile", List.of(source.duration(), "state size", source.written()), rows,
                "Nearest rank: the p-th percentile of n checkpoints is the one at rank ⌈p·n/100⌉, so each names a "
                        + "checkpoint (#). Bold: the percentile the model is judged at (measured.percentile).",
                List.of());
    }

    private static Cell bytes(Observed observed, boolean chosen) {
        return cell(observed, Numbers.bytes(observed.value()), chosen);
    }

    private static Cell cell(Observed observed, String value, boolean chosen) {
        return new Cell(value + " (#" + observed.checkpoint().id() + ")", true, chosen, 0);
    }

    private static String percentileFinding(MeasuredAnalysis analysis) {
        if (analysis.measurements().source() == HistorySource.SPARK) {
            MeasuredStatistics statistics = analysis.statistics();
            return "Over the " + statistics.counted() + " batches that committed state, every run of the query"
                    + (statistics.from() == null ? "" : ", from " + statistics.from().named().replace("checkpoint",
                    "batch") + " on (" + statistics.warmUp() + " left out as a warm-up, measured.from)")
                    + "; each batch is one checkpoint (#: its batch id).";
        }
        if (analysis.measurements().source() == HistorySource.PROMETHEUS) {
            return PrometheusTables.percentileFinding(analysis);
        }
        FlinkSummary.Figures flink = analysis.measurements().summary().duration();
        String own = flink == null || flink.p50() == null || flink.p90() == null || flink.max() == null ? ""
                : " Flink's own summary in the newest scrape, over every checkpoint since the job started, gives p50 "
                + Numbers.seconds(flink.p50() / 1000) + ", p90 " + Numbers.seconds(flink.p90() / 1000) + " and max "
                + Numbers.seconds(flink.max() / 1000) + ".";
        MeasuredStatistics statistics = analysis.statistics();
        return "Over the " + statistics.counted() + " completed checkpoints of the merged history (savepoints aside)"
                + (statistics.from() == null ? "." : " from " + statistics.from().named() + " on; "
                + statistics.warmUp() + " before it are left out as a warm-up (measured.from).") + own;
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
                    Cell.number(failed ? "—" : Numbers.bytes(c.stateSize())),
                    Cell.number(failed || c.checkpointedSize() == null ? "—" : Numbers.bytes(c.checkpointedSize())))));
        }
        List<String> failures = new ArrayList<>();
        for (Checkpoint c : measured.failed()) {
            failures.add("#" + c.id() + (c.failureMessage() == null ? "" : " (" + c.failureMessage() + ")"));
        }
        HistorySource source = measured.source();
        Table table = new Table("measured-checkpoints", "Checkpoints by id", source == HistorySource.PROMETHEUS
                ? PrometheusTables.checkpointsFinding(measured.prometheus()) : failures.isEmpty()
                ? "No checkpoint failed." : failures.size() + " failed: " + Numbers.and(failures, 5) + ".",
                "checkpoint", List.of(source.timeColumn(), source.duration(), "state size", source.written()), rows,
                "A failed checkpoint's duration runs until it failed.", List.of());
        return all.size() > shown.size() ? table.excerpted("The page lists the last " + shown.size() + " of "
                + all.size() + " checkpoints; the charts draw them all.") : table;
    }

    static Table restores(MeasuredAnalysis analysis) {
        MeasuredStatistics statistics = analysis.statistics();
        if (analysis.measurements().source() == HistorySource.SPARK) {
            return SparkTables.restores(statistics);
        }
        if (statistics.restores().isEmpty()) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        for (MeasuredStatistics.RestoreTime time : statistics.restores()) {
            rows.add(new Row(MeasuredTimes.full(time.restore().timestamp()), "", List.of(
                    Cell.number("#" + time.restore().checkpoint() + (time.restore().savepoint() ? " (savepoint)" : "")),
                    Cell.number(time.failure() == null ? "not saved" : MeasuredTimes.full(time.failure().timestamp())),
                    Cell.number(time.lost() == null ? "—" : MeasuredTimes.millis(time.lost())),
                    Cell.number(time.sinceFailure() == null ? "—" : MeasuredTimes.millis(time.sinceFailure())),
                    Cell.number(time.untilRunning() == null ? "—" : MeasuredTimes.millis(time.untilRunning())))));
        }
        return new Table("measured-restores", "Restores", analysis.measurements().source() == HistorySource.PROMETHEUS
                ? PrometheusTables.restoresFinding() : "Each scrape shows Flink's latest restore. The time lost "
                + "is the work since the restored checkpoint's trigger, which the job does again; the job runs "
                + "again at the latest when it triggers its next checkpoint, which Flink does only once every task "
                + "runs.", "restored (UTC)", List.of("checkpoint", "failure before it (UTC)", "time lost",
                "failure to restore", "until running again"), rows, "Time lost: the failure − the restored "
                + "checkpoint's trigger. Until running again: the failure to the first checkpoint triggered after "
                + "the restore, at most one interval late. —: the history does not hold it.", List.of());
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
                    Cell.text(Numbers.and(sizes, 8)), Cell.number(Numbers.bytes(s.total())),
                    Cell.number(s.largestIndex() < 0 ? "—" : s.largestIndex() + ": " + Numbers.bytes(s.largest())),
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
