package dev.checkpointreport.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Everything the model finds for one scenario, table by table in the lesson's order.
 *
 * @param decisionCost the decided interval's cost beside the best, or {@code null} when the scenario declares no decision
 * @param sensitivity the best ranges at half and twice the state rows, and whether the decision holds
 */
public record Analysis(Scenario scenario, int periodCount, long rows, int workers,
                       List<AtFailure> atFailure, RecoveryMatrix matrix, CostTable costs,
                       List<ExpectedCosts> probabilities, BestRanges bestRanges,
                       List<PartitionedState> partitioned, DecisionCost decisionCost, StateRowsSensitivity sensitivity) {

    public Analysis {
        atFailure = List.copyOf(atFailure);
        probabilities = List.copyOf(probabilities);
        partitioned = List.copyOf(partitioned);
    }

    /** The intervals longer than the stream, in the configured order: each behaves like none. */
    public List<Interval> intervalsLikeNone() {
        List<Interval> likeNone = new ArrayList<>();
        for (Interval k : scenario.intervals()) {
            if (k.behavesLikeNone(periodCount)) {
                likeNone.add(k);
            }
        }
        return Collections.unmodifiableList(likeNone);
    }
}
