package dev.checkpointreport.flink;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The earliest sighting of every key on every worker among the blocks merged into it ({@link Sightings}): the one
 * table of a reader, over the splits it read, and of a subtask of the last stage, over the readers. Labels as
 * written are kept once each, so that blocks of other splits, which number their labels their own way, agree.
 */
final class FirstSightings {
    /** The most keys in one block that crosses the network. */
    static final int BLOCK_KEYS = 1 << 14;

    private final KeyTable keys = new KeyTable();
    private final List<String> labels = new ArrayList<>();
    private final Map<String, Integer> labelSlots = new HashMap<>();

    /** Keeps each key of {@code block} with its earliest sighting. */
    void merge(Sightings block) {
        int[] periods = null;
        if (block.labels != null) {
            periods = new int[block.labels.length];
            for (int i = 0; i < periods.length; i++) {
                periods[i] = labelSlots.computeIfAbsent(block.labels[i], label -> {
                    labels.add(label);
                    return labels.size() - 1;
                });
            }
        }
        keys.merge(block, periods);
    }

    /** The keys, in blocks of at most {@link #BLOCK_KEYS}, for the {@code targets} subtasks that own them. */
    List<Sightings> blocks(int targets) {
        return keys.blocks(targets, BLOCK_KEYS, labels.isEmpty() ? null : labels.toArray(String[]::new));
    }

    /** The keys new in each period on each worker: one cell each, with its {@link Tally#keys}. */
    List<Tally> newKeys() {
        Map<Integer, Tally> cells = new HashMap<>();
        for (long entry : keys.entries()) {
            int cell = (int) entry;
            cells.computeIfAbsent(cell, c -> labels.isEmpty()
                    ? Tally.cell(null, Sightings.period(c), Sightings.worker(c))
                    : Tally.cell(labels.get(Sightings.period(c)), -1, Sightings.worker(c))).keys++;
        }
        return new ArrayList<>(cells.values());
    }
}
