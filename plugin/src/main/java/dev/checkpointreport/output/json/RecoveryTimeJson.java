package dev.checkpointreport.output.json;

import static dev.checkpointreport.output.json.JsonValues.putInterval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.timing.DecidedRecovery;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.LagPoint;
import dev.checkpointreport.timing.OperatingSignals;
import dev.checkpointreport.timing.RecoveryTime;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.StatePoint;
import dev.checkpointreport.timing.TimingSpec;
import dev.checkpointreport.timing.WatchedInterval;
import java.util.List;
import org.apache.commons.numbers.core.NativeOperators;

/**
 * The {@code recovery} object of report.json: seconds, bytes and rows per second as plain numbers. A
 * recovery that never ends is {@code null}, with {@code "catchesUp": false}.
 */
final class RecoveryTimeJson {

    private RecoveryTimeJson() {
    }

    static ObjectNode tree(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        TimingSpec spec = recovery.spec();
        root.put("periodLength", spec.periodLength());
        root.put("capacity", spec.capacity());
        root.put("detection", spec.detection());
        root.put("readRate", spec.readRate());
        root.put("writeRate", spec.writeRate());
        root.put("objective", spec.objective());
        root.put("arrivalRate", recovery.rates().arrival());
        ArrayNode workerArrivals = root.putArray("workerArrivalRates");
        for (Double rate : recovery.rates().workerArrivals()) {
            workerArrivals.add(rate);
        }
        root.put("processingRate", recovery.rates().processing());
        root.put("catchesUp", recovery.rates().catchesUp());
        ArrayNode intervals = root.putArray("intervals");
        for (IntervalRecoveryTime row : recovery.intervals()) {
            interval(JsonValues.interval(intervals.addObject(), row.interval()), row, config.periods());
        }
        ObjectNode state = root.putObject("state");
        state.put("unbounded", recovery.state().unbounded());
        state.put("entryBytes", spec.state().entryBytes());
        ArrayNode periods = state.putArray("periods");
        for (StatePoint point : recovery.state().points()) {
            ObjectNode node = periods.addObject();
            node.put("period", config.periods().get(point.period()));
            node.put("busiestWorker", point.busiestWorker());
            node.put("busiestEntries", point.busiestEntries());
            node.put("busiestBytes", point.busiestBytes());
            node.put("totalEntries", point.totalEntries());
            node.put("totalBytes", point.totalBytes());
        }
        ObjectNode freshness = root.putObject("freshness");
        putInterval(freshness, "interval", recovery.watched().interval());
        freshness.put("failurePeriod", config.failurePeriod());
        ArrayNode points = freshness.putArray("points");
        for (LagPoint point : recovery.watched().freshness()) {
            points.addObject().put("seconds", point.seconds()).put("lag", point.lag()).put("phase", point.phase());
        }
        watch(root.putObject("watch"), recovery.watched());
        verdict(root, recovery.decided(), config.periods());
        return root;
    }

    private static void interval(ObjectNode node, IntervalRecoveryTime row, List<String> periods) {
        putSeconds(node, "atFailure", row.atFailure());
        putSeconds(node, "worst", row.worst());
        node.put("worstPeriod", periods.get(row.worstPeriod()));
        putSeconds(node, "average", row.average());
        node.put("catchesUp", row.worst().catchesUp());
        node.put("longestSnapshot", row.longestSnapshot());
        node.put("snapshotShare", row.snapshotShare());
        node.put("snapshotsOverlap", row.snapshotsOverlap());
        ObjectNode parts = node.putObject("parts");
        parts(parts.putObject("atFailure"), row.atFailure());
        parts(parts.putObject("worst"), row.worst());
        parts(parts.putObject("average"), row.average());
    }

    private static <T extends NativeOperators<T>> void putSeconds(ObjectNode node, String field, RecoveryTime<T> time) {
        if (time.catchesUp()) {
            node.put(field, ((Number) time.total()).doubleValue());
        } else {
            node.putNull(field);
        }
    }

    private static <T extends NativeOperators<T>> void parts(ObjectNode node, RecoveryTime<T> time) {
        if (time.worker() != null) {
            node.put("worker", time.worker());
        }
        node.put("detection", ((Number) time.detection()).doubleValue());
        node.put("restore", ((Number) time.restore()).doubleValue());
        node.put("replay", ((Number) time.replay()).doubleValue());
        if (time.catchesUp()) {
            node.put("catchUp", ((Number) time.catchUp()).doubleValue());
        } else {
            node.putNull("catchUp");
        }
    }

    private static void watch(ObjectNode node, WatchedInterval watched) {
        putInterval(node, "interval", watched.interval());
        OperatingSignals watch = watched.watch();
        node.put("entryBudget", watch.entryBudget());
        node.put("entryBudgetBytes", watch.entryBudgetBytes());
        node.put("entryBudgetWorker", watch.entryBudgetWorker());
        node.put("longestSnapshot", watch.longestSnapshot());
        node.put("intervalSeconds", watch.intervalSeconds());
        node.put("restoreToDrill", watch.restoreToDrill());
    }

    private static void verdict(ObjectNode root, DecidedRecovery verdict, List<String> periods) {
        if (verdict == null) {
            root.putNull("verdict");
            return;
        }
        ObjectNode node = root.putObject("verdict");
        putInterval(node, "interval", verdict.decided());
        node.put("met", verdict.met());
        node.put("catchesUp", verdict.catchesUp());
        putSeconds(node, "worst", verdict.worst());
        node.put("worstPeriod", periods.get(verdict.worstPeriod()));
        node.put("cheapestMeetingFound", verdict.cheapestMeeting() != null);
        if (verdict.cheapestMeeting() != null) {
            putInterval(node, "cheapestMeeting", verdict.cheapestMeeting());
        } else {
            node.putNull("cheapestMeeting");
        }
        node.put("message", verdict.message(periods));
    }
}
