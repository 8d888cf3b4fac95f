/**
 * The one write path of every goal that writes: the folder judged, up to date or not, every scenario run and
 * rendered, every output written through one interface, the folder replaced in one step.
 *
 * <p>The one write path of every report, a single one (a course of one: its files at the folder's root) or a course
 * of several scenarios. {@code ReportPipeline.run} is that path, with no Maven in it: judge the folder → up to
 * date? (then the kept {@code GateOutcome}) → run and render on every core → verdict → every output of
 * {@code ReportPipeline.outputs} (the one list a new output joins) with the stamp; it returns the outcome and the
 * scenarios written. The request takes the goal's {@code uptodate.ReportInputs.Settings}, and the digest is made
 * from them. {@code ScenarioList} resolves the {@code scenarios} files and glob patterns into
 * {@code ListedScenario}s (a name per report folder; a pattern matching nothing or a shared name is a
 * {@code ScenarioListException}). {@code CourseWriter} judges the folder by {@code ReportFolder}'s rule (every
 * scenario file kept, and {@code OwnFiles.writes} the paths the outputs declare), asks the request's
 * {@code UpToDate} whether the report may be kept ({@code CourseWriter.kept}), and replaces the folder in one step
 * with what the outputs make and write into it, the pages rendered there: {@code <name>/}
 * per scenario (report.json, the page), {@code index.html}, {@code index.json} and {@code assets/}. The goal's cost
 * is cold code (class loading, interpretation, JIT), so a course's scenarios are read and composed once
 * ({@code config.ComposedScenario}, whose bytes the inputs' digest takes), run, and their pages render and their
 * folders are written on every core ({@code parallel.InParallel}: results and the first failure in the scenarios'
 * order, a scenario that cannot be read said before a template that fails), from one {@code PageRenderer} whose
 * FreeMarker configuration is loaded and whose built-in templates are parsed on a thread of their own while the
 * scenarios are read and run ({@code PageRenderer.prepare}).
 */
package dev.checkpointreport.pipeline;
