package dev.checkpointreport.source;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * JSON Lines: one object per line, read with Jackson's streaming parser, one line at a time so that a
 * malformed line can be skipped. Fields other than the ones named are skipped unread.
 */
final class JsonLinesEvents {
    /** The longest line read: an event is a few hundred characters. */
    static final int MAX_LINE_CHARS = 1 << 20;
    private static final JsonFactory JSON = new JsonFactory();

    private JsonLinesEvents() {
    }

    static void read(InputStream in, String shown, boolean gzip, List<String> names, EventTally tally, BadLines bad)
            throws SourceException {
        BoundedLines lines = new BoundedLines(new InputStreamReader(in, StandardCharsets.UTF_8), MAX_LINE_CHARS);
        long line = 0;
        boolean any = false;
        try {
            for (String text = lines.next(); text != null; text = lines.next()) {
                line++;
                if (text.isBlank()) {
                    continue;
                }
                any = true;
                event(line, text, names, tally, bad);
            }
        } catch (IOException e) {
            throw SourceInput.failure(shown, line, gzip, e);
        } catch (KeysFillHeap full) {
            throw tally.heapFull(shown, line, full);
        } catch (OutOfMemoryError e) {
            throw tally.heapFull(shown, Math.max(line, 1));
        } catch (BoundedLines.LineTooLong e) {
            throw new SourceException(shown, new LineProblem(line + 1, null, "the line is longer than "
                    + MAX_LINE_CHARS + " characters; JSON Lines holds one event per line"));
        }
        if (!any) {
            throw new SourceException(shown, new LineProblem(Math.max(line, 1), null,
                    "the file is empty; expected one JSON object per line with the fields " + names.stream()
                            .filter(name -> name != null).toList()));
        }
    }

    private static void event(long line, String text, List<String> names, EventTally tally, BadLines bad)
            throws SourceException {
        String[] values = new String[names.size()];
        int[] columns = new int[names.size()];
        try (JsonParser json = JSON.createParser(text)) {
            if (json.nextToken() != JsonToken.START_OBJECT) {
                bad.skip(new LineProblem(line, "column 1", "expected a JSON object such as {\"key\": ...}"));
                return;
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
                    bad.skip(new LineProblem(line, column(json.currentTokenLocation().getColumnNr(), names.get(slot)),
                            "expected text or a number, found " + value.asString()));
                    return;
                }
            }
            if (json.nextToken() != null) {
                bad.skip(new LineProblem(line, column(json.currentTokenLocation().getColumnNr(), null),
                        "more than one JSON value on the line; JSON Lines holds one object per line"));
                return;
            }
        } catch (JsonProcessingException e) {
            bad.skip(new LineProblem(line, column(e.getLocation() == null ? 1 : e.getLocation().getColumnNr(), null),
                    "malformed JSON: " + e.getOriginalMessage()));
            return;
        } catch (IOException e) {
            throw new IllegalStateException("reading a line held in memory", e);
        }
        for (int field = 0; field < names.size(); field++) {
            if (names.get(field) != null && values[field] == null) {
                bad.skip(new LineProblem(line, null, "the field '" + names.get(field) + "' is missing"));
                return;
            }
        }
        try {
            tally.add(values);
        } catch (BadField e) {
            bad.skip(new LineProblem(line, column(columns[e.field()], names.get(e.field())), e.getMessage()));
        }
    }

    private static String column(int column, String field) {
        return "column " + column + (field == null ? "" : " (" + field + ")");
    }
}
