package dev.checkpointreport.config;

import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredFrom;
import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.measured.SavedResponse;
import java.math.BigDecimal;
import java.util.List;

/**
 * The {@code measured} section: the files its patterns matched (Flink's saved REST responses, a Spark query's
 * progress logs or Prometheus's saved answers), walked once and none opened (the run reads them), the percentile the model is judged at, and the tolerance that gates it.
 *
 * @param responses the matched files, each once, in the patterns' order
 * @param tolerance the share by which the model may underestimate, {@code 0.5} for {@code 50%}; {@code null}
 *     when the scenario declares none, and the measurements are shown without a gate
 * @param toleranceLine the line {@code tolerance:} is written on, 0 without one
 * @param source whose files they are, by the key that names them ({@code measured.flink}, {@code measured.spark}
 *     or {@code measured.prometheus}): the run reads them with that source's reader
 * @param from {@code measured.from}, where the percentiles start; {@code null} without it
 * @param file the scenario file, as messages name it, for the run's judgement of {@code from} against the history
 * @param fromLine the line {@code from:} is written on, 0 without one
 * @param budget {@code state.budget}, the state the job may grow to, in bytes; {@code null} without one
 * @param crossingWithin {@code objective.crossingWithin}, in seconds: the gate fails when a forecast crossing's
 *     early bound falls within it of the history's last day; {@code null} without one
 * @param crossingWithinLine the line {@code crossingWithin:} is written on, 0 without one
 * @param failOnUpwardTrend {@code objective.failOnUpwardTrend}: the gate fails when the daily p90 duration or the
 *     daily largest state rises at 90 %
 * @param failOnUpwardTrendLine the line {@code failOnUpwardTrend:} is written on, 0 without one
 */
public record MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance,
                              int toleranceLine, HistorySource source, MeasuredFrom from, String file, int fromLine,
                              Long budget, BigDecimal crossingWithin, int crossingWithinLine,
                              boolean failOnUpwardTrend, int failOnUpwardTrendLine) {

    public MeasuredSpec {
        responses = List.copyOf(responses);
    }
}
