/**
 * A job's measured history, read from what an engine saved: Flink's REST responses, Prometheus's answers of Flink's
 * metrics, a Spark query's progress log or a Kafka Streams app's listener log, into one {@code Measurements}; its
 * statistics, gaps, the model beside them, and its days, trend and forecast.
 *
 * <p>Entry points: {@code HistorySource}, the one type that says where a history came from and reads its files
 * ({@code read}); {@code Measurements}, the history every later step reads, with its source's own facts
 * ({@code SourceFacts}); {@code MeasuredStatistics}, {@code HistoryGaps}, {@code ModelComparison} and
 * {@code MeasuredTrend} (the daily figures, Theil–Sen trends, Pettitt steps and the crossings' days). A new source
 * is one reader, one {@code HistorySource} value and one {@code SourceFacts} record; a file the reader refuses is
 * one {@code MeasuredException} line naming the file and the place.
 */
package dev.checkpointreport.measured;
