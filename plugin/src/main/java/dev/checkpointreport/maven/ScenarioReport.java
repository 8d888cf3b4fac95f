package dev.checkpointreport.maven;

import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.report.GateOutcome;
import dev.checkpointreport.report.ReportStamp;
import dev.checkpointreport.report.ReportWriter;
import dev.checkpointreport.report.html.RenderLimits;
import dev.checkpointreport.report.markdown.StepSummary;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * One scenario's report, as both the build's goal and the site's report write it: the folder judged, the
 * scenario run, the report written and its page's full path logged; each failure is {@link Guarded}'s one line.
 */
final class ScenarioReport {

    private ScenarioReport() {
    }

    /**
     * Writes the report of {@code configFile} into {@code reportFolder}.
     *
     * @param basedir the project's folder, which the report never replaces, or {@code null}
     * @param templateDirectory the course's templates, or {@code null} for the built-in ones
     */
    static ScenarioResult write(Log log, File configFile, File reportFolder, File basedir, File templateDirectory)
            throws MojoFailureException, MojoExecutionException {
        return Guarded.run(reportFolder.toPath(), () -> {
            ReportWriter writer = open(configFile, reportFolder, basedir, templateDirectory);
            ScenarioResult result = ScenarioRun.of(configFile.toPath(), basedir == null ? null : basedir.toPath());
            log.info("Checkpoint report: " + writer.write(result));
            return result;
        });
    }

    /**
     * Writes the report of {@code configFile} with a stamp of {@code inputs}, or keeps the report in
     * {@code reportFolder} when it was made from them (then no file is touched), and returns what the gate
     * says of it, without saying it yet. The step summary is appended when the report is written; a kept
     * report's result is not at hand, so none is appended then.
     *
     * @param force writes the report even when it is up to date
     */
    static GateOutcome writeOrKeep(Log log, File configFile, File reportFolder, File basedir, File templateDirectory,
            String inputs, boolean force, boolean failOnSuboptimal) throws MojoFailureException, MojoExecutionException {
        return Guarded.run(reportFolder.toPath(), () -> {
            ReportWriter writer = open(configFile, reportFolder, basedir, templateDirectory);
            Optional<GateOutcome> kept = force ? Optional.empty() : writer.upToDate(inputs);
            if (kept.isPresent()) {
                log.info("Checkpoint report " + writer.index() + " is up to"
                        + " date: the scenario, templates, parameters and plugin are unchanged"
                        + " (-Dcheckpoint.force=true writes it again).");
                return kept.get();
            }
            ScenarioResult result = ScenarioRun.of(configFile.toPath(), basedir == null ? null : basedir.toPath());
            GateOutcome outcome = GateOutcome.of(List.of(new GateOutcome.Judged(null, result.verdict())),
                    failOnSuboptimal, GateLog.NOT_FAILING);
            log.info("Checkpoint report: " + writer.write(result, new ReportStamp(inputs, outcome)));
            GitHubStepSummary.append(log, List.of(new StepSummary.Entry(configFile.getName(), result)),
                    List.of(configFile.toPath()), templateDirectory == null ? null : templateDirectory.toPath());
            return outcome;
        });
    }

    private static ReportWriter open(File configFile, File reportFolder, File basedir, File templateDirectory)
            throws IOException {
        return ReportWriter.open(reportFolder.toPath(), basedir == null ? null : basedir.toPath(),
                configFile.toPath(), DataFiles.named(configFile.toPath()),
                templateDirectory == null ? null : templateDirectory.toPath(), RenderLimits.DEFAULT);
    }
}
