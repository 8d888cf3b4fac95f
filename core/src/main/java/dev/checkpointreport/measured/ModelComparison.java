package dev.checkpointreport.measured;

import dev.checkpointreport.model.Fractions;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.timing.AnalyticOptimum;
import dev.checkpointreport.timing.CheckpointOptimum;
import dev.checkpointreport.timing.Durations;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;

/**
 * The model beside the measurement: the measured snapshot time and state size at the chosen percentile against
 * the predicted ones (judged when the scenario declares a tolerance), the write rate the measurements imply, and
 * the analytic optimum recomputed from the measured δ and MTBF.
 *
 * @param snapshot the end-to-end duration at the percentile, in seconds, against the longest predicted snapshot
 * @param state the state size at the percentile, in bytes, against the job's largest predicted state
 * @param written the checkpoint the duration's percentile falls on: its bytes written ({@code checkpointed_size},
 *     else {@code state_size}) over its duration give the implied write rate
 * @param impliedWriteRate bytes per second of the whole job; {@code null} when that checkpoint took 0 ms
 * @param declaredWriteRate {@code storage.writeRate} × workers, bytes per second of the whole job
 * @param optimum the optimum from the measured δ and the MTBF; {@code null} when δ is 0 or no MTBF is known
 * @param measuredMtbf whether that MTBF is the measured one (else the declared {@code failure.mtbf})
 * @param perSubtask the measured state per subtask to set beside the model's busiest worker: of the newest
 *     checkpoint with subtasks saved, the operator with the most state; {@code null} without a subtasks file
 */
public record ModelComparison(Percentile percentile, Prediction prediction, MeasuredFigure snapshot, MeasuredFigure state,
                              Checkpoint written, Double impliedWriteRate, double declaredWriteRate,
                              AnalyticOptimum optimum, boolean measuredMtbf, BigDecimal tolerance,
                              MeasuredStatistics.Skew perSubtask) {

    private static final List<String> RATE_UNITS = List.of("B", "KB", "MB", "GB");

    public static ModelComparison of(MeasuredStatistics statistics, Percentile percentile, Prediction prediction,
                                     BigDecimal tolerance) {
        int n = statistics.counted();
        Observed duration = Observed.at(statistics.duration(), percentile);
        Observed state = Observed.at(statistics.stateSize(), percentile);
        BigFraction seconds = BigFraction.of(duration.value(), 1000);
        MeasuredFigure snapshot = MeasuredFigure.of(duration, n, seconds, prediction.snapshot(), tolerance, "took",
                Durations.format(seconds.doubleValue()) + (duration.checkpoint().run() == null ? " end to end"
                        : " to commit its state"),
                Durations.format(prediction.snapshot().doubleValue()) + " for a snapshot "
                        + (prediction.interval().isNone() ? "with no checkpoint" : "at interval " + prediction.interval()),
                new MeasuredFigure.Key("storage.writeRate", Fractions.of(prediction.writeRate()), false,
                        ModelComparison::rate));
        MeasuredFigure size = MeasuredFigure.of(state, n, BigFraction.of(state.value()), BigFraction.of(prediction.stateBytes()),
                tolerance, "holds", state.value() + " B of state", prediction.stateBytes() + " B at its largest",
                new MeasuredFigure.Key("state.entryBytes", BigFraction.of(prediction.entryBytes()), true,
                        ModelComparison::bytes));
        Checkpoint at = duration.checkpoint();
        long bytes = at.checkpointedSize() != null ? at.checkpointedSize() : at.stateSize();
        Double implied = duration.value() == 0 ? null : bytes * 1000.0 / duration.value();
        BigDecimal mtbf = statistics.mtbf() != null ? statistics.mtbf() : prediction.mtbf();
        AnalyticOptimum optimum = duration.value() == 0 || mtbf == null ? null
                : AnalyticOptimum.of(BigDecimal.valueOf(duration.value()).movePointLeft(3), mtbf);
        return new ModelComparison(percentile, prediction, snapshot, size, at, implied,
                Fractions.of(prediction.writeRate()).multiply(prediction.workers()).doubleValue(), optimum,
                statistics.mtbf() != null, tolerance, perSubtask(statistics));
    }

    /**
     * The scenario's interval nearest the exact optimum from the measurements, in wall time; {@code null} without
     * that optimum.
     */
    public Interval nearestInterval() {
        return optimum == null ? null : CheckpointOptimum.nearest(prediction.intervals(),
                prediction.periodLength().doubleValue(), optimum.exact());
    }

    /**
     * The {@code storage.writeRate} a worker would need to write what the percentile's checkpoint wrote in its
     * time, the implied write rate shared by the workers, as a scenario writes it; {@code null} at 0 ms.
     */
    public String matchingWriteRate() {
        return impliedWriteRate == null ? null
                : rate(Fractions.of(BigDecimal.valueOf(impliedWriteRate)).divide(prediction.workers()), false);
    }

    /** A rate as a scenario writes it: three significant digits of B, KB, MB or GB a second, rounded up or down. */
    static String rate(BigFraction bytesPerSecond, boolean up) {
        return size(bytesPerSecond, up) + "/s";
    }

    /** A size as a scenario writes it: three significant digits of B, KB, MB or GB, rounded up or down. */
    static String size(BigFraction bytes, boolean up) {
        BigDecimal exact = decimal(bytes);
        for (int unit = RATE_UNITS.size() - 1; unit > 0; unit--) {
            BigDecimal size = BigDecimal.TEN.pow(3 * unit);
            if (exact.compareTo(size) >= 0) {
                return significant(exact.divide(size), up) + RATE_UNITS.get(unit);
            }
        }
        return significant(exact, up) + "B";
    }

    /** A whole number of bytes, at least 1, rounded up or down. */
    static String bytes(BigFraction bytes, boolean up) {
        return decimal(bytes).setScale(0, up ? RoundingMode.CEILING : RoundingMode.FLOOR).max(BigDecimal.ONE)
                .toPlainString();
    }

    private static String significant(BigDecimal value, boolean up) {
        return value.round(new MathContext(3, up ? RoundingMode.CEILING : RoundingMode.FLOOR)).stripTrailingZeros()
                .toPlainString();
    }

    private static BigDecimal decimal(BigFraction value) {
        return new BigDecimal(value.getNumerator()).divide(new BigDecimal(value.getDenominator()), MathContext.DECIMAL128);
    }

    private static MeasuredStatistics.Skew perSubtask(MeasuredStatistics statistics) {
        MeasuredStatistics.Skew chosen = null;
        for (MeasuredStatistics.Skew skew : statistics.skew()) {
            if (chosen == null || skew.state().checkpoint() > chosen.state().checkpoint()
                    || skew.state().checkpoint() == chosen.state().checkpoint() && skew.total() > chosen.total()) {
                chosen = skew;
            }
        }
        return chosen;
    }
}
