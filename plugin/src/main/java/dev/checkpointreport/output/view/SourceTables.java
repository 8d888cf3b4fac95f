package dev.checkpointreport.output.view;

import dev.checkpointreport.measured.FlinkNewest;
import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.measured.SourceFacts;
import dev.checkpointreport.measured.SparkQuery;
import dev.checkpointreport.output.view.Page.Table;

/**
 * The measured words and tables that differ with where the history came from: one implementation per source
 * ({@link FlinkRestTables}, {@link PrometheusTables}, {@link SparkTables}, {@link KafkaStreamsTables}), each given
 * its source's own {@link SourceFacts}, so {@link MeasuredTables} asks and never tests which source it is.
 */
interface SourceTables {

    /** The tables of {@code measured}'s source. */
    static SourceTables of(Measurements measured) {
        return measured.facts().accept(new SourceFacts.Visitor<>() {
            @Override
            public SourceTables flinkRest(FlinkNewest newest) {
                return new FlinkRestTables(newest);
            }

            @Override
            public SourceTables prometheus(PrometheusSeries series) {
                return new PrometheusTables(series);
            }

            @Override
            public SourceTables spark(SparkQuery query) {
                return new SparkTables(query);
            }

            @Override
            public SourceTables kafkaStreams(KafkaStreamsApp app) {
                return new KafkaStreamsTables(app);
            }
        });
    }

    /** The section's first paragraph: where the measurements come from and the span they cover. */
    String lead(MeasuredAnalysis analysis);

    /** The measured job at a glance, with the MTBF as {@link MeasuredTables#mtbf} words it. */
    Table overview(MeasuredAnalysis analysis, String mtbf);

    /** What the percentiles are taken over. */
    String percentileFinding(MeasuredAnalysis analysis);

    /** What the checkpoints' table finds: the failed ones, as far as the source names them. */
    String checkpointsFinding(Measurements measured);

    /** The restores, each with the failure before it; {@code null} with none. */
    Table restores(MeasuredAnalysis analysis);

    /**
     * Whether the checkpoints are a query's batches' state commits, and a failure only the end of a run before a new
     * one: the charts then draw and word them so ({@link MeasuredSection#spark()}).
     */
    default boolean batches() {
        return false;
    }

    /**
     * Whether the charts mark each failure apart from its restore: not where a failure is seen only as the end of a
     * run or process, a moment before the new one, whose mark alone shows it.
     */
    default boolean marksFailures() {
        return !batches();
    }

    /** The charts' words for a restore, long and short, as {@code [label, short label]}. */
    default String[] restoreMark(dev.checkpointreport.measured.Restore restore) {
        return batches() ? new String[] {"new run at batch " + restore.checkpoint(), "new run"}
                : new String[] {"restore from #" + restore.checkpoint(), "restore"};
    }

    /** Which charts' words the page shows: {@code flink}, {@code spark} or {@code kafkaStreams}. */
    default String charts() {
        return batches() ? "spark" : "flink";
    }

    /** The MTBF's words where the files do not tell the job's failures ({@code exceptionsSaved} false). */
    default String failuresUnsaved() {
        return "unknown: the files do not tell the job's failures";
    }
}
