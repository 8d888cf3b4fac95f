package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.output.json.JsonText;

/**
 * The measured charts' data: one point per checkpoint by id, labelled with its trigger time; the completed
 * checkpoints' durations and sizes, the failed ones' time until they failed, and the chosen percentile's lines.
 * Labels and values are formatted here; the script only draws them.
 */
final class MeasuredChartData {

    private MeasuredChartData() {
    }

    static String json(MeasuredAnalysis analysis) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ArrayNode labels = root.putArray("labels");
        ArrayNode duration = root.putArray("duration");
        ArrayNode failed = root.putArray("failed");
        ArrayNode state = root.putArray("stateSize");
        ArrayNode written = root.putArray("checkpointedSize");
        boolean anyWritten = false;
        for (Checkpoint c : analysis.measurements().checkpoints()) {
            labels.add("#" + c.id() + " " + MeasuredTimes.clock(c.trigger()));
            boolean completed = c.status() == Checkpoint.Status.COMPLETED;
            addOrNull(duration, completed ? c.duration() : null);
            addOrNull(failed, completed ? null : c.duration());
            addOrNull(state, completed ? c.stateSize() : null);
            addOrNull(written, completed ? c.checkpointedSize() : null);
            anyWritten |= completed && c.checkpointedSize() != null;
        }
        root.put("sizesWritten", anyWritten);
        // a history read from Prometheus knows the sample that showed each checkpoint, not Flink's trigger
        root.put("axis", analysis.measurements().prometheus() != null ? "checkpoint, sampled (UTC)"
                : "checkpoint, triggered (UTC)");
        Observed at = Observed.at(analysis.statistics().duration(), analysis.percentile());
        root.put("percentile", analysis.percentile().id() + " " + MeasuredTimes.millis(at.value()));
        root.put("percentileValue", at.value());
        return JsonText.forScript(root);
    }

    private static void addOrNull(ArrayNode array, Long value) {
        if (value == null) {
            array.addNull();
        } else {
            array.add(value);
        }
    }
}
