package dev.checkpointreport.run;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;

/**
 * What one run of a scenario found: the validated scenario, the lesson's tables, and the recovery in time.
 *
 * @param recovery {@code null} when the scenario has no {@code timing} section
 * @param workers the rows and keys of each worker, and the busiest worker's share
 */
public record ScenarioResult(CheckpointConfig config, Analysis analysis, RecoveryTimeAnalysis recovery,
                             WorkerLoad workers) {
}
