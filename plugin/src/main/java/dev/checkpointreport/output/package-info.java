/**
 * The one small interface every output implements, {@link dev.checkpointreport.output.ReportOutput}, and the
 * {@link dev.checkpointreport.output.Course} the pipeline hands each of them.
 */
package dev.checkpointreport.output;
