package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.Sizes;
import dev.checkpointreport.timing.StatePoint;
import java.util.ArrayList;
import java.util.List;

/** State size by period: the busiest worker's entries and bytes, and the whole job's. */
final class StateTable {

    private StateTable() {
    }

    static Table of(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        List<Row> rows = new ArrayList<>();
        for (StatePoint point : recovery.state().points()) {
            rows.add(new Row(PeriodParts.shown(config, point.period()), "", List.of(
                    Cell.number(Integer.toString(point.busiestWorker())),
                    Cell.number(Numbers.count(point.busiestEntries())), Cell.number(Numbers.count(point.busiestBytes())),
                    Cell.number(Numbers.count(point.totalEntries())), Cell.number(Numbers.count(point.totalBytes()))),
                    PeriodParts.title(config, point.period())));
        }
        return new Table("state-size", "State at the end of each period, in entries and bytes",
                finding(config, recovery), "period", List.of("busiest worker", "its entries", "its bytes",
                        "total entries", "total bytes"), rows,
                "One entry: a key, a value and an expiry, " + recovery.spec().state().entryBytes() + " bytes each.",
                List.of());
    }

    /** Where the state stops growing, or, without expiry, that it never does. */
    static String finding(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        List<StatePoint> state = recovery.state().points();
        StatePoint first = state.get(0);
        StatePoint last = state.get(state.size() - 1);
        if (recovery.state().unbounded()) {
            return """
                    The state is unbounded: the dedup set keeps every row id and never expires, so it grows with \
                    every row, from %s entries in %s to %s, %s, in %s, and it will not stop there. A dedup set \
                    without a TTL has no bound whatever its size today; set state.dedupTtl.\
                    """.formatted(Numbers.count(first.totalEntries()), PeriodParts.shown(config, first.period()),
                    Numbers.count(last.totalEntries()), Sizes.format(last.totalBytes()),
                    PeriodParts.shown(config, last.period()));
        }
        StatePoint largest = first;
        for (StatePoint point : state) {
            largest = point.totalEntries() > largest.totalEntries() ? point : largest;
        }
        boolean flat = true;
        for (StatePoint point : state.subList(largest.period(), state.size())) {
            flat &= point.totalEntries() == largest.totalEntries();
        }
        return """
                The state reaches %s entries, %s, in %s%s; the busiest worker, %s, holds %s of them, %s. The state \
                grows with distinct keys × value size × retention, not with throughput.\
                """.formatted(Numbers.count(largest.totalEntries()), Sizes.format(largest.totalBytes()),
                PeriodParts.shown(config, largest.period()), flat && largest != last ? " and stays there" : "",
                largest.busiestWorker(), Numbers.count(largest.busiestEntries()), Sizes.format(largest.busiestBytes()));
    }
}
