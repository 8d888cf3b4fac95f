/**
 * The pages, rendered by FreeMarker within their limits, and their assets.
 *
 * <p>Entry points: {@code PageOutput} (each scenario's page and the assets) and {@code CourseIndexOutput} (a
 * course's index), both rendering with the one {@code CoursePages} the pipeline prepares while the scenarios run.
 * {@code PageRenderer} uses FreeMarker's public API only and ends a runaway template at its {@code RenderLimits};
 * {@code TemplateSources} lets a course's own templates override the built-in ones by name.
 */
package dev.checkpointreport.output.html;
