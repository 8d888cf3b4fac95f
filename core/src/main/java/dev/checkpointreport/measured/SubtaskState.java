package dev.checkpointreport.measured;

import java.util.List;

/**
 * The state of one operator's subtasks at one checkpoint, from {@code …/checkpoints/details/<cid>/subtasks/<vertex>}.
 * The response does not name its operator, so the file does.
 *
 * @param vertex the file it was read from, as the scenario's pattern matched it
 */
public record SubtaskState(long checkpoint, String vertex, List<Subtask> subtasks) {

    public SubtaskState {
        subtasks = List.copyOf(subtasks);
    }

    /**
     * One subtask's part of the checkpoint; the sizes and duration are {@code null} for a subtask that has not
     * acknowledged it.
     */
    public record Subtask(int index, Long stateSize, Long checkpointedSize, Long duration) {
        public boolean acknowledged() {
            return stateSize != null;
        }
    }
}
