/**
 * The step summary: the verdicts as the Markdown table CI shows, appended to the file {@code GITHUB_STEP_SUMMARY}
 * names.
 *
 * <p>{@code StepSummary} turns a list of (file name, {@code ScenarioResult}) into the Markdown table of verdicts
 * that CI shows, and appends it to a file; {@code StepSummaryOutput} appends it to the file the goal was given
 * (GitHub Actions' {@code GITHUB_STEP_SUMMARY}), never to an input of the report, and warns in one line when it
 * cannot (the operating system's words for the failure as {@code folder.WriteFailure} words them for the report's
 * folder).
 */
package dev.checkpointreport.output.markdown;
