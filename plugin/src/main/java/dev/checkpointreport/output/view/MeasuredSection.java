package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.output.view.Page.Table;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.run.ScenarioResult;
import java.util.List;

/**
 * The section "Measured": a job's measured history (Flink's saved REST responses, Prometheus's samples of Flink's
 * reporter or a Spark query's progress log), and with {@code timing} the model beside them.
 *
 * @param lead where the measurements come from and the span they cover
 * @param overview the counts, the configured interval, the restores and the MTBF
 * @param gaps what the history does not show: the checkpoints no scrape saw, those seen only in progress, Flink's
 *     failed triggers without an id; {@code null} when it shows them all
 * @param percentiles p50, p90, p99 and max of the duration and sizes, each with its checkpoint
 * @param checkpoints the checkpoints, the last ones when there are many
 * @param restores each restore with the failure before it; {@code null} with none
 * @param skew each operator's state per subtask; {@code null} without a subtasks file
 * @param model measured beside predicted; {@code null} without {@code timing}
 * @param optimum the analytic optimum from the measured δ and MTBF beside the declared one; {@code null} when
 *     neither can be computed
 * @param chartData the charts' data as JSON, safe to embed in a {@code <script>} element
 * @param spark whether the history is a Spark query's, whose checkpoints are its batches' state commits: the
 *     charts' words say so
 * @param sameJob what the course's other scenarios that measure the same job saw; {@code null} when none does
 * @param trend the history by the day, its trend and forecast
 * @param charts which charts' words the page shows: {@code flink}, {@code spark} or {@code kafkaStreams}
 */
public record MeasuredSection(String lead, Table overview, Table gaps, Table percentiles, Table checkpoints, Table restores,
                           Table skew, Table model, Table optimum, String chartData, boolean spark, String sameJob,
                           TrendSection trend, String charts) {

    /** The section, or {@code null} when the scenario has no {@code measured} section. */
    static MeasuredSection of(ScenarioResult result, String sameJob) {
        MeasuredAnalysis analysis = result.measured();
        if (analysis == null) {
            return null;
        }
        ModelComparison comparison = analysis.comparison();
        return new MeasuredSection(MeasuredTables.lead(analysis), MeasuredTables.overview(analysis),
                MeasuredGapsTable.of(analysis.measurements()),
                MeasuredTables.percentiles(analysis), MeasuredTables.checkpoints(analysis.measurements()),
                MeasuredTables.restores(analysis), MeasuredTables.skew(analysis.statistics()),
                comparison == null ? null : MeasuredModelTables.model(comparison,
                        comparison.tolerance() == null ? List.of() : result.verdict().checks(Kind.MEASURED).subList(0, 2)),
                comparison == null ? null : MeasuredModelTables.optimum(comparison),
                MeasuredChartData.json(analysis), SourceTables.of(analysis.measurements()).batches(), sameJob,
                TrendSection.of(analysis.trend(), analysis.measurements().source()),
                SourceTables.of(analysis.measurements()).charts());
    }
}
