package dev.checkpointreport.measured;

import java.util.List;
import java.util.Map;

/**
 * What a history's source says of itself beside the history every source fills: Flink's newest scrape
 * ({@link FlinkNewest}), the Prometheus series ({@link PrometheusSeries}), a Spark query's progress
 * ({@link SparkQuery}) or a Kafka Streams app's listener log ({@link KafkaStreamsApp}). A {@link Measurements}
 * holds exactly one; the page and {@code report.json} ask it for their
 * source's part through {@link #accept}, so a new source is one more permitted record and one more
 * {@link Visitor} method, which the compiler then asks of every visitor.
 */
public sealed interface SourceFacts permits FlinkNewest, PrometheusSeries, SparkQuery,
        KafkaStreamsApp {

    /** Where the history comes from. */
    HistorySource source();

    /** The visitor's answer for this source. */
    <T> T accept(Visitor<T> visitor);

    /** One answer per source, each given that source's own facts. */
    interface Visitor<T> {
        T flinkRest(FlinkNewest newest);

        T prometheus(PrometheusSeries series);

        T spark(SparkQuery query);

        T kafkaStreams(KafkaStreamsApp app);
    }

    /**
     * The engine's own count of failed checkpoints over the history, which names no id of them: the newest
     * {@code /checkpoints} scrape's, or how far Prometheus's {@code numberOfFailedCheckpoints} rose; {@code null}
     * when the source gives none.
     */
    default Long failedCheckpoints() {
        return null;
    }

    /** The JobManager's settings by key, which say how often to scrape; {@code null} when the source saves none. */
    default Map<String, String> jobManager() {
        return null;
    }

    /** The file the JobManager's settings came from; {@code null} without one. */
    default String jobManagerFile() {
        return null;
    }

    /** The spans with no sample across which the checkpoint id grew; none where the source is no sampler. */
    default List<PrometheusSeries.Hole> holes() {
        return List.of();
    }

    /** What the history says the log should warn of, each one line; none by default. */
    default List<String> notes() {
        return List.of();
    }

    /** What the source's answers warned of, each with its file, in the order read; none by default. */
    default List<PrometheusSeries.Warning> warnings() {
        return List.of();
    }
}
