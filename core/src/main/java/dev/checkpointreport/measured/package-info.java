/**
 * A Flink job's checkpoint statistics, as its REST API gives them and a team saves them, one file per scrape:
 * read under bounds ({@link dev.checkpointreport.measured.ResponseFile}), recognised by their shape, merged by
 * checkpoint id ({@link dev.checkpointreport.measured.Measurements}), summed up
 * ({@link dev.checkpointreport.measured.MeasuredStatistics}) and set beside the model's prediction
 * ({@link dev.checkpointreport.measured.ModelComparison}). Plain JSON read with Jackson: no Flink class is
 * needed. It reads {@code model} and {@code timing}; {@code config} finds the files, {@code run} judges them.
 */
package dev.checkpointreport.measured;
