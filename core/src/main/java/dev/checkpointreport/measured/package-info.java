/**
 * A job's measured checkpoints, failures and restores, one history whichever engine ran the job, read under
 * bounds, summed up and set beside the model.
 *
 * <p>{@code Measurements} is the history: its {@code Checkpoint}s, {@code Restore}s and {@code JobFailure}s, with
 * what only one engine says of itself kept apart ({@code FlinkNewest}, {@code SparkQuery}). Its readers fill it:
 * {@code Measurements.read} reads Flink's saved REST responses, each {@code SavedResponse} with
 * {@code ResponseFile} (Jackson under {@code Bounds}: size, nesting, number and text length, a key written twice),
 * recognises its {@code ResponseShape}, reads it ({@code CheckpointsResponse}, {@code OtherResponses}, each value
 * through {@code JsonValue}, which names file and JSON path in a {@code MeasuredException}) into a {@code Scrape},
 * and {@code Merge}s the scrapes by checkpoint id, refusing two jobs ({@code JobId}) or two runs;
 * {@code Measurements.readSpark} reads a Spark query's progress logs ({@code SparkProgressLog}, the files put in
 * order by what they hold), each record a {@code SparkProgress}, and {@code SparkRuns} makes each stateful
 * batch's state commit a checkpoint and each new run of the query a restart; {@code Measurements.readPrometheus} reads saved answers of Prometheus's
 * {@code query_range} for the metrics of Flink's Prometheus reporter ({@code PrometheusMetric}), each file a
 * {@code PrometheusAnswer}, and {@code PrometheusHistory} makes each rise of the last completed checkpoint's id a
 * checkpoint at its sample, each rise of {@code numRestarts} a failure, and keeps what the series say of themselves
 * ({@code PrometheusSeries}: span, step, counters, the answers' warnings of a partial response and the holes in
 * the samples). Everything after reads the history alone: {@code MeasuredStatistics} gives the
 * nearest-rank {@code Percentile}s ({@code Observed}), the restores with the failure before each, the MTBF over
 * the observed span with its 90 % interval ({@code MtbfInterval}, the exact chi-square interval of a Poisson
 * count), each restore's time lost and time until running again, and the per-subtask {@code Skew} (each
 * {@code SubtaskState} named after its operator by {@code /jobs/<id>}'s vertices), the percentiles from
 * {@code MeasuredFrom} on when the scenario leaves a warm-up out; {@code HistoryGaps} the ids no file shows, the checkpoints seen
 * only in progress, Flink's failed triggers without an id and how often to scrape (the scrape goal's
 * {@code scrape.Cadence}); {@code Prediction} takes the model's longest snapshot
 * (exact), largest state and busiest worker there, and {@code ModelComparison} sets them beside the measured ones ({@code MeasuredFigure}, a
 * figure beside its prediction in exact fractions against {@code measured.tolerance}) with the implied write rate and the {@code AnalyticOptimum}
 * from the measured δ and MTBF. {@code config.MeasuredReader} finds the files ({@code MeasuredFiles}, globs judged
 * as {@code DataFile}s) and reads them while the scenario loads; {@code run} builds the {@code MeasuredAnalysis}
 * and the verdict's {@code measured} checks.
 */
package dev.checkpointreport.measured;
