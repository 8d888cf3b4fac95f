package dev.checkpointreport.scrape;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Map;

/**
 * A folder or file of the scrapes that could not be made or written, in the plugin's words rather than Java's: the
 * operating system's reason as Java passes it on (a {@link FileSystemException}'s reason, or a bare
 * {@link IOException}'s message when a write fails midway, as a full disk does), worded as the report goal words
 * the same failure.
 */
final class FolderFailure {
    private static final Map<String, String> REASONS = Map.of(
            "Permission denied", "is not writable (permission denied)",
            "Read-only file system", "is on a read-only file system",
            "File name too long", "has a name too long for the file system",
            "Not a directory", "has a parent that is a file, not a folder",
            "No space left on device", "could not be written: the disk is full (free some space)",
            "Disk quota exceeded", "could not be written: the disk quota is used up (free some space)");

    private FolderFailure() {
    }

    /**
     * What became of the file or folder a message names first ({@code is a file where a folder belongs},
     * {@code could not be written: the disk is full (free some space)}), never a Java class's name.
     */
    static String of(IOException e) {
        if (e instanceof FileAlreadyExistsException) {
            return "is a file where a folder belongs";
        }
        if (e instanceof NotDirectoryException) {
            return REASONS.get("Not a directory");
        }
        if (e instanceof NoSuchFileException) {
            return "disappeared while the scrape was saved (is another program deleting it?)";
        }
        String said = said(e);
        return REASONS.getOrDefault(said, "could not be written: " + said);
    }

    /** The operating system's reason, as Java passes it on, shown on one line: {@code Permission denied}. */
    static String said(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        String said = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return said == null || said.isBlank() ? "an input/output error" : ScrapeRequest.shown(said.strip());
    }
}
