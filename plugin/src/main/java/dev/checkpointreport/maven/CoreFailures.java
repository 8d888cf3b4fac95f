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

    /** The step that reads the scenarios and writes the report or the course. */
    @FunctionalInterface
    interface Step<T> {
        T run() throws ConfigException, ReportTemplateException, IOException;
    }

    private CoreFailures() {
    }

    /** Runs {@code step}, writing into {@code folder}; a scenario's mistake names its file relative to {@code basedir}. */
    static <T> T run(Path folder, Path basedir, Step<T> step) throws MojoExecutionException, MojoFailureException {
        try {
            return step.run();
        } catch (ConfigException e) {
            throw failure(Messages.configRefused(e, basedir), e);
        } catch (ReportTemplateException e) {
            throw failure(e.getMessage(), e);
        } catch (ReportFolderException e) {
            throw failure(Messages.folderRefused(e), e);
        } catch (IOException e) {
            throw error(Messages.writeFailed(folder, e), e);
        }
    }

    /** The build's failure: {@code message} on one line, {@code cause} kept ({@link #keep}). */
    static MojoFailureException failure(String message, Exception cause) {
        return keep(new MojoFailureException(Messages.oneLine(message)), cause);
    }

    /** The build's error: {@code message} on one line, {@code cause} kept ({@link #keep}). */
    static MojoExecutionException error(String message, Exception cause) {
        return keep(new MojoExecutionException(Messages.oneLine(message)), cause);
    }

    /**
     * {@code thrown} with {@code cause}: as its cause when Maven would print the line as it is, else as a suppressed
     * exception, printed with {@code -e} only. Maven appends to the build's error line the message of each cause
     * that the line does not already hold (a cause without one, by its class's name), so a cause is kept as the
     * cause only when every message in its chain is one line the failure's line already holds: a line break of a
     * file's name, or Java's words ({@code No space left on device}, {@code IOException}), never reach the log.
     */
    private static <T extends Exception> T keep(T thrown, Exception cause) {
        String line = thrown.getMessage();
        boolean shown = true;
        for (Throwable t = cause; t != null && shown; t = t.getCause() == t ? null : t.getCause()) {
            String said = t.getMessage();
            shown = said != null && !said.isEmpty() && Messages.oneLine(said).equals(said) && line.contains(said);
        }
        if (shown) {
            thrown.initCause(cause);
        } else {
            thrown.addSuppressed(cause);
        }
        return thrown;
    }
}
