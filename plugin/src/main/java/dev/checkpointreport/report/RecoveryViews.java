package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.report.ReportView.Fact;
import dev.checkpointreport.report.ReportView.Gate;
import dev.checkpointreport.timing.IntervalRecovery;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryAnalysis;
import dev.checkpointreport.timing.Watch;
import java.util.List;
import java.util.Locale;

/** The recovery in time as the report shows it: its four sections, and what the summary says of it. */
final class RecoveryViews {

    private RecoveryViews() {
    }

    static RecoveryView of(CheckpointConfig config, RecoveryAnalysis recovery) {
        return new RecoveryView(RecoveryTimeTable.of(config, recovery),
                "Where the worst recovery of each interval goes, in " + RecoveryChartData.timesUnit(recovery).name() + ": detection, restore,"
                        + " replay and catch-up stacked. An interval that never catches up is drawn to the end of its"
                        + " outage and labelled never.",
                StateTable.of(config, recovery), FreshnessTable.of(config, recovery),
                "Lag behind the input, in " + RecoveryChartData.freshnessUnit(recovery).name() + ", against the time since the failure in "
                        + config.failurePeriod() + " with " + Figures.named(recovery.freshnessInterval())
                        + "; each corner is named by the phase that ends there.",
                watch(recovery));
    }

    static List<Fact> watch(RecoveryAnalysis recovery) {
        Watch watch = recovery.watch();
        IntervalRecovery watched = RecoveryTimeTable.watched(recovery);
        String name = Figures.named(watch.interval());
        String budget = Figures.count(watch.entryBudget()) + " entries, " + Figures.bytes(watch.entryBudgetBytes())
                + ", on worker " + watch.entryBudgetWorker() + ", the busiest. "
                + (recovery.unbounded() ? "With no TTL on the dedup set this is only where the run ended: it grows"
                        + " with every row, so no budget holds until the set expires."
                        : "Alert on each worker's entry count above it: more means more keys or a longer retention"
                        + " than this design assumed.");
        String snapshot = watch.interval().isNone() ? "With no checkpoint nothing is snapshotted: every failure"
                + " replays from the start."
                : Figures.seconds(watch.longestSnapshot()) + " for the longest snapshot of " + name
                + " against an interval of " + Figures.seconds(watch.intervalSeconds()) + " ("
                + Figures.percent(watch.longestSnapshot() / watch.intervalSeconds()) + "). "
                + (watched.snapshotsOverlap() ? "The snapshots already overlap: each takes longer than the interval."
                        : "Watch checkpoint duration as a first-class SLI: it grows with the state for weeks before"
                        + " snapshots overlap.");
        String published = watched.worst().catchesUp() ? Figures.seconds(watched.worst().total().doubleValue())
                + " at worst with " + name : "never, until the capacity rises above the arrival rate";
        String drill = Figures.seconds(watch.restoreToDrill()) + " to read the largest checkpoint of " + name
                + " back: the restore reads the whole state before any record. Drill it on a schedule, record how"
                + " long it took, and publish the recovery time it gives, " + published + ", as the recovery objective.";
        return List.of(new Fact("State-entry budget per worker", budget),
                new Fact("Checkpoint duration against the interval", snapshot), new Fact("Restore time to drill", drill));
    }

    /** The recovery objective's verdict for the summary, or {@code null} without a decision. */
    static Gate gate(CheckpointConfig config, RecoveryAnalysis recovery) {
        ObjectiveVerdict verdict = recovery.verdict();
        return verdict == null ? null : new Gate("Recovery gate", verdict.met(), verdict.message(config.periods()));
    }

    /** A job at its capacity ceiling never catches up: the summary says so first. */
    static String warning(RecoveryAnalysis recovery) {
        if (recovery.catchesUp()) {
            return "";
        }
        List<Double> arrivals = recovery.workerArrivalRates();
        int worker = 0;
        for (int w = 1; w < arrivals.size(); w++) {
            worker = arrivals.get(w) > arrivals.get(worker) ? w : worker;
        }
        return "This job never catches up after a failure: worker " + worker + " receives "
                + rate(arrivals.get(worker)) + " rows/s and processes at most "
                + rate(recovery.processingRate()) + " rows/s (timing.capacity "
                + recovery.spec().capacity().toPlainString() + "), so the backlog a failure leaves never drains and"
                + " the recovery never ends. Raise timing.capacity: headroom over the arrival rate is what recovery"
                + " needs.";
    }

    /** Rows per second as the recovery gate's message prints them: {@code 3.3333}. */
    private static String rate(double rowsPerSecond) {
        return String.format(Locale.ROOT, "%.4f", rowsPerSecond);
    }

    /** The watched interval's worst recovery, as one fact of the summary. */
    static Fact worstFact(CheckpointConfig config, RecoveryAnalysis recovery) {
        IntervalRecovery watched = RecoveryTimeTable.watched(recovery);
        String term = "Worst recovery with " + Figures.named(watched.interval());
        if (!watched.worst().catchesUp()) {
            return new Fact(term, "never: the backlog never drains");
        }
        return new Fact(term, Figures.seconds(watched.worst().total().doubleValue()) + ", after a failure in "
                + config.periods().get(watched.worstPeriod()));
    }
}
