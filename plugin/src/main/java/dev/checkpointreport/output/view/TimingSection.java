package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.OperatingSignals;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.Sizes;
import java.util.List;

/**
 * The recovery in time, worded and formatted for the templates: how long recovery takes per interval
 * and where the time goes, how large the state grows, how stale the output gets after the failure, and
 * what to watch in operation.
 *
 * @param times recovery time per interval at worst, at the failure and on average, with its parts, and the
 *              longest snapshot: a table each
 * @param timesChart what the stacked bar chart draws, for its caption
 * @param state state entries and bytes by period, busiest worker and whole job
 * @param freshness the corners of the lag curve after the declared failure
 * @param freshnessChart what the lag chart draws, for its caption
 * @param watch what to watch, each with this job's numbers
 */
public record TimingSection(List<Table> times, String timesChart, Table state, Table freshness, String freshnessChart,
                             List<Fact> watch) {
    private static final String UNBOUNDED_BUDGET = """
            With no TTL on the dedup set this is only where the run ended: it grows with every row, so no budget \
            holds until the set expires.""";
    private static final String BOUNDED_BUDGET = """
            Alert on each worker's entry count above it: more means more keys or a longer retention than this \
            design assumed.""";
    private static final String NO_SNAPSHOT = "With no checkpoint nothing is snapshotted: every failure replays from"
            + " the start.";
    private static final String OVERLAP = "The snapshots already overlap: each takes longer than the interval.";
    private static final String DURATION_SLI = """
            Watch checkpoint duration as a first-class SLI: it grows with the state for weeks before snapshots \
            overlap.""";

    public TimingSection {
        times = List.copyOf(times);
        watch = List.copyOf(watch);
    }

    /** The section, or {@code null} when the scenario has no {@code timing} section. */
    static TimingSection of(ScenarioResult result) {
        RecoveryTimeAnalysis recovery = result.recovery();
        if (recovery == null) {
            return null;
        }
        CheckpointConfig config = result.config();
        return new TimingSection(RecoveryTimeTable.of(config, recovery),
                "Where the worst recovery of each interval goes, in " + RecoveryTimeChartData.timesUnit(recovery).name() + ": detection, restore,"
                        + " replay and catch-up stacked. An interval that never catches up is drawn to the end of its"
                        + " outage and labelled never.",
                StateTable.of(config, recovery), FreshnessTable.of(config, recovery),
                "Lag behind the input, in " + RecoveryTimeChartData.freshnessUnit(recovery).name() + ", against the time since the failure in "
                        + PeriodParts.failure(config) + " with " + Numbers.named(recovery.watched().interval())
                        + "; each corner is named by the phase that ends there.",
                watch(recovery, result.measured() == null ? null : result.measured().comparison()));
    }

    /**
     * What the job measured beside the model's longest snapshot, which the Measured section sets against the same
     * prediction: a page whose two sections disagree says so where the first one speaks.
     */
    private static String measured(ModelComparison measured) {
        if (measured == null) {
            return "";
        }
        MeasuredFigure snapshot = measured.snapshot();
        Double ratio = snapshot.ratio();
        return " Measured, below: the job's %s, %s, took %s%s.".formatted(
                measured.percentile().id(), snapshot.checkpoint().label(), Numbers.seconds(snapshot.measured().doubleValue()),
                ratio == null ? "" : ", " + Numbers.significant(ratio, 3) + " × the model's");
    }

    private static List<Fact> watch(RecoveryTimeAnalysis recovery, ModelComparison measured) {
        OperatingSignals watch = recovery.watched().watch();
        IntervalRecoveryTime watched = recovery.watched().recovery();
        String name = Numbers.named(watched.interval());
        String budget = "%s entries, %s, on worker %s, the busiest. %s".formatted(Numbers.count(watch.entryBudget()),
                Sizes.format(watch.entryBudgetBytes()), watch.entryBudgetWorker(),
                recovery.state().unbounded() ? UNBOUNDED_BUDGET : BOUNDED_BUDGET);
        String snapshot = watched.interval().isNone() ? NO_SNAPSHOT
                : "%s for the longest snapshot of %s against an interval of %s (%s). %s".formatted(
                        Numbers.seconds(watch.longestSnapshot()), name, Numbers.seconds(watch.intervalSeconds()),
                        Numbers.percent(watch.longestSnapshot() / watch.intervalSeconds()),
                        watched.snapshotsOverlap() ? OVERLAP : DURATION_SLI) + measured(measured);
        String published = watched.worst().catchesUp()
                ? "%s at worst with %s".formatted(Numbers.seconds(watched.worst().total().doubleValue()), name)
                : "never, until the capacity rises above the arrival rate";
        String drill = """
                %s to read the largest checkpoint of %s back: the restore reads the whole state before any record. \
                Drill it on a schedule, record how long it took, and publish the recovery time it gives, %s, as the \
                recovery objective.\
                """.formatted(Numbers.seconds(watch.restoreToDrill()), name, published);
        return List.of(new Fact("State-entry budget per worker", budget),
                new Fact("Checkpoint duration against the interval", snapshot), new Fact("Restore time to drill", drill));
    }
}

