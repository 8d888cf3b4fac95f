package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.output.markdown.StepSummary;
import dev.checkpointreport.run.SiteScenario;
import dev.checkpointreport.uptodate.ReportInputs;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * The parameters every goal that writes shares, as JaCoCo's {@code AbstractReportMojo} holds them for its
 * {@code report} and {@code report-aggregate}: each goal lists its scenarios and hands them to the one
 * {@link ReportPipeline}, then appends the step summary (when asked and written) and says the gate's outcome;
 * what the core throws is {@link CoreFailures}' one line.
 */
public abstract class AbstractCheckpointMojo extends AbstractMojo {

    /** Skips the goal. */
    @Parameter(property = "checkpoint.skip", defaultValue = "false")
    protected boolean skip;

    /**
     * A folder of templates that replace the built-in ones, file by file name, to brand the report: for
     * example an {@code index.ftlh} of its own, or {@code assets/report.css}. A file it lacks is taken
     * from the plugin. The templates are FreeMarker ({@code .ftlh}, HTML output, every value escaped);
     * one that does not parse or render fails the build with its file, line and column, and leaves
     * the last report as it was.
     */
    @Parameter(property = "checkpoint.templateDirectory")
    protected File templateDirectory;

    /**
     * Fails the build when a check of a scenario fails: the decided interval is not optimal, misses the recovery
     * objective, or the job could never catch up after a failure, or a claim is false. With {@code false} the
     * same line is logged as a warning and the build passes. The {@code report} of {@code mvn site} never fails
     * the build: it always warns.
     */
    @Parameter(property = "checkpoint.failOnGate", defaultValue = "true")
    protected boolean failOnGate;

    /**
     * Writes the report or the site even when it is up to date. Without it, when the scenario files' bytes,
     * the templates (a {@code templateDirectory}'s files included), the parameters and the plugin are the ones
     * the report or site in the output folder was written from, the goal keeps it, touching no file, and the
     * gate says again what it said of it, failing the build again if it failed.
     */
    @Parameter(property = "checkpoint.force", defaultValue = "false")
    protected boolean force;

    /** The plugin and the libraries it runs with, which the up-to-date check counts among the inputs. */
    @Parameter(defaultValue = "${plugin}", readonly = true)
    protected PluginDescriptor plugin;

    @Parameter(defaultValue = "${session}", readonly = true)
    protected MavenSession session;

    @Parameter(defaultValue = "${project}", readonly = true)
    protected MavenProject project;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true)
    protected MojoExecution mojoExecution;

    /** Whether the goal is skipped, saying so. */
    protected boolean skipped() {
        if (skip) {
            getLog().info("Skipping the checkpoint report (checkpoint.skip=true).");
        }
        return skip;
    }

    /**
     * The digest of the inputs of {@code goal} on {@code listed}, read as {@code read} (their bytes, or none: from
     * the files), which read {@code data}, made when the pipeline asks for it.
     */
    protected String inputs(String goal, List<ListedScenario> listed, List<Path> data, List<byte[]> read) {
        List<File> files = new ArrayList<>();
        for (ListedScenario scenario : listed) {
            files.add(scenario.file().toFile());
        }
        return ReportInputs.digest(goal, files, read, data, templateDirectory, failOnGate,
                PluginCode.of(plugin));
    }

    /**
     * Runs the pipeline, appends the step summary of what it wrote when {@code stepSummary} and
     * {@code GITHUB_STEP_SUMMARY} names a file, and says its gate's outcome: its lines, then the build failed once
     * if it fails.
     */
    protected void writeAndGate(ReportPipeline.Request request, boolean stepSummary)
            throws MojoExecutionException, MojoFailureException {
        ReportPipeline.Done done = CoreFailures.run(request.output().toPath(),
                () -> ReportPipeline.run(request, line -> getLog().info(Messages.oneLine(line)),
                        line -> getLog().warn(Messages.oneLine(line))));
        if (stepSummary && !done.written().isEmpty()) {
            Path base = request.basedir() == null ? null : request.basedir().toPath();
            GitHubStepSummary.append(getLog(), done.written().stream()
                    .map(scenario -> new StepSummary.Entry(scenario.shownFile(base), scenario.result())).toList(),
                    done.written().stream().map(SiteScenario::file).toList(), done.data(),
                    request.templateDirectory() == null ? null : request.templateDirectory().toPath());
        }
        GateLog.say(done.outcome(), getLog());
    }
}
