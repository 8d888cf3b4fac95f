package dev.checkpointreport.output.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.JobFailure;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredFrom;
import dev.checkpointreport.measured.Observed;
import dev.checkpointreport.measured.Restore;
import dev.checkpointreport.output.json.JsonText;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The measured charts' data: one point per checkpoint by id, labelled with its trigger time; the completed
 * checkpoints' durations and sizes, the failed ones' time until they failed, and the chosen percentile's lines;
 * and the marks on the time axis: each failure, each restore and {@code measured.from}, placed between the
 * checkpoints by their times ({@code p}: a checkpoint's index and the share of the way to the next), each with
 * its label and a short one for where the whole one finds no room. Labels and
 * values are formatted here; the script only draws them.
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
        List<Checkpoint> drawn = ChartThinning.drawn(analysis.measurements().checkpoints());
        for (Checkpoint c : drawn) {
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
        root.put("axis", analysis.measurements().source().axis());
        root.put("durationName", analysis.measurements().source().duration());
        root.put("writtenName", analysis.measurements().source().written());
        Observed at = Observed.at(analysis.statistics().duration(), analysis.percentile());
        root.put("percentile", analysis.percentile().id() + " " + MeasuredTimes.millis(at.value()));
        root.put("percentileValue", at.value());
        marks(root.putArray("marks"), analysis, drawn);
        return JsonText.forScript(root);
    }

    private static void marks(ArrayNode marks, MeasuredAnalysis analysis, List<Checkpoint> checkpoints) {
        SourceTables source = SourceTables.of(analysis.measurements());
        // a crash loop's thousands of failures and restores: past a mark a drawn point, one of a kind a point
        Set<String> marked = analysis.measurements().failures().size() > ChartThinning.MAX_POINTS
                || analysis.measurements().restores().size() > ChartThinning.MAX_POINTS ? new HashSet<>() : null;
        // a Spark query's "failure" is only its old run's last batch: the new run is what its log shows
        for (JobFailure failure : source.marksFailures() ? analysis.measurements().failures() : List.<JobFailure>of()) {
            mark(marks, marked, checkpoints, failure.timestamp(), "failure", "failure "
                    + MeasuredTimes.clock(failure.timestamp()), "failure");
        }
        for (Restore restore : analysis.measurements().restores()) {
            String[] words = source.restoreMark(restore);
            mark(marks, marked, checkpoints, restore.timestamp(), "restore", words[0], words[1]);
        }
        MeasuredFrom from = analysis.statistics().from();
        if (from != null) {
            long time = from.timestamp() != null ? from.timestamp() : analysis.measurements().checkpoints().stream()
                    .filter(c -> c.id() == from.checkpoint()).findFirst().orElseThrow().trigger();
            mark(marks, marked, checkpoints, time, "from", "measured.from", "from");
        }
    }

    /**
     * A mark at {@code time}: between the two checkpoints triggered around it, or at either end; none when a mark
     * of its kind is already at that point, in {@code marked} ({@code null} when every mark is drawn).
     */
    private static void mark(ArrayNode marks, Set<String> marked, List<Checkpoint> checkpoints, long time, String kind,
                             String label, String shortLabel) {
        double at = 0;
        for (int i = 0; i < checkpoints.size(); i++) {
            long trigger = checkpoints.get(i).trigger();
            if (trigger <= time) {
                at = i;
                if (i + 1 < checkpoints.size() && checkpoints.get(i + 1).trigger() > time) {
                    at += (double) (time - trigger) / (checkpoints.get(i + 1).trigger() - trigger);
                }
            }
        }
        if (marked == null || marked.add(kind + " " + Math.round(at))) {
            marks.addObject().put("p", at).put("kind", kind).put("label", label).put("short", shortLabel);
        }
    }

    private static void addOrNull(ArrayNode array, Long value) {
        if (value == null) {
            array.addNull();
        } else {
            array.add(value);
        }
    }
}
