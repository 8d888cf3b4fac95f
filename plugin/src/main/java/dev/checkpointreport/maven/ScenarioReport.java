package dev.checkpointreport.maven;

import dev.checkpointreport.report.ReportWriter;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.File;
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
            ReportWriter writer = ReportWriter.open(reportFolder.toPath(), basedir == null ? null : basedir.toPath(),
                    configFile.toPath(), templateDirectory == null ? null : templateDirectory.toPath());
            ScenarioResult result = ScenarioRun.of(configFile.toPath());
            log.info("Checkpoint report: " + writer.write(result));
            return result;
        });
    }
}
