package dev.checkpointreport.measured;

/**
 * A saved Flink response or a Spark progress log that cannot be read as one: the file, the line where a log's
 * record starts (0 for a Flink response, which is one document), the JSON path of the value (such as
 * {@code $.history[3].end_to_end_duration}, or {@code $} for the whole record) and what was expected instead.
 */
public final class MeasuredException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String path;
    private final String problem;

    public MeasuredException(String file, String path, String problem) {
        this(file, 0, path, problem);
    }

    /** @param line the line the record starts on, 1-based; 0 for a file of one document */
    public MeasuredException(String file, int line, String path, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + path + ": " + problem);
        this.file = file;
        this.line = line;
        this.path = path;
        this.problem = problem;
    }

    MeasuredException(String file, String path, String problem, Throwable cause) {
        this(file, 0, path, problem, cause);
    }

    MeasuredException(String file, int line, String path, String problem, Throwable cause) {
        this(file, line, path, problem);
        addSuppressed(cause);
    }

    public String file() {
        return file;
    }

    /** The line the record starts on; 0 for a file of one document. */
    public int line() {
        return line;
    }

    /** The JSON path, {@code $} for the file as a whole. */
    public String path() {
        return path;
    }

    public String problem() {
        return problem;
    }
}
