package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The report's folder is refused before anything is written: it holds files the plugin did not write,
 * or holds the project, or is otherwise not the plugin's to replace. The message is one line, meant to
 * be shown as it is. It is an {@link IOException} so that callers of {@code CourseWriter.open} keep the
 * signatures they had; catch it before other I/O failures, since it is the user's to fix.
 */
public class ReportFolderException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path folder;

    public ReportFolderException(Path folder, String problem) {
        super(problem);
        this.folder = folder;
    }

    /** The folder the report was to be written to, as given. */
    public Path folder() {
        return folder;
    }
}
