package dev.checkpointreport.model;

import java.math.BigDecimal;
import java.util.List;

/**
 * What the model is asked: the intervals to compare in their configured order, the failure period the
 * first table counts (a 0-based period index), the certain cost of one checkpoint in rows, the
 * failure probabilities to weigh the average with, and an optional decision.
 */
public record Scenario(List<Interval> intervals, int failurePeriod, long stateRows,
                       List<BigDecimal> probabilities, Decision decision) {

    public Scenario {
        intervals = List.copyOf(intervals);
        probabilities = List.copyOf(probabilities);
    }
}
