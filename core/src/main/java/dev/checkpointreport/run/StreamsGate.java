package dev.checkpointreport.run;

import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.KafkaStreamsApp.Restart;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.RecoveryClock;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import dev.checkpointreport.timing.StatePoint;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * A Kafka Streams app's restarts against the model, with {@code measured.tolerance}, in exact fractions: two
 * measured checks, each failing when the measured time exceeds the prediction × (1 + tolerance).
 *
 * <ul>
 *   <li>The slowest restore (by time) is a changelog replay, so it is predicted from records, not from the interval:
 *   the model's keys (its largest state's entries) once per store restored, the replay a changelog compacted to one
 *   record a key would make, at the restore's own measured rate. Beyond the tolerance the changelog held more
 *   records a key than that; its levers are compaction and a flushed, kept state dir, never the commit interval.</li>
 *   <li>The slowest catch-up (by time) is the lag at RUNNING drained at the model's rate beyond the arrival,
 *   {@code workers × μ − Σ λ_w = (timing.capacity − 1) × λ}; its lever is {@code timing.capacity}.</li>
 * </ul>
 * A restart without a timed restore, or without a drained lag, gives no check of it.
 */
final class StreamsGate {

    private StreamsGate() {
    }

    static List<Check> checks(KafkaStreamsApp app, RowCounts counts, RecoveryTimeAnalysis recovery,
                              BigDecimal tolerance, String place) {
        BigFraction bound = Fractions.of(tolerance).add(1);
        String judged = " the tolerance of " + MeasuredFigure.percent(Fractions.of(tolerance));
        List<Check> checks = new ArrayList<>();
        Restart restored = slowestRestore(app.restarts());
        if (restored != null) {
            checks.add(restore(restored, keys(recovery), bound, judged, place));
        }
        Restart drained = slowestCatchUp(app.restarts());
        if (drained != null) {
            checks.add(catchUp(drained, RecoveryClock.exact(counts, recovery.spec()), counts.workers(),
                    recovery.spec().capacity(), bound, judged, place));
        }
        return checks;
    }

    private static Check restore(Restart restart, long keys, BigFraction bound, String judged, String place) {
        int stores = restart.recordsByStore().size();
        long entries = keys * stores;
        BigFraction measured = BigFraction.of(restart.restoreMillis(), 1000);
        // at the restore's own rate, records / measured seconds, a replay of the entries takes entries / that rate
        BigFraction predicted = measured.multiply(entries).divide(restart.records());
        boolean within = measured.compareTo(predicted.multiply(bound)) <= 0;
        String perKey = entries == 0 ? "" : "; the changelog held " + Fractions.decimals(
                BigFraction.of(restart.records(), entries), 2) + " records an entry";
        return new Check(Kind.MEASURED, within, place, "The slowest restore, before RUNNING at "
                + running(restart) + ", replayed " + restart.records() + " changelog records in "
                + Durations.format(measured.doubleValue()) + "; the model predicts "
                + Durations.format(predicted.doubleValue()) + " for its " + keys + " keys in " + stores + " store"
                + (stores == 1 ? "" : "s") + ", one record each as a compacted changelog holds them, at that rate: "
                + under(measured, predicted) + (within ? ", within" : ", beyond") + judged + perKey
                + (within ? "." : "; have the broker clean the stores' changelog topics sooner (segment.ms, "
                + "min.cleanable.dirty.ratio) or keep a flushed state dir, since commit.interval.ms does not shorten "
                + "a restore."));
    }

    private static Check catchUp(Restart restart, RecoveryClock<BigFraction> clock, int workers, BigDecimal capacity,
                                 BigFraction bound, String judged, String place) {
        BigFraction arrival = BigFraction.ZERO;
        for (int w = 0; w < workers; w++) {
            arrival = arrival.add(clock.arrivalRate(w));
        }
        BigFraction beyond = clock.processingRate().multiply(workers).subtract(arrival);
        BigFraction measured = BigFraction.of(restart.drainMillis(), 1000);
        String head = "The slowest catch-up, after RUNNING at " + running(restart) + ", drained a lag of "
                + restart.lagAtRunning() + " records in " + Durations.format(measured.doubleValue()) + "; ";
        if (beyond.signum() <= 0) {
            return new Check(Kind.MEASURED, true, place, head + "the model predicts it never drains, at timing.capacity "
                    + capacity.toPlainString() + ": no underestimate.");
        }
        BigFraction predicted = BigFraction.of(restart.lagAtRunning()).divide(beyond);
        boolean within = measured.compareTo(predicted.multiply(bound)) <= 0;
        String lever = "";
        if (!within && restart.lagAtRunning() > 0) {
            // predicted = lag / ((capacity − 1) × λ): within at capacity ≤ 1 + lag × (1 + tolerance) / (measured × λ)
            BigFraction most = BigFraction.ONE.add(BigFraction.of(restart.lagAtRunning()).multiply(bound)
                    .divide(measured.multiply(arrival)));
            lever = "; a timing.capacity of at most " + Fractions.rounded(most, 6).setScale(3, RoundingMode.FLOOR)
                    .toPlainString() + " keeps it within";
        }
        return new Check(Kind.MEASURED, within, place, head + "the model drains it in "
                + Durations.format(predicted.doubleValue()) + " at timing.capacity " + capacity.toPlainString() + " ("
                + Fractions.decimals(beyond, 1) + " records a second beyond the arrival of "
                + Fractions.decimals(arrival, 1) + "): " + under(measured, predicted) + (within ? ", within" : ", beyond")
                + judged + lever + ".");
    }

    /** The largest state the model holds, in entries: one a key. */
    private static long keys(RecoveryTimeAnalysis recovery) {
        long keys = 0;
        for (StatePoint point : recovery.state().points()) {
            keys = Math.max(keys, point.totalEntries());
        }
        return keys;
    }

    private static Restart slowestRestore(List<Restart> restarts) {
        Restart slowest = null;
        for (Restart restart : restarts) {
            if (restart.records() > 0 && restart.restoreMillis() > 0
                    && (slowest == null || restart.restoreMillis() > slowest.restoreMillis())) {
                slowest = restart;
            }
        }
        return slowest;
    }

    private static Restart slowestCatchUp(List<Restart> restarts) {
        Restart slowest = null;
        for (Restart restart : restarts) {
            if (restart.drainMillis() != null && restart.lagAtRunning() != null
                    && (slowest == null || restart.drainMillis() > slowest.drainMillis())) {
                slowest = restart;
            }
        }
        return slowest;
    }

    private static String running(Restart restart) {
        return restart.running() == null ? "no time" : Instant.ofEpochMilli(restart.running()).toString();
    }

    private static String under(BigFraction measured, BigFraction predicted) {
        if (measured.compareTo(predicted) <= 0) {
            return "no underestimate";
        }
        return predicted.signum() == 0 ? "an underestimate without bound"
                : "an underestimate of " + MeasuredFigure.percent(measured.subtract(predicted).divide(predicted));
    }
}
