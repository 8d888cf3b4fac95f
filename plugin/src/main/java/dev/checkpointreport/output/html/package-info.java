/**
 * The page, rendered by FreeMarker within its limits, and its assets.
 *
 * <p>{@code PageRenderer} renders the {@code Page} with FreeMarker's public API only, on its one executor
 * ({@code ReportConfiguration}, {@code RenderLimits} and {@code RunawayGuard} stop a runaway template:
 * {@code PassingLoader} hands FreeMarker each template with {@code LoopPasses}' no-op call at every loop pass,
 * {@code Marked} gives messages back the user's columns, and {@code AssignedValues} measures the string an
 * assignment sets, named by its description; a string too long for the page ends at the page's writer);
 * {@code TemplateSources} and {@code OverrideLoader} put a course's {@code templateDirectory} before the built-in
 * templates; {@code Assets} copies the CSS, our scripts and Chart.js from its webjar. A template's failure is a
 * {@code ReportTemplateException}.
 */
package dev.checkpointreport.output.html;
