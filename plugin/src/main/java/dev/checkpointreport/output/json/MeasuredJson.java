package dev.checkpointreport.output.json;

import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.CheckpointSettings;
import dev.checkpointreport.measured.FlinkNewest;
import dev.checkpointreport.measured.HistoryGaps;
import dev.checkpointreport.measured.JobFailure;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.measured.MtbfInterval;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.SubtaskState;
import dev.checkpointreport.timing.AnalyticOptimum;
import java.util.List;

/**
 * The {@code measured} object of report.json: a job's measured history, whichever source's reader filled it
 * (Flink's saved responses, merged, Prometheus's samples or a Spark query's progress log), its percentiles,
 * restores, failures and skew, and with {@code timing} the model beside them. What only one source says is written
 * as {@link SourceJson} answers for it: a Flink report keeps its fields, a Spark query adds each checkpoint's keys,
 * rows and run, the rows a restore recomputed and {@code spark}, and a history read from Prometheus adds
 * {@code source} and {@code prometheus}, what its series say of themselves.
 * Times are milliseconds since 1970, durations milliseconds unless a name says seconds, sizes bytes.
 */
final class MeasuredJson {
    private MeasuredJson() {
    }

    static ObjectNode tree(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        SourceJson source = SourceJson.of(measured.facts());
        source.opening(node);
        boolean keyed = source.keyed();
        FlinkNewest newest = source.newest();
        node.put("jobId", measured.jobId());
        ArrayNode files = node.putArray("files");
        for (String file : measured.files()) {
            files.add(file);
        }
        node.put("newest", newest == null ? null : newest.newest());
        // Flink's own counts and summary, as their records name their figures; null from another source
        node.set("counts", RecordTree.of(newest == null ? null : newest.counts()));
        settings(node, measured.settings());
        node.put("percentile", analysis.percentile().id());
        // past the bound the daily figures (trend.daily) stand for the checkpoints
        boolean listed = measured.checkpoints().size() <= ReportJsonOutput.MAX_LISTED_CHECKPOINTS;
        checkpoints(node.putArray("checkpoints"), listed ? measured.checkpoints() : List.of(), keyed);
        node.put("checkpointsListed", listed);
        node.put("inProgress", measured.inProgress().size());
        gaps(node, measured.gaps());
        ObjectNode percentiles = node.putObject("percentiles");
        percentiles.set("duration", observed(statistics.duration()));
        percentiles.set("stateSize", observed(statistics.stateSize()));
        percentiles.set("checkpointedSize", observed(statistics.checkpointedSize()));
        if (keyed) {
            percentiles.set("keys", observed(statistics.keys()));
        }
        node.set("flinkSummary", RecordTree.of(newest == null ? null : newest.summary()));
        ArrayNode restores = node.putArray("restores");
        for (MeasuredStatistics.RestoreTime time : statistics.restores()) {
            ObjectNode restore = restores.addObject();
            restore.put("checkpoint", time.restore().checkpoint());
            restore.put("timestamp", time.restore().timestamp());
            restore.put("savepoint", time.restore().savepoint());
            restore.put("failureTimestamp", time.failure() == null ? null : time.failure().timestamp());
            restore.put("sinceFailure", time.sinceFailure());
            restore.put("lost", time.lost());
            restore.put("untilRunning", time.untilRunning());
            if (keyed) {
                restore.put("rowsRecomputed", time.restore().rowsRecomputed());
                restore.put("replayMillis", time.restore().replayMillis());
            }
        }
        ArrayNode failures = node.putArray("failures");
        for (JobFailure failure : measured.failures()) {
            failures.addObject().put("timestamp", failure.timestamp()).put("exception", failure.exception());
        }
        node.put("exceptionsSaved", measured.exceptionsSaved());
        ObjectNode span = node.putObject("span");
        span.put("from", statistics.firstSeen());
        span.put("to", statistics.lastSeen());
        span.put("seconds", statistics.spanSeconds());
        node.put("mtbfSeconds", statistics.mtbf() == null ? null : statistics.mtbf().doubleValue());
        MtbfInterval interval = statistics.mtbfInterval();
        if (interval == null) {
            node.putNull("mtbfInterval");
        } else {
            node.putObject("mtbfInterval").put("confidence", MtbfInterval.CONFIDENCE_PERCENT / 100.0)
                    .put("failures", interval.failures()).put("lowerSeconds", interval.lower())
                    .put("upperSeconds", interval.upper()).put("fewFailures", interval.few());
        }
        if (statistics.from() == null) {
            node.putNull("from");
        } else {
            node.putObject("from").put("checkpoint", statistics.from().checkpoint())
                    .put("timestamp", statistics.from().timestamp()).put("warmUp", statistics.warmUp());
        }
        skew(node.putArray("skew"), statistics.skew());
        node.set("model", analysis.comparison() == null ? null : model(analysis.comparison()));
        node.set("trend", TrendJson.tree(analysis.trend()));
        source.closing(node);
        return node;
    }

