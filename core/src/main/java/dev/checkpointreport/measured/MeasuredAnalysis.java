package dev.checkpointreport.measured;

/**
 * A scenario's measured checkpoints after its run: the merged measurements, their statistics, and, with a
 * {@code timing} section, the model beside them.
 *
 * @param comparison {@code null} without a {@code timing} section
 * @param trend the history by the day, its trend and the days it crosses the decision's thresholds
 */
public record MeasuredAnalysis(Measurements measurements, MeasuredStatistics statistics, Percentile percentile,
                               ModelComparison comparison, MeasuredTrend trend) {
}
