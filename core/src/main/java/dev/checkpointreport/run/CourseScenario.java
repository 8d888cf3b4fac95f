package dev.checkpointreport.run;

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

    /** The report's page, relative to the course's root. */
    public String page() {
        return name + "/index.html";
    }

    /** The report's JSON, relative to the course's root. */
    public String json() {
        return name + "/report.json";
    }

    /** The scenario file as a reader of the course names it: relative to {@code basedir}, with forward slashes. */
    public String shownFile(Path basedir) {
        return ScenarioRun.shown(file, basedir);
    }
}
