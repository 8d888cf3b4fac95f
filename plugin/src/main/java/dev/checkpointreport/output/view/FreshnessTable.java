package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.output.view.Page.Cell;
import dev.checkpointreport.output.view.Page.Row;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.LagPoint;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.RecoveryTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.field.FP64;

/** The freshness curve after the declared failure: its corners, phase by phase, and what shapes it. */
final class FreshnessTable {

    private FreshnessTable() {
    }

    static Table of(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        List<Row> rows = new ArrayList<>();
        for (LagPoint point : recovery.watched().freshness()) {
            rows.add(new Row(point.phase(), "", List.of(Cell.number(Numbers.seconds(point.seconds())),
                    Cell.number(Numbers.seconds(point.lag())))));
        }
        return new Table("freshness", "Lag behind the input after a failure in " + PeriodParts.failure(config) + ", with "
                + Numbers.named(recovery.watched().interval()), finding(config, recovery), "phase",
                List.of("after the failure", "lag"), rows, "", List.of());
    }

    /** The outage raises the lag one second per second; catch-up lowers it at (μ − λ) / λ, if at all. */
    static String finding(CheckpointConfig config, RecoveryTimeAnalysis recovery) {
        IntervalRecoveryTime watched = recovery.watched().recovery();
        RecoveryTime<FP64> time = watched.atFailure();
        double outage = time.outage().doubleValue();
        double arrival = recovery.rates().workerArrivals().get(time.worker());
        double mu = recovery.rates().processing();
        double scale = Numbers.rateScale(arrival, mu - arrival);
        String rises = """
                After a failure in %s with %s no output leaves worker %s for %s (detection %s, restore %s, \
                replay %s), so the lag rises one second per second to %s.\
                """.formatted(PeriodParts.failure(config), Numbers.named(watched.interval()), time.worker(),
                Numbers.seconds(outage), Numbers.seconds(time.detection().doubleValue()),
                Numbers.seconds(time.restore().doubleValue()), Numbers.seconds(time.replay().doubleValue()),
                Numbers.seconds(outage));
        if (!time.catchesUp()) {
            return """
                    %s Then it never falls: the worker processes at most %s and receives %s, so \
                    μ − λ = %s and the job never catches up.\
                    """.formatted(rises, Numbers.rate(mu, scale), Numbers.rate(arrival, scale),
                    Numbers.rate(mu - arrival, scale));
        }
        return """
                %s Then the backlog drains at μ − λ = %s − %s = %s %s, so the lag falls by %s s each second \
                and reaches 0 after catch-up %s, %s after the failure.\
                """.formatted(rises, Numbers.rateIn(mu, scale), Numbers.rateIn(arrival, scale),
                Numbers.rateIn(mu - arrival, scale), Numbers.rateUnit(scale), Numbers.significant((mu - arrival) / arrival, 2),
                Numbers.seconds(time.catchUp().doubleValue()), Numbers.seconds(time.total().doubleValue()));
    }
}
