package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.run.ScenarioResult;

/** Turns the model's results into the view the templates lay out, one table per lesson table, and
 * the recovery in time when the scenario has a {@code timing} section. */
public final class PageBuilder {

    private PageBuilder() {
    }

    public static Page of(ScenarioResult result) {
        CheckpointConfig config = result.config();
        Analysis analysis = result.analysis();
        TimingSection recovery = result.recovery() == null ? null : TimingSectionBuilder.of(config, result.recovery());
        Excerpt matrix = Excerpt.ofMatrix(analysis);
        Excerpt probabilities = Excerpt.ofProbabilities(analysis);
        return new Page(config.title(), SummarySection.lead(config, analysis), SummarySection.summary(result),
                MatrixTables.atFailure(config, analysis), MatrixTables.matrix(config, analysis, matrix),
                """
                Rows recomputed by failure period, one line per interval: each line falls to 0 where the failure \
                lands on a checkpoint and climbs until the next one. The failure period %s is in bold on the axis.\
                """.formatted(PeriodParts.failure(config)),
                CostTables.costs(analysis), CostTables.probabilities(analysis, probabilities),
                SummarySection.bestRanges(analysis), CostTables.partitioned(analysis), recovery,
                ChartData.json(result, matrix.rows(), probabilities.rows()), DecisionSectionBuilder.of(result),
                ClaimsSection.of(result.claims()),
                new WorkerSection(WorkerTable.source(config, result.counted(), result.workers()), WorkerTable.of(result.workers())),
                SummarySection.bestRangeParts(analysis), MeasuredSectionBuilder.of(result.measured(), result.verdict()));
    }
}
