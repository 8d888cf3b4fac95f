package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredTables.fact;

import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured tables a history sampled from Prometheus words its own way: where it comes from, that its times
 * are the samples', and what Flink's counters say beside the checkpoints the samples show.
 */
final class PrometheusTables implements SourceTables {
    private final PrometheusSeries series;

    PrometheusTables(PrometheusSeries series) {
        this.series = series;
    }

    @Override
    public String lead(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        return ("Prometheus's samples of Flink's reporter in %s file%s for job %s: %s checkpoints seen in %s samples%s "
                + "from %s to %s UTC, a span of %s. A checkpoint is seen where the last completed checkpoint's id grows "
                + "from one sample to the next; its time is that sample's, up to one step after Flink completed it, "
                + "not Flink's trigger time.").formatted(measured.files().size(), measured.files().size() == 1 ? ""
                        : "s", series.jobName() == null ? measured.jobId() : series.jobName() + " (" + measured.jobId()
                        + ")", statistics.completed(), series.samples(), series.step() == null ? ""
                        : " every " + MeasuredTimes.millis(series.step()), MeasuredTimes.full(statistics.firstSeen()),
                MeasuredTimes.full(statistics.lastSeen()), Numbers.seconds(statistics.spanSeconds()));
    }

    @Override
    public Table overview(MeasuredAnalysis analysis, String mtbf) {
        MeasuredStatistics statistics = analysis.statistics();
        List<Row> rows = new ArrayList<>();
        rows.add(fact("checkpoints completed", statistics.completed() + " seen at the samples" + (series
                .completedIncrease() == null ? "; numberOfCompletedCheckpoints not saved"
                : "; Flink's numberOfCompletedCheckpoints rose by " + series.completedIncrease() + unseen(
                series.completedIncrease() - statistics.completed()))));
        rows.add(fact("checkpoints failed", series.failedCheckpoints() == null ? "not saved (numberOfFailedCheckpoints)"
                : series.failedCheckpoints() + ", as numberOfFailedCheckpoints rose; the metrics give no id of a "
                + "failed checkpoint"));
        rows.add(fact("restarts", series.restarts() == null ? "not saved (numRestarts)" : series.restarts()
                + ", as numRestarts rose" + (series.counterResets() == 0 ? "" : "; " + series.counterResets()
                + " new JobManager" + (series.counterResets() == 1 ? "" : "s") + ", whose counters started again")));
        rows.add(fact("restores", statistics.restores().size() + (series.metrics().stream().anyMatch(
                m -> m.endsWith("_lastCheckpointRestoreTimestamp")) ? ", each a new lastCheckpointRestoreTimestamp"
                : "; lastCheckpointRestoreTimestamp not saved")));
        rows.add(fact("samples", series.samples() + (series.step() == null ? "" : ", " + MeasuredTimes.millis(
                series.step()) + " apart (the median step)")));
        if (series.alignmentNanos() != null || series.startDelayNanos() != null) {
            rows.add(fact("largest of any subtask", (series.alignmentNanos() == null ? ""
                    : "alignment " + MeasuredTimes.millis(series.alignmentNanos() / 1_000_000))
                    + (series.alignmentNanos() != null && series.startDelayNanos() != null ? ", " : "")
                    + (series.startDelayNanos() == null ? ""
                    : "start delay " + MeasuredTimes.millis(series.startDelayNanos() / 1_000_000))));
        }
        rows.add(fact("observed span", Numbers.seconds(statistics.spanSeconds())));
        rows.add(fact("mean time between failures", mtbf));
        return new Table("measured-overview", "The measured job at a glance", "What the samples show, beside "
                + "Flink's own counters over the same span, counted as Prometheus's increase() counts them.",
                "measured", List.of("value"), rows, "", List.of());
    }

    private static String unseen(long unseen) {
        return unseen <= 0 ? "" : ": " + unseen + " completed between two samples, where only the last is seen";
    }

    @Override
    public String percentileFinding(MeasuredAnalysis analysis) {
        return "Over the " + analysis.statistics().completed() + " checkpoints the samples show; Flink's reporter "
                + "gives no summary of its own.";
    }

    @Override
    public String checkpointsFinding(Measurements measured) {
        return "Each at the time of the sample that first shows it; the metrics give no id of a failed checkpoint"
                + (series.failedCheckpoints() == null ? "." : ", and " + series.failedCheckpoints() + " failed.");
    }

    @Override
    public Table restores(MeasuredAnalysis analysis) {
        return MeasuredTables.restores(analysis.statistics(), "Each new lastCheckpointRestoreTimestamp is a restore at Flink's time, from the latest checkpoint seen "
                + "by then; the failure before it is timed at the last sample before numRestarts rose, so the time "
                + "from it to the restore is at most one step longer than it was.");
    }

    @Override
    public String failuresUnsaved() {
        return "unknown: no numRestarts answer saved";
    }
}
