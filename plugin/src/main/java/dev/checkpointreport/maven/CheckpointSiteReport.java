package dev.checkpointreport.maven;

import dev.checkpointreport.pipeline.ListedScenario;
import java.io.File;
import java.util.List;
import java.util.Locale;
import org.apache.maven.doxia.sink.Sink;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.reporting.MavenReport;
import org.apache.maven.reporting.MavenReportException;

/**
 * The checkpoint report as a page of the Maven site. With the plugin in {@code <reporting>}, {@code mvn site}
 * lists "Checkpoint report" under Project Reports and writes the whole report, {@code index.html} with its
 * charts, {@code report.json} and {@code assets/}, or with {@code scenarios} the course, into
 * {@code checkpoint-report/} of the site, a folder of
 * the plugin's own under the same folder rule as the goal's. A decision that is no longer optimal does not
 * fail the site: its line is logged as a warning and the page shows it; the {@code checkpoint-report} goal
 * gates the build.
 *
 * <p>The goal implements the reporting API alone, not maven-reporting-impl's {@code AbstractMavenReport}: an
 * external report needs none of Doxia's site rendering, and that library's components (Doxia's renderer,
 * Velocity, plexus-archiver) would be scanned and loaded in every build that runs any goal of the plugin.
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.SITE, threadSafe = true)
public class CheckpointSiteReport extends AbstractScenarioMojo implements MavenReport {
    /** The report's folder in the site, and so the link under Project Reports. */
    static final String FOLDER = "checkpoint-report";

    /** The site's folder; the site plugin sets it when it runs the report. */
    @Parameter(defaultValue = "${project.reporting.outputDirectory}", readonly = true, required = true)
    private File outputDirectory;

    /** Run on its own, as {@code mvn checkpoint:report}: the report goes where the site would put it. */
    @Override
    public void execute() throws MojoExecutionException {
        if (!canGenerateReport()) {
            return;
        }
        try {
            generate(null, Locale.ROOT);
        } catch (MavenReportException e) {
            throw CoreFailures.error(e.getMessage(), e);
        }
    }

    /**
     * Writes the report, or with {@code scenarios} the course, into the site's folder through the same
     * pipeline as the goal, keeping it when up to date; Doxia's {@code sink} is left empty, as for any external
     * report. A failing check is a warning: the site is not the gate.
     */
    @Override
    public void generate(Sink sink, Locale locale) throws MavenReportException {
        File reportFolder = new File(getReportOutputDirectory(), FOLDER);
        try {
            List<ListedScenario> listed = course() ? listed() : single(config);
            writeAndGate(course() ? "site-report-course" : "site-report", listed, !course(), reportFolder,
                    project.getBasedir());
        } catch (MojoFailureException | MojoExecutionException e) {
            throw new MavenReportException(e.getMessage(), e);
        }
    }

    /** The site is not the gate: a failing check is a warning. */
    @Override
    protected boolean failsBuild() {
        return false;
    }

    @Override
    protected String passedOver() {
        return IN_SITE;
    }

    /** The site's report appends no step summary: the build's goal does. */
    @Override
    protected String stepSummary() {
        return null;
    }

    @Override
    public String getOutputName() {
        return FOLDER + "/index";
    }

    @Override
    public String getCategoryName() {
        return CATEGORY_PROJECT_REPORTS;
    }

    @Override
    public File getReportOutputDirectory() {
        return outputDirectory;
    }

    @Override
    public void setReportOutputDirectory(File outputDirectory) {
        this.outputDirectory = outputDirectory;
    }

    @Override
    public String getName(Locale locale) {
        return "Checkpoint report";
    }

    @Override
    public String getDescription(Locale locale) {
        return "Which checkpoint interval to hold: the recovery-cost model of the course's scenario, with its"
                + " tables, charts and the verdict on its decision.";
    }

    /** The plugin writes its own pages, assets and {@code report.json}; Doxia renders nothing. */
    @Override
    public boolean isExternalReport() {
        return true;
    }

    @Override
    public boolean canGenerateReport() {
        if (skipped()) {
            return false;
        }
        if (!course() && !config.exists() && config.equals(new File(project.getBasedir(), DefaultConfig.FILE_NAME))) {
            getLog().info(Messages.oneLine("No checkpoint report: " + NoScenario.shown(config, project.getBasedir())
                    + " does not exist."));
            return false;
        }
        return true;
    }
}
