package dev.checkpointreport.output.view;

import static dev.checkpointreport.output.view.MeasuredTables.fact;

import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredStatistics;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.Restore;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.Sizes;
import java.util.ArrayList;
import java.util.List;

/**
 * The measured tables a Kafka Streams app's listener log words its own way: where the history comes from, its
 * commit windows and stores, and its restarts, each with its restores and the levers that move its two costs.
 */
final class KafkaStreamsTables implements SourceTables {
    /** Restarts a summary's one cell lists, the last ones. */
    static final int DIGESTED_RESTARTS = 5;
    private final KafkaStreamsApp app;

    KafkaStreamsTables(KafkaStreamsApp app) {
        this.app = app;
    }

    @Override
    public String lead(MeasuredAnalysis analysis) {
        Measurements measured = analysis.measurements();
        MeasuredStatistics statistics = analysis.statistics();
        return ("The Kafka Streams listener's log of the app %s in %s file%s: %s process%s, %s snapshots, %s commit "
                + "windows (the commits between two snapshots) from %s to %s UTC, a span of %s.").formatted(
                app.app(), measured.files().size(), measured.files().size() == 1 ? "" : "s",
                app.processes().size(), app.processes().size() == 1 ? "" : "es", app.snapshots(),
                statistics.completed(), MeasuredTimes.full(statistics.firstSeen()),
                MeasuredTimes.full(statistics.lastSeen()), Numbers.seconds(statistics.spanSeconds()));
    }

    @Override
    public Table overview(MeasuredAnalysis analysis, String mtbf) {
        MeasuredStatistics statistics = analysis.statistics();
        List<Row> rows = new ArrayList<>();
        rows.add(fact("commits", app.commits() + " (commit-total), in " + statistics.completed()
                + " windows between snapshots: a commit has no id, so the windows are the checkpoints"));
        rows.add(fact("restarts", statistics.restores().size() + ": a new process of the app"));
        rows.add(fact("interval", "commit.interval.ms: it sets the input run again after a crash, which the model's "
                + "recovery rows predict. The restore is a replay of each store's changelog from the offset the "
                + "store last flushed, or from 0, and the interval does not move it"));
        rows.add(fact("commit duration", "commit-latency-max at each snapshot: the longest commit of the metric's "
                + "window"));
        long sst = 0;
        for (KafkaStreamsApp.StoreSize store : app.stores()) {
            sst += store.sst();
        }
        rows.add(fact("state size", "total-sst-files-size summed over " + app.stores().size() + " store tasks: "
                + Sizes.format(sst) + " at the last snapshot (what a kept state dir holds; estimate-num-keys and "
                + "size-all-mem-tables mislead and are left out)"));
        rows.add(fact("observed span", Numbers.seconds(statistics.spanSeconds())));
        rows.add(fact("mean time between failures", mtbf));
        return new Table("measured-overview", "The measured app at a glance", "What the listener's log says of the "
                + "app " + app.app() + ".", "measured", List.of("value"), rows, "", List.of());
    }

    @Override
    public boolean marksFailures() {
        return false;
    }

    @Override
    public String[] restoreMark(Restore restore) {
        return new String[] {"RUNNING again", "RUNNING"};
    }

    @Override
    public String charts() {
        return "kafkaStreams";
    }

    @Override
    public String percentileFinding(MeasuredAnalysis analysis) {
        return "Over the " + analysis.statistics().counted() + " commit windows of every process; each window is "
                + "one checkpoint (#: its number in the log).";
    }

    @Override
    public String checkpointsFinding(Measurements measured) {
        return MeasuredTables.failedFinding(measured);
    }

