package dev.checkpointreport.config;

import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.measured.SavedResponse;
import java.math.BigDecimal;
import java.util.List;

/**
 * The {@code measured} section: the saved Flink responses its patterns matched, walked once and none opened (the run
 * reads and merges them), the percentile the model is judged at, and the tolerance that gates it.
 *
 * @param responses the matched files, each once, in the patterns' order
 * @param tolerance the share by which the model may underestimate, {@code 0.5} for {@code 50%}; {@code null}
 *     when the scenario declares none, and the measurements are shown without a gate
 * @param toleranceLine the line {@code tolerance:} is written on, 0 without one
 */
public record MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance,
                              int toleranceLine) {

    public MeasuredSpec {
        responses = List.copyOf(responses);
    }
}
