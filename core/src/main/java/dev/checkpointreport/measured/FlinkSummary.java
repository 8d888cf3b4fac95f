package dev.checkpointreport.measured;

/**
 * Flink's own {@code summary} of the newest scrape, as it gives it: over every checkpoint completed since the
 * job started (up to Flink's window), where the plugin's percentiles count the merged history.
 *
 * @param duration {@code end_to_end_duration}, milliseconds
 * @param stateSize {@code state_size}, bytes
 * @param checkpointedSize {@code checkpointed_size}, bytes; {@code null} before Flink 1.15
 */
public record FlinkSummary(Figures duration, Figures stateSize, Figures checkpointedSize) {

    /** One summary, each figure {@code null} when the response has none or writes {@code NaN}. */
    public record Figures(Double min, Double max, Double avg, Double p50, Double p90, Double p95, Double p99,
                          Double p999) {

        static Figures of(JsonValue value) {
            if (!value.isObject()) {
                return null;
            }
            return new Figures(value.at("min").decimal(), value.at("max").decimal(), value.at("avg").decimal(),
                    value.at("p50").decimal(), value.at("p90").decimal(), value.at("p95").decimal(),
                    value.at("p99").decimal(), value.at("p999").decimal());
        }
    }
}
