package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.report.ReportFolderException;
import dev.checkpointreport.report.ReportWriter;
import dev.checkpointreport.report.html.ReportTemplateException;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * One scenario's report, as both goals write it: the folder is judged, the scenario run, the report written;
 * each failure becomes the one line that names what to fix.
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
    static ScenarioResult write(File configFile, File reportFolder, File basedir, File templateDirectory)
            throws MojoFailureException, MojoExecutionException {
        try {
            ReportWriter writer = ReportWriter.open(reportFolder.toPath(), basedir == null ? null : basedir.toPath(),
                    configFile.toPath(), templateDirectory == null ? null : templateDirectory.toPath());
            ScenarioResult result = ScenarioRun.of(configFile.toPath());
            writer.write(result);
            return result;
        } catch (ConfigException e) {
            throw new MojoFailureException(Messages.configRefused(e), e);
        } catch (ReportTemplateException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (ReportFolderException e) {
            throw new MojoFailureException(Messages.folderRefused(e), e);
        } catch (IOException e) {
            throw new MojoExecutionException(Messages.writeFailed(reportFolder.toPath(), e), e);
        }
    }

    /** The page a reader opens, as an absolute path for the build log. */
    static Path index(File reportFolder) {
        return reportFolder.toPath().toAbsolutePath().normalize().resolve(ReportWriter.INDEX_HTML);
    }
}
