package dev.checkpointreport.timing;

import dev.checkpointreport.model.RowCounts;
import java.util.ArrayList;
import java.util.List;

/**
 * State size by period: the busiest worker's and the whole job's.
 *
 * @param unbounded the dedup set keeps every row id and never expires, so the state has no bound
 */
public record StateSeries(List<StatePoint> points, boolean unbounded) {

    public StateSeries {
        points = List.copyOf(points);
    }

    static StateSeries of(StateSize state, RowCounts counts, boolean unbounded) {
        List<StatePoint> points = new ArrayList<>();
        for (int t = 0; t < counts.periods(); t++) {
            int busiest = 0;
            long totalEntries = 0;
            for (int w = 0; w < counts.workers(); w++) {
                long entries = state.entries(w, t);
                totalEntries = Math.addExact(totalEntries, entries);
                if (entries > state.entries(busiest, t)) {
                    busiest = w;
                }
            }
            points.add(new StatePoint(t, busiest, state.entries(busiest, t), state.bytes(busiest, t), totalEntries,
                    Math.multiplyExact(totalEntries, state.entryBytes())));
        }
        return new StateSeries(points, unbounded);
    }
}
