/**
 * A job's measured history, read from what an engine saved: Flink's REST responses, Prometheus's answers of Flink's
 * metrics, or a Spark query's progress log, into one {@code Measurements}; its statistics, gaps and the model
 * beside them.
 *
 * <p>Entry points: {@code HistorySource}, the one type that says where a history came from and reads its files
 * ({@code read}); {@code Measurements}, the history every later step reads, with its source's own facts
 * ({@code SourceFacts}); {@code MeasuredStatistics}, {@code HistoryGaps} and {@code ModelComparison}. A new source
 * is one reader, one {@code HistorySource} value and one {@code SourceFacts} record; a file the reader refuses is
 * one {@code MeasuredException} line naming the file and the place.
 */
package dev.checkpointreport.measured;
