/**
 * The second lesson's recovery-time model (snapshot, restore, catch-up), pure.
 *
 * <p>The second seed. {@code RecoveryClock<T>} writes the recovery formulas once over commons-numbers'
 * {@code NativeOperators}: doubles ({@code FP64}) for tables and charts, exact fractions for the decided interval's worst
 * recovery against the objective ({@code DecidedRecovery}, which {@code run} makes the recovery check of). {@code StateSize} counts entries per worker and period; {@code TimingModel} assembles
 * a {@code RecoveryTimeAnalysis}: per interval an {@code IntervalRecoveryTime} (swept by
 * {@code RecoveryTimeSweep}), the {@code Rates} with the worker that falls behind ({@code Overload}, computed once,
 * exactly), the {@code StateSeries}, and the {@code WatchedInterval} with its freshness and
 * {@code OperatingSignals} (what to watch in operation). With {@code failure.mtbf}, {@code CheckpointOptimum} sets
 * the analytic optimum ({@code AnalyticOptimum}: Young, Daly, and the exact one with apfloat's Lambert W) beside
 * the discrete model's best at the MTBF's p; {@code CapacitySensitivity} gives the watched interval's worst
 * recovery at ±20 % capacity.
 */
package dev.checkpointreport.timing;
