package dev.checkpointreport.maven;

import java.io.File;
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
}
