package dev.checkpointreport.output;

import dev.checkpointreport.run.CourseScenario;
import java.nio.file.Path;
import java.util.List;

/**
 * What every {@link ReportOutput} is handed: the scenarios that ran, with their verdicts and their pages rendered
 * in memory, and where their files go. A single report is a course of one, its files at the folder's root.
 *
 * @param single one scenario, its report at the folder's root; otherwise a course with an index
 * @param scenarios the scenarios in the course's one order, each with its page
 * @param indexPage the course index's page, rendered; {@code null} for a single report
 * @param basedir the project's folder, which files are named relative to, or {@code null}
 * @param data the data files the scenarios read ({@code config.DataFiles}), in order
 * @param templates the course's template folder, or {@code null} for the built-in templates
 */
public record RenderedCourse(boolean single, List<Rendered> scenarios, String indexPage, Path basedir,
                             List<Path> data, Path templates) {

    /** A scenario that ran and its page. */
    public record Rendered(CourseScenario scenario, String page) {
    }

    public RenderedCourse {
        scenarios = List.copyOf(scenarios);
        data = List.copyOf(data);
    }

    /** The folder of {@code scenario}'s report under {@code root}: the root itself for a single report. */
    public Path folderOf(CourseScenario scenario, Path root) {
        return single ? root : root.resolve(scenario.name());
    }

    /** The scenarios that ran, in order. */
    public List<CourseScenario> runs() {
        return scenarios.stream().map(Rendered::scenario).toList();
    }

    /** Whether a scenario has the section Measured, whose script the assets then hold. */
    public boolean measures() {
        return scenarios.stream().anyMatch(rendered -> rendered.scenario().result().measured() != null);
    }
}
