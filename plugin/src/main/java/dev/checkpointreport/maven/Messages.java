package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.config.VisibleText;
import dev.checkpointreport.folder.ReportFolderException;
import dev.checkpointreport.folder.WriteFailure;
import dev.checkpointreport.run.ScenarioRun;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;

/** The one-line messages the goal fails with, in the words of its parameters. */
final class Messages {
    private static final String CHOOSE = "; point -Dcheckpoint.outputDirectory at another folder";
    private Messages() {
    }

    /**
     * A line for the build's log or its failure, every character a reader cannot see in it (a line break
     * in a path, U+202E in a file's name) shown as {@link VisibleText} shows it: one line, which cannot start a
     * GitHub workflow command. Each goal logs and fails through it.
     */
    static String oneLine(String message) {
        return VisibleText.visible(message);
    }

    /**
     * A scenario's mistake, its file named as the gate's lines name it: relative to {@code basedir}, the project's
     * folder, when the file lies in it.
     */
    static String configRefused(ConfigException e, Path basedir) {
        String said = relative(e, basedir);
        if (e.problem().equals(ConfigLoader.NO_SUCH_FILE)) {
            return said + "; create it or point -Dcheckpoint.config at the scenario file";
        }
        return said;
    }

    private static String relative(ConfigException e, Path basedir) {
        Path file;
        try {
            file = basedir == null ? null : Path.of(e.file());
        } catch (InvalidPathException notAPath) {
            return e.getMessage();
        }
        if (file == null || !file.isAbsolute()) {
            return e.getMessage();
        }
        // shown keeps a file outside the project's folder absolute, as the gate's lines do
        return new ConfigException(ScenarioRun.shown(file, basedir), e.line(), e.key(), e.problem()).getMessage();
    }

    static String folderRefused(ReportFolderException e) {
        return e.getMessage() + CHOOSE;
    }

    /**
     * What failed, where and what to do, for an error while writing the report into {@code folder}. A write that
     * fails (a page, {@code report.json}, the marker, the lock) throws a bare {@link IOException} with the operating
     * system's words and no file, worded as the same failure elsewhere is, naming the folder.
     */
    static String writeFailed(Path folder, IOException e) {
        String start = "Could not write the checkpoint report to " + folder + ": ";
        if (!(e instanceof FileSystemException failure)) {
            String said = e.getMessage();
            if (WriteFailure.known(said)) {
                return start + folder + " " + WriteFailure.reason(said, said) + CHOOSE;
            }
            return start + (said == null ? "an input/output error" : said) + CHOOSE;
        }
        String where = failure.getFile() == null || isScratchOf(failure.getFile(), folder) ? folder.toString()
                : failure.getFile();
        String reason = failure.getReason() == null ? "" : failure.getReason();
        String what;
        if (e instanceof AccessDeniedException) {
            what = WriteFailure.reason(WriteFailure.PERMISSION_DENIED, null);
        } else if (e instanceof NoSuchFileException) {
            what = "disappeared while the report was written (is another program deleting it?)";
        } else if (e instanceof FileAlreadyExistsException) {
            what = "is a file where a folder belongs";
        } else {
            what = WriteFailure.reason(reason, reason.isEmpty() ? "could not be written" : "failed: " + reason);
        }
        return start + where + " " + what + CHOOSE;
    }

    /** A hidden sibling the report is written through ({@code .NAME.new-*}, {@code .NAME.old-*}): name the folder. */
    private static boolean isScratchOf(String file, Path folder) {
        Path path = Path.of(file);
        return folder.getFileName() != null && Objects.equals(path.getParent(), folder.getParent())
                && path.getFileName().toString().startsWith("." + folder.getFileName() + ".");
    }

    static String scrapeServerMissing(String id) {
        return oneLine("checkpoint.scrape.server: settings.xml has no <server> with the id '" + id.strip()
                + "'; add one with the JobManager's credential, or leave the parameter out");
    }

    static String scrapeServerUnreadable(String id) {
        return oneLine("checkpoint.scrape.server: the password of settings.xml's server '" + id.strip()
                + "' cannot be decrypted; check settings-security.xml");
    }

    static String scrapeServerWithoutPassword(String id) {
        return oneLine("checkpoint.scrape.server: settings.xml's server '" + id.strip() + "' has no <password>: give "
                + "a <username> and <password> (basic) or a <password> alone (a bearer token)");
    }
}
