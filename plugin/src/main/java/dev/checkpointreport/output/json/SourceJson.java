package dev.checkpointreport.output.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.measured.FlinkNewest;
import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.measured.SourceFacts;
import dev.checkpointreport.measured.SparkQuery;

/**
 * What the {@code measured} object of report.json writes of its history's source beyond what every source fills,
 * one answer per source, so {@link MeasuredJson} asks and never tests which source it is. Its field names are a
 * public interface: a source that report.json had first (Flink's REST responses) adds nothing, and each later one
 * names itself in the object's first field and writes its own facts whole in its last.
 */
interface SourceJson {

    /** The answer for {@code facts}' source. */
    static SourceJson of(SourceFacts facts) {
        return facts.accept(new SourceFacts.Visitor<>() {
            @Override
            public SourceJson flinkRest(FlinkNewest newest) {
                return new SourceJson() {
                    @Override
                    public FlinkNewest newest() {
                        return newest;
                    }
                };
            }

            @Override
            public SourceJson prometheus(PrometheusSeries series) {
                // a Flink history, read from Prometheus: its times are the samples', and counts and summary are null
                return new Named("source", "prometheus", false, series);
            }

            @Override
            public SourceJson spark(SparkQuery query) {
                return new Named("engine", "spark", true, query);
            }

            @Override
            public SourceJson kafkaStreams(KafkaStreamsApp app) {
                return new Named("engine", "kafkaStreams", true, app);
            }
        });
    }

    /**
     * A source report.json took after Flink's REST responses: {@code field} names it first, and its facts are
     * written whole last, under its {@code name}.
     */
    record Named(String field, String name, boolean keyed, SourceFacts facts)
            implements SourceJson {
        @Override
        public void opening(ObjectNode node) {
            node.put(field, name);
        }

        @Override
        public void closing(ObjectNode node) {
            node.set(name, RecordTree.of(facts));
        }
    }

    /** The fields that open the object, naming the source; none for Flink's REST responses. */
    default void opening(ObjectNode node) {
    }

    /** Flink's newest scrape, whose name, counts and summary the object writes in their places; {@code null} else. */
    default FlinkNewest newest() {
        return null;
    }

    /**
     * Whether each checkpoint carries its keys, rows and run, each restore the rows it recomputed, and the
     * percentiles the keys': a Spark query's progress says them.
     */
    default boolean keyed() {
        return false;
    }

    /** The fields that close the object: the source's own facts, whole; none for Flink's REST responses. */
    default void closing(ObjectNode node) {
    }
}
