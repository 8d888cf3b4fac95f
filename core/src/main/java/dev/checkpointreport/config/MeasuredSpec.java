package dev.checkpointreport.config;

import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.measured.SavedResponse;
import java.math.BigDecimal;
import java.util.List;

/**
 * The {@code measured} section: the saved Flink responses, the Spark progress logs or the Prometheus answers its
 * patterns matched, walked
 * once and none opened (the run reads them), the percentile the model is judged at, and the tolerance that gates it.
 *
 * @param responses the matched files, each once, in the patterns' order
 * @param tolerance the share by which the model may underestimate, {@code 0.5} for {@code 50%}; {@code null}
 *     when the scenario declares none, and the measurements are shown without a gate
 * @param toleranceLine the line {@code tolerance:} is written on, 0 without one
 * @param kind whose files they are: {@code measured.flink}'s, {@code measured.spark}'s or
 *     {@code measured.prometheus}'s, which the run reads with that kind's reader
 */
public record MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance,
                              int toleranceLine, Kind kind) {

    /** The files a {@code measured} section names, by its key: each kind has its reader. */
    public enum Kind {
        /** {@code measured.flink}: responses saved from Flink's REST API. */
        FLINK("flink", Measurements.Engine.FLINK),
        /** {@code measured.spark}: a Spark query's progress logs. */
        SPARK("spark", Measurements.Engine.SPARK),
        /** {@code measured.prometheus}: Prometheus's query_range answers of Flink's reporter's metrics. */
        PROMETHEUS("prometheus", Measurements.Engine.FLINK);

        private final String key;
        private final Measurements.Engine engine;

        Kind(String key, Measurements.Engine engine) {
            this.key = key;
            this.engine = engine;
        }

        /** The key under {@code measured}. */
        public String key() {
            return key;
        }

        /** The engine that ran the job the files measure. */
        public Measurements.Engine engine() {
            return engine;
        }
    }

    public MeasuredSpec {
        responses = List.copyOf(responses);
    }

    /** A section of Flink's saved responses. */
    public MeasuredSpec(List<SavedResponse> responses, Percentile percentile, BigDecimal tolerance, int toleranceLine) {
        this(responses, percentile, tolerance, toleranceLine, Kind.FLINK);
    }

    /** The engine that ran the measured job. */
    public Measurements.Engine engine() {
        return kind.engine();
    }
}
