package dev.checkpointreport.measured;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A log an engine writes itself, one JSON value a line (Spark's progress, the Kafka Streams listener's events),
 * read whole under {@link Bounds#MAX_LOG_BYTES}: each value with the line it starts on, or one line naming the
 * file, line and JSON path of what is not JSON.
 */
final class JsonLines {

    /** Makes one line's value into what the log holds, or refuses it. */
    interface Reader<T> {
        T read(JsonValue line) throws MeasuredException;
    }

    private JsonLines() {
    }

    /** The file's bytes; one larger than the bound is refused, with {@code advice} on how to keep it smaller. */
    static byte[] bytes(SavedResponse file, String advice) throws MeasuredException {
        try (InputStream in = Files.newInputStream(file.real())) {
            byte[] bytes = in.readNBytes(Bounds.MAX_LOG_BYTES + 1);
            if (bytes.length > Bounds.MAX_LOG_BYTES) {
                throw new MeasuredException(file.shown(), "$", "the file is larger than " + Bounds.MAX_LOG_BYTES
                        + " bytes; " + advice);
            }
            return bytes;
        } catch (IOException e) {
            throw new MeasuredException(file.shown(), "$", "the file cannot be read: " + ResponseFile.reason(e), e);
        }
    }

    /** Each value of the file, in its order; text that is no JSON is refused as {@code notJson} and the problem. */
    static <T> List<T> read(String shown, byte[] bytes, String notJson, Reader<T> reader) throws MeasuredException {
        JsonParser parser = null;
        int line = 0;
        List<T> values = new ArrayList<>();
        try {
            parser = ResponseFile.LOG.createParser(bytes);
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                line = parser.currentTokenLocation().getLineNr();
                JsonNode node = JsonTree.read(parser);
                values.add(reader.read(new JsonValue(shown, line, "$", node)));
            }
            return values;
        } catch (JsonProcessingException e) {
            int at = e.getLocation() == null ? line : e.getLocation().getLineNr();
            throw new MeasuredException(shown, at, ResponseFile.path(parser), notJson + ": " + ResponseFile.problem(e),
                    e);
        } catch (IOException e) {
            throw new MeasuredException(shown, "$", "the file cannot be read: " + ResponseFile.reason(e), e);
        }
    }
}
