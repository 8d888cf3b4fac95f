package dev.checkpointreport.config;

import dev.checkpointreport.measured.MeasuredFrom;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.measured.SavedResponse;
import java.math.BigDecimal;
import java.util.List;

/**
 * The {@code measured} section: the saved Flink responses or the Spark progress logs its patterns matched, walked
 * once and none opened (the run reads them), the percentile the model is judged at, and the tolerance that gates it.
 *
 * @param responses the matched files, each once, in the patterns' order
 * @param tolerance the share by which the model may underestimate, {@code 0.5} for {@code 50%}; {@code null}
 *     when the scenario declares none, and the measurements are shown without a gate
 * @param toleranceLine the line {@code tolerance:} is written on, 0 without one
 * @param engine whose files they are: {@code measured.flink}'s or {@code measured.spark}'s, which the run reads
 *     with that engine's reader
 * @param from {@code measured.from}, where the percentiles start; {@code null} without it
 * @param file the scenario file, as messages name it, for the run's judgement of {@code from} against the history
 * @param fromLine the line {@code from:} is written on, 0 without one
 */
public record MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance,
                              int toleranceLine, Measurements.Engine engine, MeasuredFrom from, String file,
                              int fromLine) {

    public MeasuredSpec {
        responses = List.copyOf(responses);
    }

    /** A section without {@code from}. */
    public MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance, int toleranceLine,
                        Measurements.Engine engine) {
        this(responses, percentile, tolerance, toleranceLine, engine, null, null, 0);
    }

    /** A section of Flink's saved responses. */
    public MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance, int toleranceLine) {
        this(responses, percentile, tolerance, toleranceLine, Measurements.Engine.FLINK, null, null, 0);
    }
}
