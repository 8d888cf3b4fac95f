package dev.checkpointreport.maven;

import dev.checkpointreport.run.ScenarioRun;
import java.io.File;
import org.apache.maven.model.Plugin;
import org.apache.maven.project.MavenProject;

/**
 * A goal that found no scenario to read, and how it says so. A gate that passes because it read nothing is the
 * failure a gate exists to prevent, so a project that binds the goal and has no scenario is warned, in one line
 * naming what the goal looked for and where to put it, or, with {@code failIfNoScenario}, fails. Two stay quiet,
 * with one {@code [INFO]} line: a reactor's parent POM, and a module that only inherits the goal from it, since a
 * parent may declare the goal once for modules of which only some are lessons.
 *
 * @param lead what is skipped, such as {@code Skipping the checkpoint report}
 * @param missing what the goal looked for and did not find
 * @param remedy where to put a scenario; empty when the line stays quiet
 * @param quiet whether the goal skips with an {@code [INFO]} line, neither warning nor failing
 */
record NoScenario(String lead, String missing, String remedy, boolean quiet) {
    /** The sentence a warning ends with. */
    static final String SWITCH = " With -Dcheckpoint.failIfNoScenario=true this fails the build.";
    /** Why the build failed rather than warned. */
    static final String FAILING = " (checkpoint.failIfNoScenario=true)";

    /** The line of a goal that skips: said at {@code [INFO]} when {@link #quiet}, else warned. */
    String skipLine() {
        return lead + ": " + missing + "." + (quiet ? "" : " " + remedy + "." + SWITCH);
    }

    /** The build's failure with {@code failIfNoScenario}. */
    String failure() {
        return "No scenario" + FAILING + ": " + missing + ". " + remedy + ".";
    }

    /** The file {@code config} as messages name it: relative to the project's folder, with forward slashes. */
    static String shown(File config, File basedir) {
        return ScenarioRun.shown(config.toPath(), basedir == null ? null : basedir.toPath());
    }

    /**
     * Whether {@code project} skips quietly: a parent POM ({@code pom} packaging with modules), or a project that
     * names no plugin of ours in its own POM and binds the goal only through a parent's.
     */
    static boolean quietIn(MavenProject project) {
        if (project == null) {
            return false;
        }
        if ("pom".equals(project.getPackaging()) && !project.getModules().isEmpty()) {
            return true;
        }
        boolean bound = project.getBuildPlugins().stream().anyMatch(NoScenario::ours);
        boolean named = project.getOriginalModel() != null && project.getOriginalModel().getBuild() != null
                && project.getOriginalModel().getBuild().getPlugins().stream().anyMatch(NoScenario::ours);
        return bound && !named;
    }

    private static boolean ours(Plugin plugin) {
        return ModuleScenarios.PLUGIN_KEY.endsWith(":" + plugin.getArtifactId());
    }
}
