package dev.checkpointreport.config;

import dev.checkpointreport.measured.MeasuredException;
import dev.checkpointreport.source.SourceException;

/**
 * A mistake in the user's configuration file: where it is (file, line, key) and what was expected
 * instead of what was found. Its message is meant to be shown as it is, without a stack trace.
 */
public class ConfigException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String key;
    private final String problem;

    /**
     * @param line 1-based line, or 0 when unknown
     * @param file the file as the message names it: quoted, escaped, when it holds a line break or another
     *     character a reader cannot see ({@link VisibleText#quoted})
     * @param key the dotted key, such as {@code checkpoint.intervals[2]}, or {@code null}; the message quotes
     *     it, escaped, when it holds a line break or another character a reader cannot see
     */
    public ConfigException(String file, int line, String key, String problem) {
        this(file, line, key, problem, null);
    }

    /**
     * @param cause the library's own error, kept as a suppressed exception rather than as the cause:
     *     Maven appends every cause's message to the build's error line, and the YAML library's message
     *     spans several lines. With {@code -e} it is printed in full.
     */
    public ConfigException(String file, int line, String key, String problem, Throwable cause) {
        super(format(file, line, key, problem));
        if (cause != null) {
            addSuppressed(cause);
        }
        this.file = file;
        this.line = line;
        this.key = key;
        this.problem = problem;
    }

    /** A source file's mistake, as the scenario's: the file, its line and column, and the problem. */
    public static ConfigException reading(SourceException e) {
        return new ConfigException(e.file(), (int) Math.min(e.where().line(), Integer.MAX_VALUE), e.where().column(),
                e.where().problem(), e);
    }

    /**
     * A saved Flink response's or a Spark progress log's mistake, as the scenario's: the file, the record's line in a
     * log, the JSON path, and the problem.
     */
    public static ConfigException reading(MeasuredException e) {
        return new ConfigException(e.file(), e.line(), e.path(), e.problem(), e);
    }

    private static String format(String file, int line, String key, String problem) {
        StringBuilder message = new StringBuilder(VisibleText.quoted(file));
        if (line > 0) {
            message.append(':').append(line);
        }
        message.append(": ");
        if (key != null) {
            message.append(VisibleText.quoted(key)).append(": ");
        }
        // a library's message spans lines: one line of it; what else a reader cannot see, a value quoted raw
        // by mistake, is shown by the one rule rather than reaching the log
        return message.append(VisibleText.visible(problem.strip().replaceAll("\\s*\\R\\s*", " "))).toString();
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public String key() {
        return key;
    }

    public String problem() {
        return problem;
    }
}
