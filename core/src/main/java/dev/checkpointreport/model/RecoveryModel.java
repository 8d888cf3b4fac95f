package dev.checkpointreport.model;

import java.math.BigDecimal;
import java.util.ArrayList;
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

        List<AtFailure> atFailure = new ArrayList<>();
        for (Interval k : intervals) {
            atFailure.add(new AtFailure(k, k.checkpoints(periods), rows.recomputed(k, failure)));
        }
        RecoveryMatrix matrix = RecoveryMatrix.of(rows, intervals, periods);
        CostTable costs = CostTable.of(matrix, periods, scenario.stateRows());
        List<ExpectedCosts> probabilities = new ArrayList<>();
        for (BigDecimal p : scenario.probabilities()) {
            probabilities.add(ExpectedCosts.at(p, costs));
        }
        BestRanges ranges = BestRanges.of(costs);
        List<PartitionedState> partitioned = new ArrayList<>();
        for (Interval k : intervals) {
            partitioned.add(PartitionedState.of(counts, k, failure));
        }
        DecisionCost verdict = scenario.decision() == null ? null : DecisionCost.of(scenario.decision(), costs, ranges,
                matrix);
        return new Analysis(scenario, periods, counts.totalRows(), counts.workers(), atFailure, matrix, costs,
                probabilities, ranges, partitioned, verdict, StateRowsSensitivity.of(costs, ranges,
                scenario.decision()));
    }
}
