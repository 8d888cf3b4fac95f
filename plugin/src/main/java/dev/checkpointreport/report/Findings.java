package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.timing.RecoveryAnalysis;

/**
 * What one run found: the validated scenario, the lesson's tables, and the recovery in time.
 *
 * @param recovery {@code null} when the scenario has no {@code timing} section
 */
public record Findings(CheckpointConfig config, Analysis analysis, RecoveryAnalysis recovery) {
}
