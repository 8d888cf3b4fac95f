package dev.checkpointreport.measured;

/**
 * A scenario's measured checkpoints after its run: the merged measurements, their statistics, and, with a
 * {@code timing} section, the model beside them.
 *
 * @param comparison {@code null} without a {@code timing} section
 */
public record MeasuredAnalysis(Measurements measurements, MeasuredStatistics statistics, Percentile percentile,
                               ModelComparison comparison) {
}
