package dev.checkpointreport.output;

import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.nio.file.Path;

/**
 * A scenario of a course after its run: where its report goes, the file it was read from, and what it found.
 *
 * @param name the report's folder relative to the course's root, as the scenario list named it
 * @param module the name of the module it was gathered from, heading its group of cards; {@code null} outside
 *     {@code report-aggregate}
 */
public record CourseScenario(String name, Path file, ScenarioResult result, String module) {

    /** A scenario of one project's course, in no module's group. */
    public CourseScenario(String name, Path file, ScenarioResult result) {
        this(name, file, result, null);
    }

    /** The file {@code written} of the scenario's report, relative to the course's root. */
    public String path(String written) {
        return name + "/" + written;
    }

    /** The scenario file as a reader of the course names it: relative to {@code basedir}, with forward slashes. */
    public String shownFile(Path basedir) {
        return ScenarioRun.shown(file, basedir);
    }
}
