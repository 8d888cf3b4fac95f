package dev.checkpointreport.maven;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.config.VisibleText;
import dev.checkpointreport.folder.ReportFolderException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/** The one-line messages the goal fails with, in the words of its parameters. */
final class Messages {
    private static final String CHOOSE = "; point -Dcheckpoint.outputDirectory at another folder";
    /** The operating system's words for a write error, as Java passes them on, and ours. */
    private static final Map<String, String> REASONS = Map.of(
            "Permission denied", "is not writable (permission denied)",
            "Read-only file system", "is on a read-only file system",
            "File name too long", "has a name too long for the file system",
            "Not a directory", "has a parent that is a file, not a folder",
            "No space left on device", "could not be written: the disk is full (free some space)",
            "Disk quota exceeded", "could not be written: the disk quota is used up (free some space)");

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

    static String configRefused(ConfigException e) {
        if (e.problem().equals(ConfigLoader.NO_SUCH_FILE)) {
            return e.getMessage() + "; create it or point -Dcheckpoint.config at the scenario file";
        }
        return e.getMessage();
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
            if (said != null && REASONS.containsKey(said)) {
                return start + folder + " " + REASONS.get(said) + CHOOSE;
            }
            return start + (said == null ? "an input/output error" : said) + CHOOSE;
        }
        String where = failure.getFile() == null || isScratchOf(failure.getFile(), folder) ? folder.toString()
                : failure.getFile();
        String reason = failure.getReason() == null ? "" : failure.getReason();
        String what;
        if (e instanceof AccessDeniedException) {
            what = REASONS.get("Permission denied");
        } else if (e instanceof NoSuchFileException) {
            what = "disappeared while the report was written (is another program deleting it?)";
        } else if (e instanceof FileAlreadyExistsException) {
            what = "is a file where a folder belongs";
        } else {
            what = REASONS.getOrDefault(reason, reason.isEmpty() ? "could not be written" : "failed: " + reason);
        }
        return start + where + " " + what + CHOOSE;
    }

    /** Why the step summary was not written, in one line: the build goes on. */
    static String summaryFailed(String target, Exception e) {
        String why;
        if (e instanceof InvalidPathException) {
            why = "is not a valid path";
        } else if (e instanceof AccessDeniedException) {
            why = REASONS.get("Permission denied");
        } else if (e instanceof NoSuchFileException) {
            why = "is in a folder that does not exist";
        } else if (e instanceof FileSystemException failure && failure.getReason() != null) {
            why = REASONS.getOrDefault(failure.getReason(), failure.getReason());
        } else {
            why = "could not be written";
        }
        return oneLine("Could not append the checkpoint summary to " + GitHubStepSummary.VARIABLE + ": " + target + " "
                + why + "; the build goes on without it");
    }

    /** A hidden sibling the report is written through ({@code .NAME.new-*}, {@code .NAME.old-*}): name the folder. */
    private static boolean isScratchOf(String file, Path folder) {
        Path path = Path.of(file);
        return folder.getFileName() != null && Objects.equals(path.getParent(), folder.getParent())
                && path.getFileName().toString().startsWith("." + folder.getFileName() + ".");
    }
}
