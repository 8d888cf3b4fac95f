package dev.checkpointreport.measured;

/**
 * A saved Flink response that cannot be read as one: the file, the JSON path of the value (such as
 * {@code $.history[3].end_to_end_duration}, or {@code $} for the whole file) and what was expected instead.
 */
public final class MeasuredException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final String path;
    private final String problem;

    public MeasuredException(String file, String path, String problem) {
        super(file + ": " + path + ": " + problem);
        this.file = file;
        this.path = path;
        this.problem = problem;
    }

    MeasuredException(String file, String path, String problem, Throwable cause) {
        this(file, path, problem);
        addSuppressed(cause);
    }

    public String file() {
        return file;
    }

    /** The JSON path, {@code $} for the file as a whole. */
    public String path() {
        return path;
    }

    public String problem() {
        return problem;
    }
}
