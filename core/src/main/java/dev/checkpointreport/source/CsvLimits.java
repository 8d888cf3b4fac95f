package dev.checkpointreport.source;

import de.siegmar.fastcsv.reader.CsvParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words FastCSV's refusals of a record past its limits: a field longer than its buffer (16,777,216
 * characters), more than 16,384 fields. FastCSV names the line where the record starts, which is the line
 * to name, since a record before it may span several lines.
 */
final class CsvLimits {
    private static final Pattern RECORD_LINE = Pattern.compile("record starting at line (\\d+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern FIELD_BUFFER = Pattern.compile("maximum buffer size of (\\d+) is insufficient to read "
            + "the data of a single field");
    private static final Pattern SIZE = Pattern.compile("exceeds the max (field|record) size of (\\d+) characters");
    private static final Pattern FIELDS = Pattern.compile("maximum limit of (\\d+) fields");

    private CsvLimits() {
    }

    /** The failure of parsing {@code shown} after the record that starts at {@code line}. */
    static SourceException failure(String shown, long line, CsvParseException e) {
        String message = String.valueOf(e.getMessage());
        Matcher start = RECORD_LINE.matcher(message);
        long at = start.find() ? Long.parseLong(start.group(1)) : line + 1;
        Matcher buffer = FIELD_BUFFER.matcher(message);
        Matcher size = SIZE.matcher(message);
        Matcher fields = FIELDS.matcher(message);
        String problem;
        if (buffer.find()) {
            problem = "the line is longer than the CSV reader's limit: a field of more than " + buffer.group(1)
                    + " characters";
        } else if (size.find()) {
            problem = "the line is longer than the CSV reader's limit: a " + size.group(1) + " of more than "
                    + size.group(2) + " characters";
        } else if (fields.find()) {
            problem = "the line has more fields than the CSV reader's limit of " + fields.group(1);
        } else {
            problem = "the CSV cannot be parsed after line " + line + " (" + message + ")";
        }
        return new SourceException(shown, new LineProblem(at, null, problem), e);
    }
}
