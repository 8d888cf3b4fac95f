package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.report.GateOutcome;
import dev.checkpointreport.report.ReportFolderException;
import dev.checkpointreport.report.ReportStamp;
import dev.checkpointreport.report.ReportWriter;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.File;
import java.io.IOException;
import java.util.Optional;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the checkpoint recovery-cost model on a YAML scenario and writes the report: {@code report.json}
 * and a static HTML site. Fails the build when the scenario's decision names an interval that is not
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
     * Writes the report even when it is up to date. Without it, when the scenario file's bytes, the
     * templates (a {@code templateDirectory}'s files included), the parameters and the plugin are the ones
     * the report in {@code outputDirectory} was written from, the goal keeps that report, touching no file,
     * and the gate says again what it said of it, failing the build again if it failed.
     */
    @Parameter(property = "checkpoint.force", defaultValue = "false")
    private boolean force;

    /** The plugin and the libraries it runs with, which the up-to-date check counts among the inputs. */
    @Parameter(defaultValue = "${plugin}", readonly = true)
    private PluginDescriptor plugin;

    /** The project's folder; outside a project, the folder the goal runs in. */
    @Parameter(defaultValue = "${basedir}", readonly = true, required = true)
    private File basedir;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Skipping the checkpoint report (checkpoint.skip=true).");
            return;
        }
        File configFile = StandalonePaths.resolve(config, basedir, "checkpoint-report.yml");
        File reportFolder = StandalonePaths.resolve(outputDirectory, basedir, "target/checkpoint-report");
        GateOutcome outcome;
        try {
            ReportWriter writer = ReportWriter.open(reportFolder.toPath(), basedir == null ? null : basedir.toPath(),
                    configFile.toPath(), templateDirectory == null ? null : templateDirectory.toPath());
            String inputs = ReportInputs.digest(configFile, templateDirectory, failOnSuboptimal, plugin);
            Optional<GateOutcome> kept = force ? Optional.empty() : writer.upToDate(inputs);
            if (kept.isPresent()) {
                getLog().info("Checkpoint report in " + reportFolder + " is up to date: the scenario, templates,"
                        + " parameters and plugin are unchanged (-Dcheckpoint.force=true writes it again).");
                outcome = kept.get();
            } else {
                ScenarioResult result = ScenarioRun.of(configFile.toPath());
                outcome = RecordedGate.judge(result, failOnSuboptimal);
                writer.write(result, new ReportStamp(inputs, outcome));
                getLog().info("Checkpoint report written to " + reportFolder);
            }
        } catch (ConfigException e) {
            throw new MojoFailureException(Messages.configRefused(e), e);
        } catch (ReportTemplateException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (ReportFolderException e) {
            throw new MojoFailureException(Messages.folderRefused(e), e);
        } catch (IOException e) {
            throw new MojoExecutionException(Messages.writeFailed(reportFolder.toPath(), e), e);
        }
        RecordedGate.say(outcome, getLog());
    }
}
