package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;

/** Turns the model's results into the view the templates lay out, one table per lesson table, and
 * the recovery in time when the scenario has a {@code timing} section. */
final class ReportViews {

    private ReportViews() {
    }

    static ReportView of(Findings findings) {
        CheckpointConfig config = findings.config();
        Analysis analysis = findings.analysis();
        RecoveryView recovery = findings.recovery() == null ? null : RecoveryViews.of(config, findings.recovery());
        Excerpt matrix = Excerpt.ofMatrix(analysis);
        Excerpt probabilities = Excerpt.ofProbabilities(analysis);
        return new ReportView(config.title(), Summaries.lead(config, analysis), Summaries.summary(findings),
                RecoveryTables.atFailure(config, analysis), RecoveryTables.matrix(config, analysis, matrix),
                "Rows recomputed by failure period, one line per interval: each line falls to 0 where the failure"
                        + " lands on a checkpoint and climbs until the next one. The failure period "
                        + config.failurePeriod() + " is in bold on the axis.",
                CostTables.costs(analysis), CostTables.probabilities(analysis, probabilities),
                Summaries.bestRanges(analysis), CostTables.partitioned(analysis), recovery,
                ChartData.json(findings, matrix.rows(), probabilities.rows()));
    }
}
