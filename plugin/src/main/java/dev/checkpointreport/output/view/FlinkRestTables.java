package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredTables.fact;

import dev.checkpointreport.measured.FlinkNewest;
import dev.checkpointreport.measured.FlinkSummary;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured tables a history merged from Flink's saved REST responses words its own way: the merged history
 * beside Flink's own counts and summary in the newest scrape, and Flink's restores as its scrapes show them.
 */
final class FlinkRestTables implements SourceTables {
    private final FlinkNewest newest;

    FlinkRestTables(FlinkNewest newest) {
        this.newest = newest;
    }

    @Override
    public String lead(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        return "Flink's REST responses saved in %s file%s%s, merged by checkpoint id: %s checkpoints completed and %s "
                .formatted(measured.files().size(), measured.files().size() == 1 ? "" : "s",
                        measured.jobId() == null ? "" : " for job " + measured.jobId(),
                        statistics.completed(), statistics.failed())
                + "failed from %s to %s UTC, a span of %s.".formatted(MeasuredTimes.full(statistics.firstSeen()),
                MeasuredTimes.full(statistics.lastSeen()), Numbers.seconds(statistics.spanSeconds()));
    }

    @Override
    public Table overview(MeasuredAnalysis analysis, String mtbf) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        List<Row> rows = new ArrayList<>();
        rows.add(fact("checkpoints completed", statistics.completed() + " in the merged history; Flink counts "
                + newest.counts().completed() + " in the newest scrape"));
        rows.add(fact("checkpoints failed", statistics.failed() + " in the merged history; Flink counts "
                + newest.counts().failed()));
        rows.add(fact("restores", statistics.restores().size() + " saved; Flink counts " + newest.counts().restored()));
        rows.add(fact("configured interval", measured.settings() == null ? "not saved (…/checkpoints/config)"
                : MeasuredTimes.millis(measured.settings().interval()) + (measured.settings().timeout() == null ? ""
                : ", timeout " + MeasuredTimes.millis(measured.settings().timeout()))));
        rows.add(fact("observed span", Numbers.seconds(statistics.spanSeconds())));
        if (statistics.from() != null) {
            rows.add(fact("warm-up left out", MeasuredTables.warmUp(statistics, measured.source(),
                    "completed checkpoint")));
        }
        rows.add(fact("mean time between failures", mtbf));
        return new Table("measured-overview", "The measured job at a glance", "What the merged responses count, "
                + "beside Flink's own counts in the newest scrape, " + newest.newest() + ".", "measured",
                List.of("value"), rows, "", List.of());
    }

    @Override
    public String percentileFinding(MeasuredAnalysis analysis) {
        FlinkSummary.Figures flink = newest.summary().duration();
        String own = flink == null || flink.p50() == null || flink.p90() == null || flink.max() == null ? ""
                : " Flink's own summary in the newest scrape, over every checkpoint since the job started, gives p50 "
                + Numbers.seconds(flink.p50() / 1000) + ", p90 " + Numbers.seconds(flink.p90() / 1000) + " and max "
                + Numbers.seconds(flink.max() / 1000) + ".";
        MeasuredStatistics statistics = analysis.statistics();
        return "Over the " + statistics.counted() + " completed checkpoints of the merged history (savepoints aside)"
                + (statistics.from() == null ? "." : " from " + statistics.from().named() + " on; "
                + statistics.warmUp() + " before it are left out as a warm-up (measured.from).") + own;
    }

    @Override
    public String checkpointsFinding(Measurements measured) {
        return MeasuredTables.failedFinding(measured);
    }

    @Override
    public Table restores(MeasuredAnalysis analysis) {
        return MeasuredTables.restores(analysis.statistics(), "Each scrape shows Flink's latest restore. The time "
                + "lost is the work since the restored checkpoint's trigger, which the job does again; the job runs "
                + "again at the latest when it triggers its next checkpoint, which Flink does only once every task "
                + "runs.");
    }

    @Override
    public String failuresUnsaved() {
        return "unknown: no /jobs/<id>/exceptions response saved";
    }
}
