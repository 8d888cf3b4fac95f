package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.pipeline.ScenarioListException;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The scenarios a module's own goal reads, found in its POM: the {@code <scenarios>} or {@code <config>} of
 * the plugin's configuration, its executions' first, or else {@code checkpoint-report.yml} when the module
 * has one. Each is named {@code artifactId/scenario}, so that two modules may both have a {@code lesson.yml}.
 * A pattern that matches nothing in a module adds nothing here: the module's own goal says what is wrong.
 */
final class ModuleScenarios {
    static final String PLUGIN_KEY = "dev.checkpointreport:checkpoint-report-maven-plugin";

    private ModuleScenarios() {
    }

    static List<ListedScenario> of(MavenProject module) throws ScenarioListException {
        Path basedir = module.getBasedir().toPath();
        List<ListedScenario> found = new ArrayList<>();
        for (ListedScenario scenario : listed(module, basedir)) {
            found.add(new ListedScenario(module.getArtifactId() + "/" + scenario.name(), scenario.file(),
                    module.getName() == null ? module.getArtifactId() : module.getName()));
        }
        return found;
    }

    private static List<ListedScenario> listed(MavenProject module, Path basedir) throws ScenarioListException {
        List<Xpp3Dom> configurations = configurations(module);
        for (Xpp3Dom configuration : configurations) {
            Xpp3Dom scenarios = configuration.getChild("scenarios");
            if (scenarios != null && scenarios.getChildCount() > 0) {
                List<String> patterns = new ArrayList<>();
                for (Xpp3Dom pattern : scenarios.getChildren()) {
                    patterns.add(pattern.getValue().strip());
                }
                return ScenarioList.existing(basedir, patterns);
            }
        }
        for (Xpp3Dom configuration : configurations) {
            Xpp3Dom config = configuration.getChild("config");
            if (config != null && config.getValue() != null && !config.getValue().isBlank()) {
                return ScenarioList.existing(basedir, List.of(config.getValue().strip()));
            }
        }
        File fallback = new File(module.getBasedir(), DefaultConfig.FILE_NAME);
        return fallback.isFile() ? List.of(new ListedScenario(ScenarioList.name(fallback.toPath()), fallback.toPath()))
                : List.of();
    }

    /** The configurations of the module's checkpoint-report executions, then the plugin's own. */
    private static List<Xpp3Dom> configurations(MavenProject module) {
        List<Xpp3Dom> found = new ArrayList<>();
        Plugin plugin = module.getBuild() == null ? null : module.getBuild().getPluginsAsMap().get(PLUGIN_KEY);
        if (plugin == null) {
            return found;
        }
        for (PluginExecution execution : plugin.getExecutions()) {
            if (execution.getGoals().contains("checkpoint-report") && execution.getConfiguration() instanceof Xpp3Dom c) {
                found.add(c);
            }
        }
        if (plugin.getConfiguration() instanceof Xpp3Dom c) {
            found.add(c);
        }
        return found;
    }
}
