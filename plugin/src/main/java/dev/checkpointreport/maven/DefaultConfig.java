package dev.checkpointreport.maven;

import java.io.File;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import java.util.Properties;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * Whether {@code config} was left at its default, so that a parent POM can declare the goal once and a
 * module without a scenario skips it. Maven gives the field the default path either way; what tells them
 * apart is the execution's configuration: without a {@code <config>} in the POM it holds only the
 * property's expression, and the property is then set nowhere. A missing execution (the goal run by a
 * test harness) counts as explicit, so the missing file fails as it always did.
 */
final class DefaultConfig {
    static final String FILE_NAME = "checkpoint-report.yml";
    private static final String PROPERTY = "checkpoint.config";
    private static final String EXPRESSION = "${" + PROPERTY + "}";

    private DefaultConfig() {
    }

    static boolean isDefault(File config, File basedir, MavenSession session, MavenProject project,
            MojoExecution execution) {
        if (execution == null || execution.getConfiguration() == null || basedir == null
                || !config.getAbsoluteFile().equals(new File(basedir, FILE_NAME).getAbsoluteFile())) {
            return false;
        }
        Xpp3Dom element = execution.getConfiguration().getChild("config");
        if (element != null && element.getValue() != null && !element.getValue().strip().equals(EXPRESSION)) {
            return false;
        }
        return !setIn(session == null ? null : session.getUserProperties())
                && !setIn(session == null ? null : session.getSystemProperties())
                && !setIn(project == null ? null : project.getProperties());
    }

    private static boolean setIn(Properties properties) {
        return properties != null && properties.getProperty(PROPERTY) != null;
    }

    /**
     * Why a run with no scenario skips, and where to put one. Maven applies an {@code <execution>}'s configuration
     * only to that execution, and a command-line run ({@code mvn checkpoint:checkpoint-report}) is the execution
     * {@code default-cli}, which reads the plugin's own {@code <configuration>}. Outside a project (a folder with no
     * POM, such as a course's subfolder) the folder is named whole: there is no project to name it from.
     */
    static NoScenario nothingToReport(File config, File basedir, MavenSession session, MavenProject project,
            MojoExecution execution) {
        String lead = "Skipping the checkpoint report";
        if (session != null && session.getRequest() != null && !session.getRequest().isProjectPresent()) {
            return new NoScenario(lead, "no " + FILE_NAME + " in " + basedir.getAbsolutePath() + ", a folder with no"
                    + " pom.xml, and no -Dcheckpoint.scenarios given", "Run the goal in the course's folder, next to"
                    + " its pom.xml, or name the scenario with -Dcheckpoint.config=FILE", false);
        }
        String file = NoScenario.shown(config, basedir);
        String elsewhere = executionWithScenarios(project, execution);
        if (elsewhere == null) {
            return new NoScenario(lead, "no " + file + " and no <scenarios> given", "Write the scenario to " + file
                    + " next to pom.xml, or list its files under <scenarios> in the plugin's <configuration>",
                    NoScenario.quietIn(project));
        }
        return new NoScenario(lead, "no " + file + " and no <scenarios> given to this run (execution '"
                + execution.getExecutionId() + "')", "The <scenarios> in the <execution> '" + elsewhere + "' apply only"
                + " when that execution runs in its phase (mvn verify); for mvn checkpoint:checkpoint-report put"
                + " <scenarios> in the plugin's <configuration>, outside <executions>, or pass"
                + " -Dcheckpoint.scenarios=scenarios/*.yml", NoScenario.quietIn(project));
    }

    /** The id of another execution of this plugin in the project's POM that gives {@code <scenarios>}, or {@code null}. */
    private static String executionWithScenarios(MavenProject project, MojoExecution execution) {
        if (project == null || execution == null || execution.getMojoDescriptor() == null) {
            return null;
        }
        String key = execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey();
        for (Plugin plugin : project.getBuildPlugins()) {
            if (!plugin.getKey().equals(key)) {
                continue;
            }
            for (PluginExecution other : plugin.getExecutions()) {
                if (!other.getId().equals(execution.getExecutionId()) && other.getConfiguration() instanceof Xpp3Dom dom
                        && dom.getChild("scenarios") != null) {
                    return other.getId();
                }
            }
        }
        return null;
    }
}
