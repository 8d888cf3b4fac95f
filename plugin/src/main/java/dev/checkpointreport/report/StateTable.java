package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.report.ReportView.Cell;
import dev.checkpointreport.report.ReportView.Row;
import dev.checkpointreport.report.ReportView.Table;
import dev.checkpointreport.timing.RecoveryAnalysis;
import dev.checkpointreport.timing.StatePoint;
import java.util.ArrayList;
import java.util.List;

/** State size by period: the busiest worker's entries and bytes, and the whole job's. */
final class StateTable {

    private StateTable() {
    }

    static Table of(CheckpointConfig config, RecoveryAnalysis recovery) {
        List<Row> rows = new ArrayList<>();
        for (StatePoint point : recovery.state().points()) {
            rows.add(new Row(config.periods().get(point.period()), "", List.of(
                    Cell.number(Integer.toString(point.busiestWorker())),
                    Cell.number(Figures.count(point.busiestEntries())), Cell.number(Figures.count(point.busiestBytes())),
                    Cell.number(Figures.count(point.totalEntries())), Cell.number(Figures.count(point.totalBytes())))));
        }
        return new Table("state-size", "State at the end of each period, in entries and bytes",
                finding(config, recovery), "period", List.of("busiest worker", "its entries", "its bytes",
                        "total entries", "total bytes"), rows,
                "One entry: a key, a value and an expiry, " + recovery.spec().state().entryBytes() + " bytes each.",
                List.of());
    }

    /** Where the state stops growing, or, without expiry, that it never does. */
    static String finding(CheckpointConfig config, RecoveryAnalysis recovery) {
        List<StatePoint> state = recovery.state().points();
        StatePoint first = state.get(0);
        StatePoint last = state.get(state.size() - 1);
        String grows = "The state grows with distinct keys × value size × retention, not with throughput.";
        if (recovery.state().unbounded()) {
            return "The state is unbounded: the dedup set keeps every row id and never expires, so it grows with"
                    + " every row, from " + Figures.count(first.totalEntries()) + " entries in "
                    + config.periods().get(first.period()) + " to " + Figures.count(last.totalEntries()) + ", "
                    + Figures.bytes(last.totalBytes()) + ", in " + config.periods().get(last.period())
                    + ", and it will not stop there. A dedup set without a TTL has no bound whatever its size today;"
                    + " set state.dedupTtl.";
        }
        StatePoint largest = state.stream().filter(p -> p.totalEntries() == state.stream()
                .mapToLong(StatePoint::totalEntries).max().orElseThrow()).findFirst().orElseThrow();
        boolean flat = state.subList(largest.period(), state.size()).stream()
                .allMatch(p -> p.totalEntries() == largest.totalEntries());
        return "The state reaches " + Figures.count(largest.totalEntries()) + " entries, "
                + Figures.bytes(largest.totalBytes()) + ", in " + config.periods().get(largest.period())
                + (flat && largest != last ? " and stays there" : "") + "; the busiest worker, "
                + largest.busiestWorker() + ", holds " + Figures.count(largest.busiestEntries()) + " of them, "
                + Figures.bytes(largest.busiestBytes()) + ". " + grows;
    }
}
