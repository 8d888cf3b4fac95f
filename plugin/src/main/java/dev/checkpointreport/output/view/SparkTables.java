package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredTables.fact;

import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SparkQuery;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured tables a Spark query's progress words its own way: where the history comes from, how often the
 * query commits its state and which of Spark's figures the page shows, and its restarts.
 */
final class SparkTables implements SourceTables {
    private final SparkQuery query;

    SparkTables(SparkQuery query) {
        this.query = query;
    }

    @Override
    public String lead(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        return ("Spark's progress of the query %s in %s file%s: %s batches in %s run%s, each stateful batch's state "
                + "commit one checkpoint, %s from %s to %s UTC, a span of %s.").formatted(
                query.name() == null ? measured.jobId() : query.name() + " (" + measured.jobId() + ")",
                measured.files().size(), measured.files().size() == 1 ? "" : "s", query.batches(), query.runs().size(),
                query.runs().size() == 1 ? "" : "s", statistics.completed(),
                MeasuredTimes.full(statistics.firstSeen()), MeasuredTimes.full(statistics.lastSeen()),
                Numbers.seconds(statistics.spanSeconds()));
    }

    @Override
    public Table overview(MeasuredAnalysis analysis, String mtbf) {
        MeasuredStatistics statistics = analysis.statistics();
        List<Row> rows = new ArrayList<>();
        rows.add(fact("state commits", statistics.completed() + " batches with state, of " + query.batches()
                + " logged" + (query.idle() == 0 ? "" : "; " + query.idle() + " idle triggers' reports left out")
                + (query.repeats() == 0 ? "" : "; " + query.repeats() + " repeated records left out")));
        rows.add(fact("restarts", statistics.restores().size() + ": a new runId of the query, from its checkpoint "
                + "location"));
        rows.add(fact("interval", interval(query)));
        rows.add(fact("commit duration", query.durationField() + ": the time the state stores took to commit, "
                + "summed over the operators and their partitions" + (query.rocksdb() ? " (RocksDB's whole commit: "
                + "its flush, checkpoint and the sync of its files or changelog)" : "")));
        rows.add(fact("state size", query.stateField() + (query.stateField().equals("memoryUsedBytes")
                ? ": the state stores' memory" : ": RocksDB's SST files, what a restore reads")
                + (query.writtenField() == null ? "" : "; written: " + query.writtenField() + ", what each commit copied")));
        rows.add(fact("observed span", Numbers.seconds(statistics.spanSeconds())));
        if (statistics.from() != null) {
            rows.add(fact("warm-up left out", MeasuredTables.warmUp(statistics, query.source(), "state commit")));
        }
        rows.add(fact("mean time between failures", mtbf));
        return new Table("measured-overview", "The measured query at a glance", "What the progress log says of the "
                + "query " + (query.operators().isEmpty() ? "" : "and its stateful operators, "
                + Numbers.and(query.operators(), 5)) + ".", "measured", List.of("value"), rows, "", List.of());
    }

    @Override
    public String percentileFinding(MeasuredAnalysis analysis) {
        MeasuredStatistics statistics = analysis.statistics();
        return "Over the " + statistics.counted() + " batches that committed state, every run of the query"
                + (statistics.from() == null ? "" : ", from " + statistics.from().named().replace("checkpoint",
                "batch") + " on (" + statistics.warmUp() + " left out as a warm-up, measured.from)")
                + "; each batch is one checkpoint (#: its batch id).";
    }

    @Override
    public boolean batches() {
        return true;
    }

    @Override
    public String checkpointsFinding(Measurements measured) {
        return MeasuredTables.failedFinding(measured);
    }

    /** How often the query commits its state, and what a restore reads back. */
    static String interval(SparkQuery query) {
        String gap = query.batchGap() == null ? "one batch a run: no time between batches measured"
                : MeasuredTimes.millis(query.batchGap()) + " between batches (the median of " + query.gaps()
                + " gaps between a run's batches' starts): the trigger's interval while a batch takes less";
        return gap + ". Spark commits the state at every batch, so a restore goes back to the last batch before the "
                + "failure. " + (query.rocksdb() ? "RocksDB's store uploads the SST files a commit changed, and a "
                + "restore reads the last commit's; with changelog checkpointing on, it writes a changelog each batch "
                + "and a snapshot every spark.sql.streaming.stateStore.minDeltasForSnapshot batches (10 by default), "
                + "and a restore reads the last snapshot and the changelogs after it."
                : "The HDFS-backed store writes a delta file each batch and a snapshot every "
                + "spark.sql.streaming.stateStore.minDeltasForSnapshot batches (10 by default), so a restore reads "
                + "the last snapshot and the deltas after it.");
    }

    @Override
    public Table restores(MeasuredAnalysis analysis) {
        MeasuredStatistics statistics = analysis.statistics();
        if (statistics.restores().isEmpty()) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        List<MeasuredStatistics.RestoreTime> shown = MeasuredTables.lastShown(statistics.restores());
        for (MeasuredStatistics.RestoreTime time : shown) {
            boolean replayed = time.restore().replayMillis() != null;
            rows.add(new Row(MeasuredTimes.full(time.restore().timestamp()), "", List.of(
                    Cell.number("batch " + time.restore().checkpoint() + (replayed ? " (run again)" : "")),
                    Cell.number(time.failure() == null ? "—" : MeasuredTimes.full(time.failure().timestamp())),
                    Cell.number(time.sinceFailure() == null ? "—" : MeasuredTimes.millis(time.sinceFailure())),
                    Cell.number(String.valueOf(time.restore().rowsRecomputed())),
                    Cell.number(replayed ? MeasuredTimes.millis(time.restore().replayMillis()) : "—"))));
        }
        String caption = "Each new run of the query, timed from the end of the old run's last batch to the start of "
                + "the new run's first; the failure falls between, and the log says no more of it. The state's loading "
                + "is part of the first batch's time, which the log does not split.";
        Table table = new Table("measured-restores", "Restarts", caption, "new run started (UTC)", List.of(
                "first batch", "old run's last batch ended (UTC)", "gap", "rows recomputed", "first batch took"), rows,
                "", List.of());
        return MeasuredTables.excerpted(table, shown.size(), statistics.restores().size(), "restarts");
    }
}
