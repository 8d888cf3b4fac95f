package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import org.apache.maven.model.Model;
import org.apache.maven.model.Plugin;
import org.apache.maven.model.PluginExecution;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.junit.jupiter.api.Test;

/**
 * What a run with no scenario says: a warning naming what it looked for and where to put it, a failure with the
 * switch, a quiet line in a parent POM; and that Maven gives an execution's configuration to that execution alone.
 */
class DefaultConfigTest {
    private static final File BASEDIR = new File("/course");
    private static final File CONFIG = new File(BASEDIR, "checkpoint-report.yml");

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

    /** {@code project} as its own POM writes it: the plugin named there, not only inherited. */
    private static MavenProject ownPom(MavenProject project) {
        project.setOriginalModel(project.getModel().clone());
        return project;
    }

    private static NoScenario none(MavenProject project, String executionId) {
        return DefaultConfig.nothingToReport(CONFIG, BASEDIR, null, project, run(executionId));
    }

    @Test
    void aCommandLineRunSaysThatTheExecutionsScenariosAreNotItsAndWhereToPutThem() {
        assertThat(none(ownPom(withScenariosIn("course")), "default-cli").skipLine()).isEqualTo(
                "Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> given to this run "
                + "(execution 'default-cli'). The <scenarios> in the <execution> 'course' apply only when that execution "
                + "runs in its phase (mvn verify); for mvn checkpoint:checkpoint-report put <scenarios> in the plugin's "
                + "<configuration>, outside <executions>, or pass -Dcheckpoint.scenarios=scenarios/*.yml. With "
                + "-Dcheckpoint.failIfNoScenario=true this fails the build.");
    }

    @Test
    void aProjectWithoutAScenarioIsWarnedWhatTheGoalLookedForAndWhereToPutIt() {
        NoScenario none = none(ownPom(new MavenProject()), "default");

        assertThat(none.quiet()).isFalse();
        assertThat(none.skipLine()).isEqualTo("Skipping the checkpoint report: no checkpoint-report.yml and no "
                + "<scenarios> given. Write the scenario to checkpoint-report.yml next to pom.xml, or list its files under "
                + "<scenarios> in the plugin's <configuration>. With -Dcheckpoint.failIfNoScenario=true this fails the "
                + "build.");
    }

    @Test
    void withTheSwitchTheSameFindingFailsTheBuild() {
        assertThat(none(ownPom(new MavenProject()), "default").failure()).isEqualTo("No scenario "
                + "(checkpoint.failIfNoScenario=true): no checkpoint-report.yml and no <scenarios> given. Write the "
                + "scenario to checkpoint-report.yml next to pom.xml, or list its files under <scenarios> in the "
                + "plugin's <configuration>.");
    }

    @Test
    void aParentPomSkipsQuietlyInOneShortLine() {
        MavenProject parent = ownPom(new MavenProject());
        parent.setPackaging("pom");
        parent.getModel().addModule("lesson");

        NoScenario none = none(parent, "default");

        assertThat(none.quiet()).isTrue();
        assertThat(none.skipLine()).isEqualTo(
                "Skipping the checkpoint report: no checkpoint-report.yml and no <scenarios> given.");
    }

    @Test
    void aModuleThatOnlyInheritsTheGoalSkipsQuietly() {
        MavenProject module = withScenariosIn("other");
        module.setOriginalModel(new Model());

        assertThat(none(module, "default").quiet()).isTrue();
        assertThat(none(ownPom(withScenariosIn("other")), "default").quiet()).isFalse();
    }
}
