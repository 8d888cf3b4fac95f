package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioVerdict;

/** Builds the {@link MeasuredSection} of a run with measured checkpoints. */
final class MeasuredSectionBuilder {

    private MeasuredSectionBuilder() {
    }

    /** The section, or {@code null} when the scenario has no {@code measured} section. */
    static MeasuredSection of(MeasuredAnalysis analysis, ScenarioVerdict verdict) {
        if (analysis == null) {
            return null;
        }
        ModelComparison comparison = analysis.comparison();
        return new MeasuredSection(MeasuredTables.lead(analysis), MeasuredTables.overview(analysis),
                MeasuredTables.percentiles(analysis), MeasuredTables.checkpoints(analysis.measurements()),
                MeasuredTables.restores(analysis.statistics()), MeasuredTables.skew(analysis.statistics()),
                comparison == null ? null : MeasuredModelTables.model(comparison,
                        verdict.checks(Kind.MEASURED)),
                comparison == null ? null : MeasuredModelTables.optimum(comparison),
                MeasuredChartData.json(analysis));
    }
}
