package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.pipeline.ScenarioListException;
import java.io.File;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Gathers the scenarios of every module below this project into one course, as JaCoCo's
 * {@code report-aggregate} gathers coverage: each module's {@code <scenarios>} or {@code config} (or its
 * {@code checkpoint-report.yml}), its report written to {@code <outputDirectory>/<artifactId>/<scenario>/},
 * with the same {@code index.html}, its cards grouped under each module's name in the reactor's order, and
 * {@code index.json} at the root. Run it on the parent; the gate
 * runs on every scenario and fails once, one line per failing check, each starting with the scenario's name.
 * It keeps a course that is up to date, as the build's goal does.
 */
@Mojo(name = "report-aggregate", defaultPhase = LifecyclePhase.VERIFY, aggregator = true, threadSafe = true)
public class AggregateMojo extends AbstractCheckpointMojo {

    /** The folder the course is written to, replaced as a whole under the same rule as the report's. */
    @Parameter(property = "checkpoint.aggregate.outputDirectory",
            defaultValue = "${project.build.directory}/checkpoint-report-aggregate")
    private File outputDirectory;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skipped()) {
            return;
        }
        List<ListedScenario> listed = new ArrayList<>();
        try {
            for (MavenProject module : inReactorOrder()) {
                listed.addAll(ModuleScenarios.of(module));
            }
            ScenarioList.checkNames(listed);
        } catch (ScenarioListException e) {
            throw CoreFailures.failure(e.getMessage(), e);
        }
        if (listed.isEmpty()) {
            nothingToReport(new NoScenario("Skipping the checkpoint course", "no module of " + project.getArtifactId()
                    + " has a scenario", "Write each lesson's scenario to checkpoint-report.yml next to its module's"
                    + " pom.xml, or list its files under <scenarios> in that module's plugin <configuration>", false));
            return;
        }
        OutputOwners.own(session, project, mojoExecution, outputDirectory);
        writeAndGate("aggregate", listed, false, outputDirectory, project.getBasedir());
    }

    /**
     * This project and every module below it, in the reactor's order (a module after those it depends on), so the
     * index groups the modules' cards as the build log lists the modules; one the reactor does not build (with
     * {@code -pl}) follows in the order its parent declares it.
     */
    private List<MavenProject> inReactorOrder() {
        List<MavenProject> modules = new ArrayList<>();
        modules.add(project);
        modules.addAll(project.getCollectedProjects());
        List<MavenProject> sorted = session.getProjectDependencyGraph() == null ? List.of()
                : session.getProjectDependencyGraph().getSortedProjects();
        modules.sort(Comparator.comparingInt(module -> sorted.contains(module) ? sorted.indexOf(module)
                : Integer.MAX_VALUE));
        return modules;
    }
}
