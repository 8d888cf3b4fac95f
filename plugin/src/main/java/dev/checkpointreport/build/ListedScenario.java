package dev.checkpointreport.build;

import java.nio.file.Path;

/**
 * A scenario file of the site and the folder its report is written to, relative to the site's root:
 * {@code lesson} for {@code scenarios/lesson.yml}, or {@code module/lesson} when a course gathers modules.
 */
public record ListedScenario(String name, Path file) {
}
