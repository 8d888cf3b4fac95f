/**
 * The step summary: the verdicts as the Markdown table CI shows.
 *
 * <p>{@code StepSummary} turns a list of (file name, {@code ScenarioResult}) into the Markdown table of verdicts
 * that CI shows, and appends it to a file (GitHub Actions' {@code GITHUB_STEP_SUMMARY}).
 */
package dev.checkpointreport.output.markdown;
