package dev.checkpointreport.maven;

import dev.checkpointreport.site.ListedScenario;
import dev.checkpointreport.site.ScenarioList;
import dev.checkpointreport.site.ScenarioListException;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Gathers the scenarios of every module below this project into one course site, as JaCoCo's
 * {@code report-aggregate} gathers coverage: each module's {@code <scenarios>} or {@code config} (or its
 * {@code checkpoint-report.yml}), its report written to {@code <outputDirectory>/<artifactId>/<scenario>/},
 * with the same {@code index.html} and {@code index.json} at the root. Run it on the parent; the gate
 * runs on every scenario and fails once, one line per failing scenario.
 */
@Mojo(name = "report-aggregate", defaultPhase = LifecyclePhase.VERIFY, aggregator = true, threadSafe = true)
public class AggregateMojo extends AbstractMojo {

    /** The folder the course site is written to, replaced as a whole under the same rule as the report's. */
    @Parameter(property = "checkpoint.aggregate.outputDirectory",
            defaultValue = "${project.build.directory}/checkpoint-report-aggregate")
    private File outputDirectory;

    /** A folder of templates that replace the built-in ones by file name, as for the report goal. */
    @Parameter(property = "checkpoint.templateDirectory")
    private File templateDirectory;

    /** Skips the goal. */
    @Parameter(property = "checkpoint.skip", defaultValue = "false")
    private boolean skip;

    /** Fails the build when a scenario's gate fails; with {@code false} the same lines are warnings. */
    @Parameter(property = "checkpoint.failOnSuboptimal", defaultValue = "true")
    private boolean failOnSuboptimal;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession session;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the checkpoint report (checkpoint.skip=true).");
            return;
        }
        List<ListedScenario> listed = new ArrayList<>();
        try {
            listed.addAll(ModuleScenarios.of(project));
            for (MavenProject module : project.getCollectedProjects()) {
                listed.addAll(ModuleScenarios.of(module));
            }
            ScenarioList.checkNames(listed);
        } catch (ScenarioListException e) {
            throw new MojoFailureException(e.getMessage(), e);
        }
        if (listed.isEmpty()) {
            getLog().info("Skipping the checkpoint site: no module of " + project.getArtifactId() + " has a scenario.");
            return;
        }
        OutputClaims.claim(session, project, mojoExecution, outputDirectory);
        new SiteGoal(getLog(), failOnSuboptimal).write(listed, outputDirectory, project.getBasedir(), templateDirectory);
    }
}
