package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.FlinkSummary;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
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
        if (analysis.measurements().spark() != null) {
            return SparkTables.lead(analysis);
        }
        if (analysis.measurements().prometheus() != null) {
            return PrometheusTables.lead(analysis);
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
        if (measured.spark() != null) {
            return SparkTables.overview(analysis, mtbf(measured, statistics));
        }
        if (measured.prometheus() != null) {
            return PrometheusTables.overview(analysis, mtbf(measured, statistics));
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
        rows.add(fact("mean time between failures", mtbf(measured, statistics)));
        return new Table("measured-overview", "The measured job at a glance", "What the merged responses count, "
                + "beside Flink's own counts in the newest scrape, " + measured.newest() + ".", "measured",
                List.of("value"), rows, "", List.of());
    }

    private static String mtbf(Measurements measured, MeasuredStatistics statistics) {
        if (!measured.exceptionsSaved() && measured.spark() == null) {
            return measured.prometheus() != null ? "unknown: no numRestarts answer saved"
                    : "unknown: no /jobs/<id>/exceptions response saved";
        }
        if (statistics.mtbf() == null) {
            return "no failure in " + Numbers.seconds(statistics.spanSeconds()) + ": longer than the span";
        }
        return Numbers.seconds(statistics.mtbf().doubleValue()) + ": " + Numbers.seconds(statistics.spanSeconds())
                + " over " + statistics.failures() + (measured.spark() == null ? " failure" : " restart")
                + (statistics.failures() == 1 ? "" : "s");
    }

    static Row fact(String what, String value) {
        return new Row(what, "", List.of(new Cell(value, false, false, 0)));
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
        boolean spark = analysis.measurements().spark() != null;
        return new Table("measured-percentiles", "Percentiles of the completed checkpoints", percentileFinding(analysis),
                "percentile", spark ? List.of("state commit", "state size", "bytes copied")
                        : List.of("end-to-end duration", "state size", "checkpointed size"), rows,
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
        if (analysis.measurements().spark() != null) {
            return "Over the " + analysis.statistics().completed() + " batches that committed state, every run of the "
                    + "query; each batch is one checkpoint (#: its batch id).";
        }
        if (analysis.measurements().prometheus() != null) {
            return PrometheusTables.percentileFinding(analysis);
        }
        FlinkSummary.Figures flink = analysis.measurements().summary().duration();
        String own = flink == null || flink.p50() == null || flink.p90() == null || flink.max() == null ? ""
                : " Flink's own summary in the newest scrape, over every checkpoint since the job started, gives p50 "
                + Numbers.seconds(flink.p50() / 1000) + ", p90 " + Numbers.seconds(flink.p90() / 1000) + " and max "
                + Numbers.seconds(flink.max() / 1000) + ".";
        return "Over the " + analysis.statistics().completed() + " completed checkpoints of the merged history "
                + "(savepoints aside)." + own;
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
        Table table = new Table("measured-checkpoints", "Checkpoints by id", measured.prometheus() != null
                ? PrometheusTables.checkpointsFinding(measured.prometheus()) : failures.isEmpty()
                ? "No checkpoint failed." : failures.size() + " failed: " + Numbers.and(failures, 5) + ".",
                "checkpoint",
                measured.spark() != null ? List.of("batch started (UTC)", "state commit", "state size", "bytes copied")
                        : List.of(measured.prometheus() != null ? "sampled (UTC)" : "triggered (UTC)",
                        "end-to-end duration", "state size", "checkpointed size"), rows,
                "A failed checkpoint's duration runs until it failed.", List.of());
        return all.size() > shown.size() ? table.excerpted("The page lists the last " + shown.size() + " of "
                + all.size() + " checkpoints; the charts draw them all.") : table;
    }

    static Table restores(MeasuredAnalysis analysis) {
        MeasuredStatistics statistics = analysis.statistics();
        if (analysis.measurements().spark() != null) {
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
                    Cell.number(time.sinceFailure() == null ? "—" : MeasuredTimes.millis(time.sinceFailure())))));
        }
        return new Table("measured-restores", "Restores", analysis.measurements().prometheus() != null
                ? PrometheusTables.restoresFinding() : "Each scrape shows Flink's latest restore; the time from "
                + "the failure before it to the restore is the part of recovery the responses measure.", "restored (UTC)",
                List.of("checkpoint", "failure before it (UTC)", "failure to restore"), rows, "", List.of());
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
            rows.add(new Row("#" + s.state().checkpoint() + " " + s.state().vertex(), "", List.of(
                    Cell.number(Numbers.and(sizes, 8)), Cell.number(Numbers.bytes(s.total())),
                    Cell.number(s.largestIndex() < 0 ? "—" : s.largestIndex() + ": " + Numbers.bytes(s.largest())),
                    new Cell(Numbers.significant(s.largestOverMean(), 3), true, s.largestOverMean() >= 1.5, 0))));
        }
        return new Table("measured-skew", "State per subtask", "Where state falls unevenly, the largest subtask's "
                + "state over the mean shows it: 1 is even; each subtask's restore and snapshot waits for the "
                + "largest.", "checkpoint and file", List.of("state per subtask", "total", "largest subtask",
                "largest / mean"), rows, "Bold: 1.5 or more.", List.of());
    }

    private static String subtask(SubtaskState.Subtask subtask) {
        return subtask.index() + ": " + (subtask.acknowledged() ? subtask.stateSize() + " B" : "not acknowledged");
    }
}
