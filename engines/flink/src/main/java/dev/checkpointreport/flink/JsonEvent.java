package dev.checkpointreport.flink;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.checkpointreport.source.LineProblem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;

/**
 * The fields of one JSON Lines event, read with Jackson's streaming parser as the plugin reads them: one
 * object per line, its other fields skipped unread, the named ones text or numbers.
 */
final class JsonEvent {
    private static final JsonFactory JSON = new JsonFactory();

    private JsonEvent() {
    }

    /** Fills {@code event}'s fields from its line; the reason it cannot, or {@code null}. */
    static LineProblem read(EventRecord event, CountOptions options) {
        List<String> names = Arrays.asList(options.key(), options.when(), options.partition());
        String[] values = new String[names.size()];
        int[] columns = new int[names.size()];
        try (JsonParser json = JSON.createParser(event.json)) {
            if (json.nextToken() != JsonToken.START_OBJECT) {
                return new LineProblem(event.line, "column 1", "expected a JSON object such as {\"key\": ...}");
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
                    return new LineProblem(event.line, column(json.currentTokenLocation().getColumnNr(), names.get(slot)),
                            "expected text or a number, found " + value.asString());
                }
            }
            if (json.nextToken() != null) {
                return new LineProblem(event.line, column(json.currentTokenLocation().getColumnNr(), null),
                        "more than one JSON value on the line; JSON Lines holds one object per line");
            }
        } catch (JsonProcessingException e) {
            return new LineProblem(event.line, column(e.getLocation() == null ? 1 : e.getLocation().getColumnNr(), null),
                    "malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("reading a line held in memory", e);
        }
        for (int field = 0; field < names.size(); field++) {
            if (names.get(field) != null && values[field] == null) {
                return new LineProblem(event.line, null, "the field '" + names.get(field) + "' is missing");
            }
        }
        event.key = values[0];
        event.keyColumn = columns[0];
        event.when = values[1];
        event.whenColumn = columns[1];
        event.partition = values[2];
        event.partitionColumn = columns[2];
        return null;
    }

    private static String column(int column, String field) {
        return "column " + column + (field == null ? "" : " (" + field + ")");
    }
}
