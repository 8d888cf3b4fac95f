package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * How the stream falls on the workers: each worker's rows and distinct keys, and the busiest worker's share
 * of the rows against the even share {@code 1/workers}. Skew shows here: one instance holding most of the
 * entries checkpoints and restores slowly while the others idle.
 *
 * @param rows rows of each worker over the whole stream
 * @param keys distinct keys of each worker (state entries, for a counts file)
 * @param keysKnown whether the source gave the keys; a counts file without a {@code keys} column does not
 * @param busiest the worker with the most rows; a tie goes to the lowest number
 */
public record WorkerLoad(List<Long> rows, List<Long> keys, boolean keysKnown, int busiest) {

    public WorkerLoad {
        rows = List.copyOf(rows);
        keys = List.copyOf(keys);
    }

    public static WorkerLoad of(RowCounts counts, boolean keysKnown) {
        List<Long> rows = new ArrayList<>();
        List<Long> keys = new ArrayList<>();
        int busiest = 0;
        for (int w = 0; w < counts.workers(); w++) {
            rows.add(counts.worker(w).upTo(counts.periods() - 1));
            keys.add(counts.keysOf(w));
            if (rows.get(w) > rows.get(busiest)) {
                busiest = w;
            }
        }
        return new WorkerLoad(rows, keys, keysKnown, busiest);
    }

    public int workers() {
        return rows.size();
    }

    public long totalRows() {
        long total = 0;
        for (long workerRows : rows) {
            total += workerRows;
        }
        return total;
    }

    /** The busiest worker's share of the rows, exactly; 0 when the stream has none. */
    public BigFraction busiestShare() {
        long total = totalRows();
        return total == 0 ? BigFraction.ZERO : BigFraction.of(rows.get(busiest), total);
    }

    /** The share each worker would take if the rows fell evenly. */
    public BigFraction evenShare() {
        return BigFraction.of(1, workers());
    }
}
