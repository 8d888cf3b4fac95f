package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Fact;
import dev.checkpointreport.output.view.Page.Group;
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
 * Recovery time per interval, at worst (first, since the recovery gate judges it and a wide table shows its
 * first columns), at the declared failure and on average, each split into detection, restore, replay and
 * catch-up; and the longest snapshot against the interval.
 */
final class RecoveryTimeTable {
    static final List<String> PARTS = List.of("total", "detection", "restore", "replay", "catch-up");
    private static final String HEADROOM = """
            Catch-up takes %s times as long as the outage before it: headroom, not the restore, decides this \
            recovery.""";

    private RecoveryTimeTable() {
    }

    static Table of(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        List<Row> rows = new ArrayList<>();
        boolean never = false;
        for (IntervalRecoveryTime row : recovery.intervals()) {
            never |= !row.average().catchesUp();
            List<Cell> worst = parts(row.worst());
            List<Cell> cells = new ArrayList<>(List.of(worst.get(0), PeriodParts.cell(config, row.worstPeriod())));
            cells.addAll(worst.subList(1, worst.size()));
            cells.addAll(parts(row.atFailure()));
            cells.addAll(parts(row.average()));
            cells.add(Cell.number(row.interval().isNone() ? "—" : Numbers.seconds(row.longestSnapshot())));
            cells.add(Cell.number(row.snapshotShare() == null ? "—" : Numbers.percent(row.snapshotShare())));
            rows.add(new Row(Numbers.interval(row.interval()), row.snapshotsOverlap() ? "snapshots overlap" : "", cells));
        }
        List<String> headers = new ArrayList<>(List.of("total", "failure period"));
        headers.addAll(PARTS.subList(1, PARTS.size()));
        headers.addAll(PARTS);
        headers.addAll(PARTS);
        headers.add("longest snapshot");
        headers.add("share of interval");
        List<Group> groups = List.of(new Group("worst", PARTS.size() + 1),
                new Group("after a failure in " + PeriodParts.failure(config), PARTS.size()),
                new Group("average", PARTS.size()), new Group("checkpoint", 2));
        return new Table("recovery-time", "Recovery time of each interval and where it goes", finding(config, recovery),
                "interval", headers, rows, never ? "never: the backlog never drains, so the recovery never ends." : "",
                List.of(), groups);
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
        String rates = "worker %s receives %s rows/s and processes at most %s rows/s".formatted(worker,
                Numbers.rate(arrival), Numbers.rate(processing));
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
                μ − λ = %s rows/s.\
                """.formatted(name, PeriodParts.shown(config, watched.worstPeriod()),
                Numbers.seconds(worst.total().doubleValue()), Numbers.seconds(worst.restore().doubleValue()),
                Numbers.seconds(worst.replay().doubleValue()), Numbers.seconds(catchUp), rates,
                Numbers.rate(processing - arrival));
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
