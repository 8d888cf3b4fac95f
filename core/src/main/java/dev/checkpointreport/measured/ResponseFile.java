package dev.checkpointreport.measured;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * One saved response, read under {@link Bounds}: at most {@link Bounds#MAX_FILE_BYTES} bytes are read whatever
 * size the file claims, and the parser refuses deep nesting, long numbers, long text, a key written twice and a
 * second document after the first.
 * Flink writes a percentile it cannot compute as {@code NaN}, which is allowed.
 */
final class ResponseFile {
    static final JsonFactory JSON = factory(Bounds.MAX_FILE_BYTES);
    static final JsonFactory LOG = factory(Bounds.MAX_LOG_BYTES);

    private ResponseFile() {
    }

    private static JsonFactory factory(long maxDocument) {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(Bounds.MAX_NESTING_DEPTH)
                        .maxNumberLength(Bounds.MAX_NUMBER_CHARS)
                        .maxStringLength(Bounds.MAX_TEXT_CHARS)
                        .maxNameLength(Bounds.MAX_NAME_CHARS)
                        .maxDocumentLength(maxDocument)
                        .build())
                .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
    }

    /** The file's JSON, its root at {@code $}. */
    static JsonValue read(Path real, String shown) throws MeasuredException {
        byte[] bytes = bytes(real, shown);
        JsonParser parser = null;
        try {
            parser = JSON.createParser(bytes);
            JsonNode root = JsonTree.read(parser);
            if (root == null || root.isMissingNode()) {
                throw new MeasuredException(shown, "$", "the file is empty; expected a response saved from Flink's "
                        + "REST API");
            }
            if (parser.nextToken() != null) {
                // two responses in one file, as curl >> appends them: say so, rather than read the first alone
                throw new MeasuredException(shown, "$", "a second JSON document starts at line "
                        + parser.currentTokenLocation().getLineNr() + ", column "
                        + parser.currentTokenLocation().getColumnNr() + ", after the response; save each response to "
                        + "a file of its own (curl -o, not >>)");
            }
            return new JsonValue(shown, "$", root);
        } catch (JsonProcessingException e) {
            throw new MeasuredException(shown, path(parser), "not JSON as Flink writes it: " + problem(e), e);
        } catch (IOException e) {
            throw new MeasuredException(shown, "$", "the file cannot be read: " + reason(e), e);
        }
    }

    /**
     * The file's bytes, at most {@link Bounds#MAX_FILE_BYTES}: read into one array of the size the file claims, and
     * one byte more tried, since a saved answer of weeks of samples is megabytes, which a read in chunks would hold
     * twice.
     */
    static byte[] bytes(Path real, String shown) throws MeasuredException {
        byte[] bytes;
        try (SeekableByteChannel channel = Files.newByteChannel(real); InputStream in = Channels.newInputStream(channel)) {
            int claimed = (int) Math.min(channel.size(), Bounds.MAX_FILE_BYTES + 1L);
            bytes = new byte[claimed];
            int read = in.readNBytes(bytes, 0, claimed);
            byte[] more = in.readNBytes(Bounds.MAX_FILE_BYTES + 1 - read);
            if (read < claimed || more.length > 0) {
                bytes = Arrays.copyOf(bytes, read + more.length);
                System.arraycopy(more, 0, bytes, read, more.length);
            }
        } catch (IOException e) {
            throw new MeasuredException(shown, "$", "the file cannot be read: " + reason(e), e);
        }
        if (bytes.length > Bounds.MAX_FILE_BYTES) {
            throw new MeasuredException(shown, "$", "the file is larger than " + Bounds.MAX_FILE_BYTES
                    + " bytes; a saved Flink response is a few kilobytes");
        }
        return bytes;
    }

    /** Where the parser stopped, as a JSON path: {@code $.history[3].id}. */
    static String path(JsonParser parser) {
        if (parser == null) {
            return "$";
        }
        StringBuilder path = new StringBuilder();
        for (JsonStreamContext context = parser.getParsingContext(); context != null && !context.inRoot();
                context = context.getParent()) {
            String step = context.inArray() ? "[" + Math.max(context.getCurrentIndex(), 0) + "]"
                    : context.getCurrentName() == null ? "" : "." + JsonValue.shown(context.getCurrentName());
            path.insert(0, step);
        }
        return "$" + path;
    }

    /** Jackson's own words, on one line, with its place in the file. */
    static String problem(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "malformed" : e.getOriginalMessage().lines().findFirst()
                .orElse("malformed");
        String shown = JsonValue.shown(message.replaceAll(", from `[^`]*`", ""), 160);
        return e.getLocation() == null ? shown
                : shown + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    static String reason(IOException e) {
        return e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                : "an input/output error";
    }
}
