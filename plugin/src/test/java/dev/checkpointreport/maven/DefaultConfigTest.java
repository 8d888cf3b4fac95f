package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.junit.jupiter.api.Test;

/** Why a run with no scenario skips: Maven gives an execution's configuration to that execution alone. */
class DefaultConfigTest {
    private static final File CONFIG = new File("/course/checkpoint-report.yml");

    private static MavenProject withScenariosIn(String executionId) {
        Plugin plugin = new Plugin();
        plugin.setGroupId("dev.checkpointreport");
        plugin.setArtifactId("checkpoint-report-maven-plugin");
        PluginExecution execution = new PluginExecution();
        execution.setId(executionId);
        Xpp3Dom configuration = new Xpp3Dom("configuration");
        configuration.addChild(new Xpp3Dom("scenarios"));
        execution.setConfiguration(configuration);
        plugin.addExecution(execution);
        MavenProject project = new MavenProject();
        project.getBuild().addPlugin(plugin);
        return project;
    }

    private static MojoExecution run(String executionId) {
        PluginDescriptor plugin = new PluginDescriptor();
        plugin.setGroupId("dev.checkpointreport");
        plugin.setArtifactId("checkpoint-report-maven-plugin");
        MojoDescriptor mojo = new MojoDescriptor();
        mojo.setPluginDescriptor(plugin);
        return new MojoExecution(mojo, executionId);
    }

    @Test
    void aCommandLineRunSaysThatTheExecutionsScenariosAreNotItsAndWhereToPutThem() {
        assertThat(DefaultConfig.nothingToReport(CONFIG, withScenariosIn("course"), run("default-cli"))).isEqualTo(
                "Skipping the checkpoint report: no " + CONFIG + " and no <scenarios> given to this run (execution "
                + "'default-cli'). The <scenarios> in the <execution> 'course' apply only when that execution runs in "
                + "its phase (mvn verify); for mvn checkpoint:checkpoint-report put <scenarios> in the plugin's "
                + "<configuration>, outside <executions>, or pass -Dcheckpoint.scenarios=scenarios/*.yml.");
    }

    @Test
    void withoutScenariosAnywhereTheSkipLineIsShort() {
        assertThat(DefaultConfig.nothingToReport(CONFIG, new MavenProject(), run("default-cli")))
                .isEqualTo("Skipping the checkpoint report: no " + CONFIG + " and no <scenarios> given.");
    }
}
