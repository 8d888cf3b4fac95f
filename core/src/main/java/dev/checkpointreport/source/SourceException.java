package dev.checkpointreport.source;

/**
 * A source file the job cannot count: an empty file, a missing column, a malformed line past
 * {@code maxBadLines}, a truncated gzip file. Its message names the file, the line and the column.
 */
public final class SourceException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final LineProblem where;

    public SourceException(String file, LineProblem where) {
        this(file, where, null);
    }

    /** @param cause the library's own error, kept as a suppressed exception so the message stays one line */
    public SourceException(String file, LineProblem where, Throwable cause) {
        super(file + ":" + where.line() + ": " + (where.column() == null ? "" : where.column() + ": ") + where.problem());
        if (cause != null) {
            addSuppressed(cause);
        }
        this.file = file;
        this.where = where;
    }

    public String file() {
        return file;
    }

    public LineProblem where() {
        return where;
    }
}
