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
    /** The first block, kept as it came until a second one comes: a reader of one split needs no table. */
    private Sightings only;
    private final List<String> labels = new ArrayList<>();
    private final Map<String, Integer> labelSlots = new HashMap<>();

    /** Keeps each key of {@code block} with its earliest sighting. */
    void merge(Sightings block) {
        if (only == null && keys.size() == 0) {
            only = block;
            return;
        }
        tableOnly();
        add(block);
    }

    /** Puts the first block, if it is kept as it came, into the table. */
    private void tableOnly() {
        if (only != null) {
            Sightings first = only;
            only = null;
            add(first);
        }
    }

    private void add(Sightings block) {
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
        Sightings all = only != null ? only : keys.all(labels.isEmpty() ? null : labels.toArray(String[]::new));
        return all.byTarget(targets, BLOCK_KEYS);
    }

    /** The keys new in each period on each worker: one cell each, with its {@link Tally#keys}. */
    List<Tally> newKeys() {
        tableOnly();
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
