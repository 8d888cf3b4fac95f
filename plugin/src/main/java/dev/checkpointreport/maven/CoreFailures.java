package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.folder.ReportFolderException;
import dev.checkpointreport.output.html.ReportTemplateException;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

/**
 * Runs the goal's read-and-write step and turns what the core throws into one line: what the user can
 * fix (a scenario, a template, a refused folder) fails the build, an I/O error is an execution error.
 */
final class CoreFailures {

    /** The step that reads the scenarios and writes the report or the site. */
    @FunctionalInterface
    interface Step<T> {
        T run() throws ConfigException, ReportTemplateException, IOException;
    }

    private CoreFailures() {
    }

    static <T> T run(Path folder, Step<T> step) throws MojoExecutionException, MojoFailureException {
        try {
            return step.run();
        } catch (ConfigException e) {
            throw new MojoFailureException(Messages.configRefused(e), e);
        } catch (ReportTemplateException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (ReportFolderException e) {
            throw new MojoFailureException(Messages.folderRefused(e), e);
        } catch (IOException e) {
            throw new MojoExecutionException(Messages.writeFailed(folder, e), e);
        }
    }
}
