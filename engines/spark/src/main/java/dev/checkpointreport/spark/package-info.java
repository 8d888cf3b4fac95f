/**
 * A Spark Structured Streaming query's progress logged as the plugin's {@code measured.spark} reads it:
 * {@code ProgressLog}, a {@code StreamingQueryListener} that appends each {@code StreamingQueryProgress} as one
 * JSON line.
 */
package dev.checkpointreport.spark;
