package dev.checkpointreport.maven;

import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.output.markdown.StepSummaryOutput;
import dev.checkpointreport.pipeline.ListedScenario;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.uptodate.ReportInputs;
import dev.checkpointreport.uptodate.UpToDate;
import java.io.File;
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
 * {@link ReportPipeline} through one request ({@link #writeAndGate}), then says the gate's outcome, its lines
 * logged and the build failed once; what the core throws is {@link CoreFailures}' one line.
 */
public abstract class AbstractCheckpointMojo extends AbstractMojo {
    /** Why a failing check is a warning when {@code failOnGate} is off. */
    static final String NOT_FAILING = " (checkpoint.failOnGate=false)";
    /** Why a failing check is a warning in {@code mvn site}. */
    static final String IN_SITE = " (a site report does not fail the build; the checkpoint-report goal gates it)";

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
     * Fails the build when the goal finds no scenario to read (no {@code checkpoint-report.yml} and no
     * {@code <scenarios>}; for {@code report-aggregate}, no module with one) instead of warning and passing. A
     * reactor's parent POM, and a module that binds the goal only through its parent, skip quietly either way. The
     * {@code report} of {@code mvn site} never fails the build.
     */
    @Parameter(property = "checkpoint.failIfNoScenario", defaultValue = "false")
    protected boolean failIfNoScenario;

    /**
     * Writes the report or the course even when it is up to date. Without it, when the scenario files' bytes,
     * the templates (a {@code templateDirectory}'s files included), the parameters and the plugin are the ones
     * the report or course in the output folder was written from, the goal keeps it, touching no file, and the
     * gate says again what it said of it, failing the build again if it failed.
     */
    @Parameter(property = "checkpoint.force", defaultValue = "false")
    protected boolean force;

    /**
     * The course's previous {@code history.json}, which this build appends a point to, then writes as its own
     * {@code history.json} beside {@code index.json}: a file (relative to the project's folder), or an http or https
     * URL, such as the live Pages site's {@code https://owner.github.io/course/history.json}. A file that does not
     * exist, or a URL that answers 404, starts a new history. One that cannot be read, is not JSON, is not a
     * checkpoint-report history, or is larger, deeper or of another shape than the plugin writes fails the build in
     * one line naming it, and nothing is written. A URL is fetched as the scrape goal fetches (no redirect off its
     * host, bounded in time and size, no user, password or query in it). With it the report is always written:
     * each build is a point. A single report keeps no history.
     */
    @Parameter(property = "checkpoint.history")
    protected String history;

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
     * Says that there is no scenario to read: an {@code [INFO]} line where the goal skips quietly, else a warning,
     * or the build's failure with {@code failIfNoScenario}.
     */
    protected void nothingToReport(NoScenario none) throws MojoFailureException {
        if (none.quiet()) {
            getLog().info(Messages.oneLine(none.skipLine()));
        } else if (failIfNoScenario) {
            throw new MojoFailureException(Messages.oneLine(none.failure()));
        } else {
            getLog().warn(Messages.oneLine(none.skipLine()));
        }
    }

    /**
     * Hands {@code listed} to the pipeline, the one request of every goal that writes, and says its gate's outcome:
     * its lines, then the build failed once if it fails. The goal's inputs enter the up-to-date digest as
     * {@code goal}, with this goal's parameters and the plugin's code.
     *
     * @param single one scenario, its report at the folder's root; otherwise a course with an index
     * @param basedir the project's folder, which the report never replaces and messages name files relative to
     */
    protected void writeAndGate(String goal, List<ListedScenario> listed, boolean single, File output, File basedir)
            throws MojoExecutionException, MojoFailureException {
        ReportPipeline.Request.Builder built = single ? ReportPipeline.Request.report(listed.get(0), output)
                : ReportPipeline.Request.course(listed, output);
        built.basedir(basedir).templateDirectory(templateDirectory)
                .inputs(new ReportInputs.Settings(goal, failOnGate, PluginCode.of(plugin)))
                .upToDate(force ? UpToDate.NEVER : UpToDate.STAMPED).stepSummary(stepSummary())
                .history(BuildFacts.history(history, basedir));
        if (!failsBuild()) {
            built.passedOver(passedOver());
        }
        ReportPipeline.Request request = built.build();
        ReportPipeline.Done done = CoreFailures.run(output.toPath(), basedir == null ? null : basedir.toPath(),
                () -> ReportPipeline.run(request, line -> getLog().info(Messages.oneLine(line)),
                        line -> getLog().warn(Messages.oneLine(line))));
        say(done.outcome());
    }

    /**
     * Says what the gate decided: each line of {@code outcome} logged at its level, each one line
     * ({@link Messages#oneLine}), then the build failed once when it fails. The goal judges nothing itself.
     */
    private void say(GateOutcome outcome) throws MojoFailureException {
        for (GateOutcome.Line line : outcome.lines()) {
            String text = Messages.oneLine(line.text());
            switch (line.level()) {
                case DEBUG -> getLog().debug(text);
                case INFO -> getLog().info(text);
                case WARN -> getLog().warn(text);
                case ERROR -> getLog().error(text);
            }
        }
        if (outcome.fails()) {
            // one line per failing check, each made one line by GateOutcome: the breaks between them are ours
            throw new MojoFailureException(outcome.failure());
        }
    }

    /** Whether a failing check fails the build: {@code failOnGate}, except in the site, which is not the gate. */
    protected boolean failsBuild() {
        return failOnGate;
    }

    /** How a failing check that does not fail the build is said to be passed over. */
    protected String passedOver() {
        return NOT_FAILING;
    }

    /** The file {@value StepSummaryOutput#VARIABLE} names, which a written report's summary is appended to. */
    protected String stepSummary() {
        return System.getenv(StepSummaryOutput.VARIABLE);
    }
}
