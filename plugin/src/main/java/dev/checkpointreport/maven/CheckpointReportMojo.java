package dev.checkpointreport.maven;

import dev.checkpointreport.report.GateOutcome;
import dev.checkpointreport.site.ListedScenario;
import dev.checkpointreport.site.ScenarioList;
import dev.checkpointreport.site.ScenarioListException;
import java.io.File;
import java.util.List;
import java.util.function.Supplier;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Runs the checkpoint recovery-cost model on a YAML scenario and writes the report: {@code report.json}
 * and a static HTML site; with {@code scenarios}, a site of several reports and an index. Fails the build when the scenario's decision names an interval that is not
 * the cheapest at the failure probability it declares.
 */
@Mojo(name = "checkpoint-report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true, requiresProject = false)
public class CheckpointReportMojo extends AbstractMojo {

    /** The YAML scenario: source, failure, checkpoint intervals, workers and an optional decision. */
    @Parameter(property = "checkpoint.config", defaultValue = "${project.basedir}/checkpoint-report.yml")
    private File config;

    /**
     * The folder the report is written to; it is replaced as a whole, and only after a successful run.
     * The plugin replaces only a folder it wrote (marked by a {@code .checkpoint-report} file), an empty
     * folder or a missing one; it refuses any other, and any folder that holds the project.
     */
    @Parameter(property = "checkpoint.outputDirectory", defaultValue = "${project.build.directory}/checkpoint-report")
    private File outputDirectory;

    /**
     * A folder of templates that replace the built-in ones, file by file name, to brand the report: for
     * example an {@code index.ftlh} of its own, or {@code assets/report.css}. A file it lacks is taken
     * from the plugin. The templates are FreeMarker ({@code .ftlh}, HTML output, every value escaped);
     * one that does not parse or render fails the build with its file, line and column, and leaves
     * the last report as it was.
     */
    @Parameter(property = "checkpoint.templateDirectory")
    private File templateDirectory;

    /** Skips the goal. */
    @Parameter(property = "checkpoint.skip", defaultValue = "false")
    private boolean skip;

    /**
     * Fails the build when the decided interval is not optimal, or misses the recovery objective, or the
     * job could never catch up after a failure. With {@code false} the same message is logged as a
     * warning and the build passes.
     */
    @Parameter(property = "checkpoint.failOnSuboptimal", defaultValue = "true")
    private boolean failOnSuboptimal;

    /**
     * Writes the report or the site even when it is up to date. Without it, when the scenario files' bytes,
     * the templates (a {@code templateDirectory}'s files included), the parameters and the plugin are the ones
     * the report or site in {@code outputDirectory} was written from, the goal keeps it, touching no file,
     * and the gate says again what it said of it, failing the build again if it failed.
     */
    @Parameter(property = "checkpoint.force", defaultValue = "false")
    private boolean force;

    /** The plugin and the libraries it runs with, which the up-to-date check counts among the inputs. */
    @Parameter(defaultValue = "${plugin}", readonly = true)
    private PluginDescriptor plugin;

    /**
     * Several scenarios, one site: files or glob patterns relative to the project's folder, such as
     * {@code scenarios/*.yml}. Each scenario's report is written to {@code <outputDirectory>/<file name
     * without .yml>/}, and the folder's root gets {@code index.html} and {@code index.json}, a card per
     * scenario. When given, {@code config} is not read. A pattern that matches no file, or two scenarios of
     * the same file name, fail the build.
     */
    @Parameter(property = "checkpoint.scenarios")
    private List<String> scenarios;

    /** The project's folder; outside a project, the folder the goal runs in. */
    @Parameter(defaultValue = "${basedir}", readonly = true, required = true)
    private File basedir;

    @Parameter(defaultValue = "${session}", readonly = true)
    private MavenSession session;

    @Parameter(defaultValue = "${project}", readonly = true)
    private MavenProject project;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    private MojoExecution mojoExecution;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the checkpoint report (checkpoint.skip=true).");
            return;
        }
        File reportFolder = StandalonePaths.resolve(outputDirectory, basedir, "target/checkpoint-report");
        if (scenarios != null && !scenarios.isEmpty()) {
            List<ListedScenario> listed = listed();
            OutputClaims.claim(session, project, mojoExecution, reportFolder);
            Supplier<String> inputs = () -> ReportInputs.siteDigest(listed.stream().map(s -> s.file().toFile()).toList(),
                    templateDirectory, failOnSuboptimal, plugin);
            new SiteGoal(getLog(), failOnSuboptimal).write(listed, reportFolder, basedir, templateDirectory, inputs,
                    force);
            return;
        }
        File configFile = StandalonePaths.resolve(config, basedir, DefaultConfig.FILE_NAME);
        if (!configFile.exists() && DefaultConfig.isDefault(configFile, basedir, session, project, mojoExecution)) {
            getLog().info("Skipping the checkpoint report: no " + configFile + " and no <scenarios> given.");
            return;
        }
        OutputClaims.claim(session, project, mojoExecution, reportFolder);
        String inputs = ReportInputs.digest(configFile, templateDirectory, failOnSuboptimal, plugin);
        GateOutcome outcome = ScenarioReport.writeOrKeep(getLog(), configFile, reportFolder, basedir,
                templateDirectory, inputs, force, failOnSuboptimal);
        GateLog.say(outcome, getLog());
    }

    private List<ListedScenario> listed() throws MojoFailureException {
        try {
            return ScenarioList.resolve(basedir.toPath(), scenarios);
        } catch (ScenarioListException e) {
            throw new MojoFailureException(e.getMessage(), e);
        }
    }
}
