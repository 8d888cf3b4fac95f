package dev.checkpointreport.model;

import java.util.List;

/**
 * The lesson's recovery model over counted rows. A sweep costs O(intervals × periods) once the rows
 * are counted, and every comparison that picks a best interval is exact.
 */
public final class RecoveryModel {

    private RecoveryModel() {
    }

    public static Analysis analyse(RowCounts counts, Scenario scenario) {
        int periods = counts.periods();
        RowsByPeriod rows = counts.wholeJob();
        List<Interval> intervals = scenario.intervals();
        int failure = scenario.failurePeriod();

        List<AtFailure> atFailure = intervals.stream()
                .map(k -> new AtFailure(k, k.checkpoints(periods), rows.recomputed(k, failure)))
                .toList();
        RecoveryMatrix matrix = RecoveryMatrix.of(rows, intervals, periods);
        CostTable costs = CostTable.of(matrix, periods, scenario.stateRows());
        List<ExpectedCosts> probabilities = scenario.probabilities().stream()
                .map(p -> ExpectedCosts.at(p, costs))
                .toList();
        BestRanges ranges = BestRanges.of(costs);
        List<PartitionedState> partitioned = intervals.stream()
                .map(k -> PartitionedState.of(counts, k, failure))
                .toList();
        Verdict verdict = scenario.decision() == null ? null : Verdict.of(scenario.decision(), costs, ranges,
                matrix);
        return new Analysis(scenario, periods, counts.totalRows(), counts.workers(), atFailure, matrix, costs,
                probabilities, ranges, partitioned, verdict, StateRowsSensitivity.of(costs, ranges,
                scenario.decision()));
    }
}
