package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.report.ReportView.Cell;
import dev.checkpointreport.report.ReportView.Row;
import dev.checkpointreport.report.ReportView.Table;
import dev.checkpointreport.timing.IntervalRecovery;
import dev.checkpointreport.timing.LagPoint;
import dev.checkpointreport.timing.RecoveryAnalysis;
import dev.checkpointreport.timing.RecoveryTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.field.FP64;

/** The freshness curve after the declared failure: its corners, phase by phase, and what shapes it. */
final class FreshnessTable {

    private FreshnessTable() {
    }

    static Table of(CheckpointConfig config, RecoveryAnalysis recovery) {
        List<Row> rows = new ArrayList<>();
        for (LagPoint point : recovery.watched().freshness()) {
            rows.add(new Row(point.phase(), "", List.of(Cell.number(Figures.seconds(point.seconds())),
                    Cell.number(Figures.seconds(point.lag())))));
        }
        return new Table("freshness", "Lag behind the input after a failure in " + config.failurePeriod() + ", with "
                + Figures.named(recovery.watched().interval()), finding(config, recovery), "phase",
                List.of("after the failure", "lag"), rows, "", List.of());
    }

    /** The outage raises the lag one second per second; catch-up lowers it at (μ − λ) / λ, if at all. */
    static String finding(CheckpointConfig config, RecoveryAnalysis recovery) {
        IntervalRecovery watched = recovery.watched().recovery();
        RecoveryTime<FP64> time = watched.atFailure();
        double outage = time.outage().doubleValue();
        double arrival = recovery.rates().workerArrivals().get(time.worker());
        double mu = recovery.rates().processing();
        String rises = "After a failure in " + config.failurePeriod() + " with " + Figures.named(watched.interval())
                + " no output leaves worker " + time.worker() + " for " + Figures.seconds(outage) + " (detection "
                + Figures.seconds(time.detection().doubleValue()) + ", restore "
                + Figures.seconds(time.restore().doubleValue()) + ", replay " + Figures.seconds(time.replay().doubleValue())
                + "), so the lag rises one second per second to " + Figures.seconds(outage) + ".";
        if (!time.catchesUp()) {
            return rises + " Then it never falls: the worker processes at most " + Figures.rate(mu)
                    + " rows/s and receives " + Figures.rate(arrival) + " rows/s, so μ − λ = "
                    + Figures.rate(mu - arrival) + " rows/s and the job never catches up.";
        }
        return rises + " Then the backlog drains at μ − λ = " + Figures.rate(mu) + " − "
                + Figures.rate(arrival) + " = " + Figures.rate(mu - arrival)
                + " rows/s, so the lag falls by " + Figures.significant((mu - arrival) / arrival, 2)
                + " s each second and reaches 0 after catch-up " + Figures.seconds(time.catchUp().doubleValue()) + ", "
                + Figures.seconds(time.total().doubleValue()) + " after the failure.";
    }
}
