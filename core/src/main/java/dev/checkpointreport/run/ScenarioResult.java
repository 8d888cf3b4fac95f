package dev.checkpointreport.run;

import dev.checkpointreport.claims.ComputedClaim;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.WorkerLoad;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.List;

/**
 * What one run of a scenario found: the validated scenario, the lesson's tables, the recovery in time, and
 * the lesson's claims checked against them.
 *
 * @param counted the stream counted from {@code source.events} or {@code source.counts}; {@code null} for the
 *     generator
 * @param recovery {@code null} when the scenario has no {@code timing} section
 * @param claims the scenario's claims, checked, in the order written; empty when it declares none
 * @param workers the rows and keys of each worker, and the busiest worker's share
 * @param measured a job's measured history, whichever source it came from, beside the model; {@code null}
 *     without a {@code measured} section
 * @param verdict what the run says to the build, decided once from the rest; every output reads it
 */
public record ScenarioResult(CheckpointConfig config, CountedSource counted, Analysis analysis,
                             RecoveryTimeAnalysis recovery,
                             List<ComputedClaim> claims, WorkerLoad workers, MeasuredAnalysis measured,
                             ScenarioVerdict verdict) {

    public ScenarioResult {
        claims = List.copyOf(claims);
    }
}
