/**
 * The one seam every output goes through: {@code ReportOutput} says the files it writes ({@code OutputFiles}) and
 * writes them, inside the staging folder that replaces the report in one step, from the {@code Course} the pipeline
 * hands every output alike.
 *
 * <p>A {@code Course} is the plugin's idea of what a build wrote: its {@code CourseScenario}s (name, file, module,
 * result), single or with an index. A new output is one class added to {@code ReportPipeline.outputs}; the folder
 * rule and the up-to-date check read its files from there.
 */
package dev.checkpointreport.output;
