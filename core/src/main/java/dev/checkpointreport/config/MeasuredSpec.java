package dev.checkpointreport.config;

import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.Percentile;
import java.math.BigDecimal;

/**
 * The {@code measured} section: a Flink job's checkpoints, read and merged, the percentile the model is judged at,
 * and the tolerance that gates it.
 *
 * @param tolerance the share by which the model may underestimate, {@code 0.5} for {@code 50%}; {@code null}
 *     when the scenario declares none, and the measurements are shown without a gate
 * @param toleranceLine the line {@code tolerance:} is written on, 0 without one
 */
public record MeasuredSpec(Measurements measurements, Percentile percentile, BigDecimal tolerance,
                              int toleranceLine) {
}
