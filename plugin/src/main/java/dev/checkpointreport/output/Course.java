package dev.checkpointreport.output;

import java.nio.file.Path;
import java.util.List;

/**
 * What every {@link ReportOutput} is handed: the scenarios that ran, with their verdicts, and where their files go.
 * A single report is a course of one, its files at the folder's root.
 *
 * @param single one scenario, its report at the folder's root; otherwise a course with an index
 * @param scenarios the scenarios in the course's one order
 * @param basedir the project's folder, which files are named relative to, or {@code null}
 * @param data the data files the scenarios read ({@code config.DataFiles}), in order
 * @param templates the course's template folder, or {@code null} for the built-in templates
 * @param history the course's builds, this one last; {@link BuildHistory#NONE} for a single report
 * @param base the branch this build is compared with (a pull request's base), or {@code null} for the last build
 */
public record Course(boolean single, List<CourseScenario> scenarios, Path basedir, List<Path> data, Path templates,
                     BuildHistory history, String base) {

    public Course {
        scenarios = List.copyOf(scenarios);
        data = List.copyOf(data);
    }

    /** A course with no history across builds. */
    public Course(boolean single, List<CourseScenario> scenarios, Path basedir, List<Path> data, Path templates) {
        this(single, scenarios, basedir, data, templates, BuildHistory.NONE, null);
    }

    /** The folder of {@code scenario}'s report under {@code root}: the root itself for a single report. */
    public Path folderOf(CourseScenario scenario, Path root) {
        return single ? root : root.resolve(scenario.name());
    }

    /** Whether a scenario has the section Measured, whose script the assets then hold. */
    public boolean measures() {
        return scenarios.stream().anyMatch(scenario -> scenario.result().measured() != null);
    }
}
