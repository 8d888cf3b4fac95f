package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.RecoveryTime;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.commons.numbers.field.FP64;

/**
 * Recovery time per interval, at worst (first, since the recovery gate judges it), at the declared failure and
 * on average, each split into detection, restore, replay and catch-up; and the longest snapshot against the
 * interval: a table for each, so that none is wider than a screen.
 */
final class RecoveryTimeTable {
    static final List<String> PARTS = List.of("total", "detection", "restore", "replay", "catch-up");
    private static final String HEADROOM = """
            Catch-up takes %s times as long as the outage before it: headroom, not the restore, decides this \
            recovery.""";

    private RecoveryTimeTable() {
    }

    /**
     * One table per group of columns, so that each fits a screen: the worst recovery with its failure period and
     * the finding, the recovery after the declared failure, the average, and the checkpoint's longest snapshot.
     */
    static List<Table> of(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        List<Row> worst = new ArrayList<>();
        List<Row> atFailure = new ArrayList<>();
        List<Row> average = new ArrayList<>();
        List<Row> checkpoint = new ArrayList<>();
        boolean never = false;
        for (IntervalRecoveryTime row : recovery.intervals()) {
            never |= !row.average().catchesUp();
            String interval = Numbers.interval(row.interval());
            String mark = row.snapshotsOverlap() ? "snapshots overlap" : "";
            List<Cell> parts = parts(row.worst());
            List<Cell> cells = new ArrayList<>(List.of(parts.get(0), PeriodParts.cell(config, row.worstPeriod())));
            cells.addAll(parts.subList(1, parts.size()));
            worst.add(new Row(interval, mark, cells));
            atFailure.add(new Row(interval, mark, parts(row.atFailure())));
            average.add(new Row(interval, mark, parts(row.average())));
            checkpoint.add(new Row(interval, mark, List.of(
                    Cell.number(row.interval().isNone() ? "—" : Numbers.seconds(row.longestSnapshot())),
                    Cell.number(row.snapshotShare() == null ? "—" : Numbers.percent(row.snapshotShare())))));
        }
        List<String> worstHeaders = new ArrayList<>(List.of("total", "failure period"));
        worstHeaders.addAll(PARTS.subList(1, PARTS.size()));
        // the key under the first table, with the finding, names the never of all three
        String key = never ? "never: the backlog never drains, so the recovery never ends." : "";
        return List.of(
                new Table("recovery-time", "Recovery time of each interval at worst, and where it goes",
                        finding(config, recovery), "interval", worstHeaders, worst, key, List.of(), List.of()),
                new Table("recovery-time-failure", "Recovery time after a failure in " + PeriodParts.failure(config),
                        "", "interval", PARTS, atFailure, "", List.of(), List.of()),
                new Table("recovery-time-average", "Recovery time on average over the failure periods", "",
                        "interval", PARTS, average, "", List.of(), List.of()),
                new Table("recovery-time-checkpoint", "Each interval's longest snapshot", "", "interval",
                        List.of("longest snapshot", "share of interval"), checkpoint, "", List.of(), List.of()));
    }

    private static List<Cell> parts(RecoveryTime<FP64> time) {
        return List.of(Cell.number(Numbers.seconds(time.catchesUp() ? time.total().doubleValue() : null)),
                Cell.number(Numbers.seconds(time.detection().doubleValue())),
                Cell.number(Numbers.seconds(time.restore().doubleValue())),
                Cell.number(Numbers.seconds(time.replay().doubleValue())),
                Cell.number(Numbers.seconds(time.catchesUp() ? time.catchUp().doubleValue() : null)));
    }

    /** The watched interval's worst recovery, its parts, and why catch-up outlasts the outage. */
    static String finding(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        IntervalRecoveryTime watched = recovery.watched().recovery();
        RecoveryTime<FP64> worst = watched.worst();
        int worker = worst.worker();
        double arrival = recovery.rates().workerArrivals().get(worker);
        double processing = recovery.rates().processing();
        double scale = Numbers.rateScale(arrival, processing - arrival);
        String rates = "worker %s receives %s and processes at most %s".formatted(worker,
                Numbers.rate(arrival, scale), Numbers.rate(processing, scale));
        String name = Numbers.named(watched.interval());
        if (!worst.catchesUp()) {
            return """
                    With %s the recovery never ends: %s, so the backlog that piles up during the outage never \
                    drains. A job at its capacity ceiling never catches up, however fast the restore.\
                    """.formatted(name, rates);
        }
        double outage = worst.outage().doubleValue();
        double catchUp = worst.catchUp().doubleValue();
        String finding = """
                With %s the worst recovery, after a failure in %s, takes %s: the restore reads the whole state \
                before any record, in %s, replay takes %s, and catch-up %s, since %s: the backlog drains at only \
                μ − λ = %s.\
                """.formatted(name, PeriodParts.shown(config, watched.worstPeriod()),
                Numbers.seconds(worst.total().doubleValue()), Numbers.seconds(worst.restore().doubleValue()),
                Numbers.seconds(worst.replay().doubleValue()), Numbers.seconds(catchUp), rates,
                Numbers.rate(processing - arrival, scale));
        if (catchUp > outage) {
            finding += " " + HEADROOM.formatted(Numbers.significant(catchUp / outage, 2));
        }
        return finding + fastest(recovery);
    }

    private static String fastest(RecoveryTimeAnalysis recovery) {
        IntervalRecoveryTime fastest = null;
        for (IntervalRecoveryTime row : recovery.intervals()) {
            if (row.worst().catchesUp() && (fastest == null
                    || Double.compare(row.worst().total().doubleValue(), fastest.worst().total().doubleValue()) < 0)) {
                fastest = row;
            }
        }
        if (fastest == null) {
            throw new NoSuchElementException("No value present");
        }
        return " The shortest worst case is " + Numbers.named(fastest.interval()) + "'s, "
                + Numbers.seconds(fastest.worst().total().doubleValue()) + ".";
    }

    /** The watched interval's worst recovery, as one fact of the summary. */
    static Fact worstFact(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        IntervalRecoveryTime watched = recovery.watched().recovery();
        String term = "Worst recovery with " + Numbers.named(watched.interval());
        if (!watched.worst().catchesUp()) {
            return new Fact(term, "never: the backlog never drains");
        }
        return new Fact(term, Numbers.seconds(watched.worst().total().doubleValue()) + ", after a failure in "
                + PeriodParts.shown(config, watched.worstPeriod()));
    }
}
