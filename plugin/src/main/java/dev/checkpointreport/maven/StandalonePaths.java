package dev.checkpointreport.maven;

import java.io.File;

/**
 * Paths of the goal when it runs outside a project ({@code requiresProject = false}). Maven's stub
 * project leaves {@code ${project.basedir}} in the super POM's build directory uninterpolated, so a
 * default such as {@code ${project.build.directory}/checkpoint-report} arrives with the expression in
 * it; it then means the same place under the folder the goal runs in.
 */
final class StandalonePaths {

    private StandalonePaths() {
    }

    /** {@code path}, or {@code basedir/fallback} when Maven could not resolve an expression in it. */
    static File resolve(File path, File basedir, String fallback) {
        if (path.getPath().contains("${")) {
            return new File(basedir, fallback);
        }
        return path;
    }
}
