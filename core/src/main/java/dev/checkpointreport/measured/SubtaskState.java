package dev.checkpointreport.measured;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The state of one operator's subtasks at one checkpoint, from {@code …/checkpoints/details/<cid>/subtasks/<vertex>}.
 * The response does not name its operator, nor its vertex, so the file does: the scrape names it
 * {@code subtasks-<cid>-<vertex id>.json}, and a saved {@code /jobs/<id>} maps that id to the operator's name.
 *
 * @param vertex the file it was read from, as the scenario's pattern matched it
 * @param operator the operator's name from {@code /jobs/<id>}'s {@code vertices}; {@code null} when no such
 *     response names the file's vertex
 */
public record SubtaskState(long checkpoint, String vertex, List<Subtask> subtasks, String operator) {
    /**
     * A vertex id in a file's name: Flink's {@code JobVertexID}, 32 lowercase hexadecimal digits, with no such digit
     * either side, so that a scrape's stamp after it ({@code -202651455291T084}) is not taken for part of it.
     */
    private static final Pattern VERTEX_ID = Pattern.compile("(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])");

    public SubtaskState {
        subtasks = List.copyOf(subtasks);
    }

    /** A subtasks file's state, its operator not yet named. */
    public SubtaskState(long checkpoint, String vertex, List<Subtask> subtasks) {
        this(checkpoint, vertex, subtasks, null);
    }

    /**
     * The vertex id the file's name gives: the first run of exactly 32 lowercase hexadecimal digits in the name (not
     * its folders), as in the scrape goal's {@code subtasks-<cid>-<vertex id>.json} or any name a user gives it
     * ({@code op-5-<vertex id>.json}); {@code null} when the name holds none. The response itself names no vertex.
     */
    public String vertexId() {
        int slash = Math.max(vertex.lastIndexOf('/'), vertex.lastIndexOf('\\'));
        Matcher id = VERTEX_ID.matcher(vertex.substring(slash + 1));
        return id.find() ? id.group() : null;
    }

    /** This state with its operator's name, the file's vertex looked up in {@code /jobs/<id>}'s vertices. */
    SubtaskState named(Map<String, String> operators) {
        String id = vertexId();
        return id == null || !operators.containsKey(id) ? this
                : new SubtaskState(checkpoint, vertex, subtasks, operators.get(id));
    }

    /**
     * One subtask's part of the checkpoint; the sizes and duration are {@code null} for a subtask that has not
     * acknowledged it.
     *
     * @param duration {@code end_to_end_duration}: from the trigger to this subtask's acknowledgement, in ms
     */
    public record Subtask(int index, Long stateSize, Long checkpointedSize, Long duration) {
        public boolean acknowledged() {
            return stateSize != null;
        }
    }
}
