package dev.checkpointreport.source;

/**
 * What is wrong with one line of a source file, and where.
 *
 * @param line 1-based line of the file
 * @param column the column or field, such as {@code column 3 (time)}; {@code null} when the whole line is at fault
 */
public record LineProblem(long line, String column, String problem) {

    /** {@code line 17, column 3 (time): ...}, as the report shows a skipped line. */
    public String described() {
        return "line " + line + (column == null ? "" : ", " + column) + ": " + problem;
    }
}
