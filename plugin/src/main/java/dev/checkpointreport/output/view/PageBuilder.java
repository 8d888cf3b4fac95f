package dev.checkpointreport.output.view;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.run.ScenarioResult;
import java.util.List;

/**
 * Turns the model's results into the view the templates lay out: the lead and the lesson's tables, and each
 * section made the one way, by its record's {@code of(ScenarioResult)}, in page order (the summary, the recovery
 * in time, the decision, the workers, the measured checkpoints, the claims).
 */
public final class PageBuilder {

    private PageBuilder() {
    }

    public static Page of(ScenarioResult result) {
        return of(result, null);
    }

    /** The page of a scenario of {@code course}, which says what its other scenarios of the same job measured. */
    public static Page of(CourseScenario scenario, Course course) {
        return of(scenario.result(), SameJobNote.of(scenario, course.scenarios(), course.basedir()));
    }

    private static Page of(ScenarioResult result, String sameJob) {
        CheckpointConfig config = result.config();
        Analysis analysis = result.analysis();
        Excerpt matrix = Excerpt.ofMatrix(analysis);
        Excerpt probabilities = Excerpt.ofProbabilities(analysis);
        return new Page(config.title(), lead(config, analysis), SummarySection.of(result),
                MatrixTables.atFailure(config, analysis), MatrixTables.matrix(config, analysis, matrix),
                """
                Rows recomputed by failure period, one line per interval: each line falls to 0 where the failure \
                lands on a checkpoint and climbs until the next one. The failure period %s is in bold on the axis.\
                """.formatted(PeriodParts.failure(config)),
                CostTables.costs(analysis), CostTables.probabilities(analysis, probabilities),
                CostTables.bestRanges(analysis), CostTables.partitioned(analysis), TimingSection.of(result),
                ChartData.json(result, matrix.rows(), probabilities.rows()), DecisionSection.of(result),
                ClaimsSection.of(result), WorkerSection.of(result), CostTables.bestRangeParts(analysis),
                MeasuredSection.of(result, sameJob));
    }

    /** The page's first sentence: the stream job and the failure the tables count. */
    private static String lead(CheckpointConfig config, Analysis analysis) {
        List<String> periods = config.shownPeriods();
        return "A stream job of " + Numbers.count(analysis.rows()) + " rows over " + periods.size() + " periods ("
                + periods.get(0) + " to " + periods.get(periods.size() - 1) + "), " + config.stateRows()
                + " state rows per checkpoint and " + analysis.workers() + " workers; the failure counted is in "
                + PeriodParts.failure(config) + ".";
    }
}
