package dev.checkpointreport.source;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The named fields of one JSON Lines event, read with Jackson's streaming parser: one object per line, its
 * other fields skipped unread, the named ones text or numbers. The plugin's {@code JsonLinesEvents} and the Flink
 * counting job read a line by this one rule, so a line one refuses the other refuses in the same words.
 */
public final class JsonLineFields {
    /** Levels of nested objects and lists in one event, the event's own object included. */
    public static final int MAX_NESTING_DEPTH = 1_000;
    // the line is bounded by its reader, so only the nesting is; a long name or number is read as the text it is
    private static final JsonFactory JSON = JsonFactory.builder().streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH).maxNameLength(Integer.MAX_VALUE).maxNumberLength(Integer.MAX_VALUE)
            .build()).build();

    private JsonLineFields() {
    }

    /**
     * Fills {@code values[i]} and {@code columns[i]} with the field {@code names.get(i)} of line {@code line}
     * ({@code null} names are not read); returns what is wrong with the line, or {@code null}.
     */
    public static LineProblem read(long line, String text, List<String> names, String[] values, int[] columns) {
        try (JsonParser json = JSON.createParser(text)) {
            LineProblem problem;
            try {
                problem = fields(line, json, names, values, columns);
            } catch (StreamConstraintsException e) {
                // Jackson's refusal names its own setting and no place: say both in the plugin's words
                return new LineProblem(line, column(json.currentLocation().getColumnNr() - 1, null), "the event nests "
                        + "objects and lists more than " + MAX_NESTING_DEPTH + " levels deep, the most a JSON Lines "
                        + "event may");
            }
            if (problem != null) {
                return problem;
            }
        } catch (JsonProcessingException e) {
            return new LineProblem(line, column(e.getLocation() == null ? 1 : e.getLocation().getColumnNr(), null),
                    "malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("reading a line held in memory", e);
        }
        for (int field = 0; field < names.size(); field++) {
            if (names.get(field) != null && values[field] == null) {
                return new LineProblem(line, null, "the field '" + names.get(field) + "' is missing");
            }
        }
        return null;
    }

    /** Reads the named fields of the line's object; what is wrong with it, or {@code null}. */
    private static LineProblem fields(long line, JsonParser json, List<String> names, String[] values, int[] columns)
            throws IOException {
        if (json.nextToken() != JsonToken.START_OBJECT) {
            return new LineProblem(line, "column 1", "expected a JSON object such as {\"key\": ...}");
        }
        for (JsonToken token = json.nextToken(); token == JsonToken.FIELD_NAME; token = json.nextToken()) {
            int slot = names.indexOf(json.currentName());
            JsonToken value = json.nextToken();
            if (slot < 0) {
                json.skipChildren();
            } else if (value.isScalarValue() && value != JsonToken.VALUE_NULL) {
                values[slot] = json.getText();
                columns[slot] = json.currentTokenLocation().getColumnNr();
            } else {
                return new LineProblem(line, column(json.currentTokenLocation().getColumnNr(), names.get(slot)),
                        "expected text or a number, found " + value.asString());
            }
        }
        if (json.nextToken() != null) {
            return new LineProblem(line, column(json.currentTokenLocation().getColumnNr(), null),
                    "more than one JSON value on the line; JSON Lines holds one object per line");
        }
        return null;
    }

    /** {@code column 12 (key)}, or without a field {@code column 12}. */
    public static String column(int column, String field) {
        return "column " + column + (field == null ? "" : " (" + field + ")");
    }
}
