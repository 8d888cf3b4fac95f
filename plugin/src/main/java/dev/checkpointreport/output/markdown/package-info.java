/**
 * The step summary: the verdicts as the Markdown table CI shows, appended to the file {@code GITHUB_STEP_SUMMARY}
 * names once the report is written.
 *
 * <p>Entry point: {@code StepSummaryOutput}, the one output that writes outside the report's folder, and never fails
 * the build.
 */
package dev.checkpointreport.output.markdown;
