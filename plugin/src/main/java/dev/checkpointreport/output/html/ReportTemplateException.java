package dev.checkpointreport.output.html;

import java.io.IOException;

/**
 * A template of the report that cannot be read or rendered, usually a course's override: which file,
 * where in it, and what is wrong. Its message is meant to be shown as it is, without a stack trace.
 */
public class ReportTemplateException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String template;
    private final int line;
    private final int column;

    /**
     * @param template the overriding file's path, or the built-in template's name
     * @param line 1-based line, or 0 when unknown
     * @param column 1-based column, or 0 when unknown
     * @param cause FreeMarker's own error, kept as a suppressed exception rather than as the cause: Maven
     *     appends every cause's message to the build's error line, and FreeMarker's spans many lines.
     *     With {@code -e} it is printed in full.
     */
    public ReportTemplateException(String template, int line, int column, String problem, Throwable cause) {
        super(format(template, line, column, problem));
        if (cause != null) {
            addSuppressed(cause);
        }
        this.template = template;
        this.line = line;
        this.column = column;
    }

    private static String format(String template, int line, int column, String problem) {
        StringBuilder message = new StringBuilder("Report template ").append(template);
        if (line > 0) {
            message.append(", line ").append(line);
            if (column > 0) {
                message.append(", column ").append(column);
            }
        }
        return message.append(": ").append(problem.strip().replaceAll("\\s*\\R\\s*", " ")).toString();
    }

    public String template() {
        return template;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /**
     * A template's failure carried out of a page output's {@code write}, which throws only I/O errors, so that the
     * staging folder is deleted as for any failure; the pipeline throws the {@link #failure} as it is.
     */
    public static final class Carried extends IOException {
        private static final long serialVersionUID = 1L;

        Carried(ReportTemplateException failure) {
            super(failure.getMessage(), failure);
        }

        public ReportTemplateException failure() {
            return (ReportTemplateException) getCause();
        }
    }
}