    @Override
    public Table restores(MeasuredAnalysis analysis) {
        if (app.restarts().isEmpty()) {
            return null;
        }
        List<Row> rows = new ArrayList<>();
        List<String> levers = new ArrayList<>();
        List<KafkaStreamsApp.Restart> shown = MeasuredTables.lastShown(app.restarts());
        for (KafkaStreamsApp.Restart restart : shown) {
            KafkaStreamsApp.StoreRestore busiest = restart.busiest();
            rows.add(new Row(restart.running() == null ? "never RUNNING" : MeasuredTimes.full(restart.running()), "",
                    List.of(Cell.number(restart.toRunning() == null ? "—" : MeasuredTimes.millis(restart.toRunning())),
                            Cell.number(Numbers.count(restart.records())),
                            Cell.number(MeasuredTimes.millis(restart.restoreMillis())),
                            Cell.number(restart.fromZero() + " of " + restart.restores().size()),
                            Cell.number(restart.uncommitted() == null ? "—" : Numbers.count(restart.uncommitted())),
                            Cell.number(restart.lagAtRunning() == null ? "—" : Numbers.count(restart.lagAtRunning())
                                    + (restart.drainMillis() == null ? "" : " in "
                                    + MeasuredTimes.millis(restart.drainMillis()))),
                            Cell.number(busiest == null ? "—" : busiest.label() + ": "
                                    + Numbers.count(busiest.records())))));
            levers.add(String.join("; ", restart.levers()) + ".");
        }
        String caption = "Each new process of the app, timed from the old process's last line (the kill falls after "
                + "it) to RUNNING; the input run again is what the old process had fetched and not committed at its "
                + "last snapshot, and the catch-up the lag at RUNNING and how long it took to drain. "
                + String.join(" ", levers);
        Table table = new Table("measured-restores", "Restarts", caption, "RUNNING again (UTC)", List.of("to RUNNING",
                "records restored", "restore took", "from offset 0", "input run again", "catch-up",
                "largest restore"), rows, "", List.of());
        return MeasuredTables.excerpted(table, shown.size(), app.restarts().size(), "restarts");
    }

    /**
     * The app's restarts in one line, in the Restarts table's words, for a summary that gives a scenario one cell:
     * each restart's time to RUNNING, its restore, the store partitions replayed from offset 0 with their cause,
     * the input run again and the catch-up; of the last {@link #DIGESTED_RESTARTS} only, since an app in a crash
     * loop restarts thousands of times and a CI step's summary holds a megabyte.
     */
    static String digest(KafkaStreamsApp app) {
        if (app.restarts().isEmpty()) {
            return "no restart: one process of the app " + app.app();
        }
        List<String> restarts = new ArrayList<>();
        int first = Math.max(0, app.restarts().size() - DIGESTED_RESTARTS);
        for (int i = first; i < app.restarts().size(); i++) {
            KafkaStreamsApp.Restart restart = app.restarts().get(i);
            restarts.add("restart " + (i + 1) + ", " + (restart.toRunning() == null ? "never RUNNING"
                    : "RUNNING after " + MeasuredTimes.millis(restart.toRunning())) + ": "
                    + Numbers.count(restart.records()) + " records restored in "
                    + MeasuredTimes.millis(restart.restoreMillis()) + ", " + restart.fromZero() + " of "
                    + restart.restores().size() + " store partitions from offset 0"
                    + (restart.cause() == null ? "" : " (" + restart.cause() + ")") + ", "
                    + (restart.uncommitted() == null ? "input run again not known"
                    : Numbers.count(restart.uncommitted()) + " records of input run again") + ", "
                    + (restart.lagAtRunning() == null ? "no lag at RUNNING seen" : "a lag of "
                    + Numbers.count(restart.lagAtRunning()) + (restart.drainMillis() == null ? " not drained"
                    : " drained in " + MeasuredTimes.millis(restart.drainMillis()))));
        }
        return app.restarts().size() + " restart" + (app.restarts().size() == 1 ? "" : "s") + (first == 0 ? ""
                : ", the last " + restarts.size() + " listed (report.json lists them all)") + "; "
                + String.join("; ", restarts);
    }
}
