package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.LagPoint;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.RecoveryTime;
import dev.checkpointreport.timing.StatePoint;
import java.util.List;
import org.apache.commons.numbers.field.FP64;

/**
 * The recovery charts' data, in seconds and entries, with the unit each time axis is drawn in: the
 * worst recovery's parts per interval, the state by period and the lag after the declared failure.
 */
final class RecoveryTimeChartData {

    /** The unit a time axis is drawn in, chosen once here so the captions and the axes agree. */
    record Unit(String name, int seconds) {
        static Unit of(double longest) {
            return longest >= 2 * 86400 ? new Unit("days", 86400) : longest >= 7200 ? new Unit("hours", 3600)
                    : longest >= 120 ? new Unit("minutes", 60) : new Unit("seconds", 1);
        }
    }

    /** The parts of a recovery, in the order the bars stack them. */
    private static final List<String> PARTS = List.of("detection", "restore", "replay", "catchUp");

    private RecoveryTimeChartData() {
    }

    static ObjectNode tree(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ObjectNode times = root.putObject("times");
        unit(times, timesUnit(recovery));
        ArrayNode intervals = times.putArray("intervals");
        ArrayNode never = times.putArray("never");
        ObjectNode parts = times.putObject("parts");
        ObjectNode labels = times.putObject("labels");
        for (IntervalRecoveryTime row : recovery.intervals()) {
            intervals.add(Numbers.interval(row.interval()));
            never.add(!row.worst().catchesUp());
        }
        for (String name : PARTS) {
            ArrayNode values = parts.putArray(name);
            ArrayNode texts = labels.putArray(name);
            for (IntervalRecoveryTime row : recovery.intervals()) {
                FP64 seconds = part(name, row.worst());
                values.add(seconds == null ? 0 : seconds.doubleValue());
                texts.add(Numbers.seconds(seconds == null ? null : seconds.doubleValue()));
            }
        }
        ObjectNode state = root.putObject("state");
        ArrayNode periods = state.putArray("periods");
        ArrayNode busiest = state.putArray("busiestEntries");
        ArrayNode total = state.putArray("totalEntries");
        for (StatePoint point : recovery.state().points()) {
            periods.add(PeriodParts.shown(config, point.period()));
            busiest.add(point.busiestEntries());
            total.add(point.totalEntries());
        }
        state.put("unbounded", recovery.state().unbounded());
        ObjectNode freshness = root.putObject("freshness");
        unit(freshness, freshnessUnit(recovery));
        freshness.put("catchesUp", recovery.watched().recovery().atFailure().catchesUp());
        ArrayNode points = freshness.putArray("points");
        for (LagPoint point : recovery.watched().freshness()) {
            points.addObject().put("seconds", point.seconds()).put("lag", point.lag()).put("phase", point.phase())
                    .put("secondsLabel", Numbers.seconds(point.seconds())).put("lagLabel", Numbers.seconds(point.lag()));
        }
        return root;
    }

    /** One part of a recovery; a catch-up that never ends is {@code null}. */
    private static FP64 part(String name, RecoveryTime<FP64> time) {
        return switch (name) {
            case "detection" -> time.detection();
            case "restore" -> time.restore();
            case "replay" -> time.replay();
            default -> time.catchUp();
        };
    }

    private static void unit(ObjectNode node, Unit unit) {
        node.put("unit", unit.name());
        node.put("unitSeconds", unit.seconds());
    }

    /** From the longest worst recovery drawn, counting only the outage of one that never ends. */
    static Unit timesUnit(RecoveryTimeAnalysis recovery) {
        double longest = 0;
        for (IntervalRecoveryTime row : recovery.intervals()) {
            RecoveryTime<FP64> t = row.worst();
            longest = Math.max(longest, t.outage().doubleValue() + (t.catchesUp() ? t.catchUp().doubleValue() : 0));
        }
        return Unit.of(longest);
    }

    static Unit freshnessUnit(RecoveryTimeAnalysis recovery) {
        double longest = 0;
        for (LagPoint point : recovery.watched().freshness()) {
            longest = Math.max(longest, point.seconds());
        }
        return Unit.of(longest);
    }
}
