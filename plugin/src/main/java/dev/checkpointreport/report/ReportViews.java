package dev.checkpointreport.report;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;

/** Turns the model's results into the view the templates lay out, one table per lesson table. */
final class ReportViews {

    private ReportViews() {
    }

    static ReportView of(CheckpointConfig config, Analysis analysis) {
        return new ReportView(config.title(), Summaries.lead(config, analysis), Summaries.summary(analysis),
                RecoveryTables.atFailure(config, analysis), RecoveryTables.matrix(config, analysis),
                CostTables.costs(analysis), CostTables.probabilities(analysis), Summaries.bestRanges(analysis),
                CostTables.partitioned(analysis), ChartData.json(config, analysis));
    }
}