    /** The ids no file shows, the ones seen only in progress, Flink's unlisted failures and the cadence to scrape at. */
    private static void gaps(ObjectNode node, HistoryGaps gaps) {
        ArrayNode ids = node.putArray("inProgressIds");
        for (Checkpoint checkpoint : gaps.onlyInProgress()) {
            ids.add(checkpoint.id());
        }
        ArrayNode array = node.putArray("gaps");
        for (HistoryGaps.Gap gap : gaps.gaps()) {
            array.addObject().put("afterId", gap.afterId()).put("beforeId", gap.beforeId()).put("missing", gap.missing())
                    .put("from", gap.from()).put("to", gap.to()).put("hole", gap.hole());
        }
        node.put("missing", gaps.missing());
        node.put("failedUnlisted", gaps.failedUnlisted());
        if (gaps.cadence() == null) {
            node.putNull("scrapeEvery");
        } else {
            node.putObject("scrapeEvery").put("millis", gaps.cadence().every().toMillis())
                    .put("enough", gaps.cadence().enough()).put("history", gaps.cadence().history())
                    .put("cacheMillis", gaps.cadence().cache().toMillis()).put("from", gaps.jobManagerFile())
                    .put("advice", gaps.advice());
        }
    }

    private static void settings(ObjectNode node, CheckpointSettings settings) {
        if (settings == null) {
            node.putNull("configuration");
            return;
        }
        ObjectNode config = node.putObject("configuration");
        config.put("interval", settings.interval());
        config.put("timeout", settings.timeout());
        config.put("minPause", settings.minPause());
        config.put("mode", settings.mode());
        config.put("stateBackend", settings.stateBackend());
        config.put("storage", settings.storage());
    }

    private static void checkpoints(ArrayNode array, List<Checkpoint> checkpoints, boolean keyed) {
        for (Checkpoint checkpoint : checkpoints) {
            ObjectNode node = array.addObject();
            node.put("id", checkpoint.id());
            node.put("status", checkpoint.status().name());
            node.put("savepoint", checkpoint.savepoint());
            node.put("trigger", checkpoint.trigger());
            node.put("latestAck", checkpoint.latestAck());
            node.put("duration", checkpoint.duration());
            node.put("stateSize", checkpoint.stateSize());
            node.put("checkpointedSize", checkpoint.checkpointedSize());
            node.put("failure", checkpoint.failure());
            node.put("failureMessage", checkpoint.failureMessage());
            if (keyed) {
                node.put("keys", checkpoint.keys());
                node.put("rows", checkpoint.rows());
                node.put("run", checkpoint.run());
            }
        }
    }

    private static ObjectNode observed(List<Observed> observed) {
        if (observed.isEmpty()) {
            return null;
        }
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (Observed o : observed) {
            node.putObject(o.percentile().id()).put("checkpoint", o.checkpoint().id()).put("value", o.value());
        }
        return node;
    }

    private static void skew(ArrayNode array, List<MeasuredStatistics.Skew> skew) {
        for (MeasuredStatistics.Skew s : skew) {
            ObjectNode node = array.addObject();
            node.put("checkpoint", s.state().checkpoint());
            node.put("file", s.state().vertex());
            node.put("vertex", s.state().vertexId());
            node.put("operator", s.state().operator());
            ArrayNode subtasks = node.putArray("subtasks");
            for (SubtaskState.Subtask subtask : s.state().subtasks()) {
                subtasks.addObject().put("index", subtask.index()).put("stateSize", subtask.stateSize())
                        .put("checkpointedSize", subtask.checkpointedSize()).put("duration", subtask.duration());
            }
            node.put("total", s.total());
            node.put("largest", s.largest());
            node.put("largestSubtask", s.largestIndex() < 0 ? null : s.largestIndex());
            node.put("largestOverMean", s.largestOverMean());
            node.put("slowestSubtask", s.slowestIndex() < 0 ? null : s.slowestIndex());
            node.put("slowest", s.slowestIndex() < 0 ? null : s.slowest());
        }
    }

    private static ObjectNode model(ModelComparison comparison) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        putInterval(node, "interval", comparison.prediction().interval());
        node.put("tolerance", comparison.tolerance() == null ? null : comparison.tolerance().doubleValue());
        node.set("snapshotSeconds", judged(comparison.snapshot()));
        node.set("stateBytes", judged(comparison.state()));
        node.put("writeRateCheckpoint", comparison.written().id());
        node.put("impliedWriteRate", comparison.impliedWriteRate());
        node.put("declaredWriteRate", comparison.declaredWriteRate());
        MeasuredStatistics.Skew subtasks = comparison.perSubtask();
        if (subtasks == null || subtasks.largestIndex() < 0 || comparison.prediction().busiest() == null) {
            node.putNull("busiestWorker");
        } else {
            node.putObject("busiestWorker").put("checkpoint", subtasks.state().checkpoint())
                    .put("operator", subtasks.state().operator()).put("file", subtasks.state().vertex())
                    .put("measuredSubtask", subtasks.largestIndex()).put("measuredBytes", subtasks.largest())
                    .put("predictedWorker", comparison.prediction().busiest().busiestWorker())
                    .put("predictedBytes", comparison.prediction().busiest().busiestBytes());
        }
        ObjectNode optimum = node.putObject("optimum");
        optimum.set("measured", optimum(comparison.optimum()));
        optimum.put("mtbfMeasured", comparison.measuredMtbf());
        optimum.set("declared", optimum(comparison.prediction().declared()));
        return node;
    }

    private static ObjectNode judged(MeasuredFigure judged) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("checkpoint", judged.checkpoint().id());
        node.put("measured", judged.measured().doubleValue());
        node.put("predicted", judged.predicted().doubleValue());
        node.put("ratio", judged.ratio());
        node.put("passed", judged.withinTolerance());
        return node;
    }

    private static ObjectNode optimum(AnalyticOptimum optimum) {
        if (optimum == null) {
            return null;
        }
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("snapshot", optimum.snapshot());
        node.put("mtbf", optimum.mtbf());
        node.put("young", optimum.young());
        node.put("daly", optimum.daly());
        node.put("exact", optimum.exact());
        return node;
    }
}
