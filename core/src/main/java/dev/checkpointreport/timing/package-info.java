/**
 * The second lesson's recovery-time model (snapshot, restore, catch-up) and the analytic optimum, pure.
 *
 * <p>Entry point: {@code TimingModel.analyse} turns the counted rows, the model's costs and a {@code TimingSpec}
 * into a {@code RecoveryTimeAnalysis}. {@code RecoveryClock} writes each formula once, over doubles for tables and
 * exact fractions where a check decides ({@code DecidedRecovery}); {@code CheckpointOptimum} adds Young's, Daly's
 * and the exact optimum when the scenario gives an MTBF.
 */
package dev.checkpointreport.timing;
