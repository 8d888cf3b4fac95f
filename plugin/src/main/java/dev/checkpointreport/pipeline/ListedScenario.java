package dev.checkpointreport.pipeline;

import java.nio.file.Path;

/**
 * A scenario file of the course and the folder its report is written to, relative to the course's root:
 * {@code lesson} for {@code scenarios/lesson.yml}, or {@code module/lesson} when a course gathers modules.
 *
 * @param module the name of the module the scenario was gathered from, which heads its group of cards on the
 *     index; {@code null} in a course of one project's scenarios
 */
public record ListedScenario(String name, Path file, String module) {

    /** A scenario of one project's course, in no module's group. */
    public ListedScenario(String name, Path file) {
        this(name, file, null);
    }
}
