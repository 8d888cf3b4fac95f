package dev.checkpointreport.output.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes the plugin's JSON trees with jackson-core's streaming generator, into the same bytes as
 * {@code ObjectMapper} writes them, without starting the object mapper: a build pays for the mapper's
 * hundreds of classes on every cold start, and a tree needs none of them.
 */
public final class JsonText {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonText() {
    }

    /** {@code tree}, indented as {@code SerializationFeature.INDENT_OUTPUT} indents it, in UTF-8. */
    public static void writeIndented(JsonNode tree, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            json.useDefaultPrettyPrinter();
            write(tree, json);
        }
    }

    /**
     * {@code tree} on one line, with {@code < > &} escaped, so that no string in it can close the
     * {@code <script>} element the JSON sits in.
     */
    public static String forScript(JsonNode tree) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.setCharacterEscapes(new HtmlSafe());
            write(tree, json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static void write(JsonNode node, JsonGenerator json) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                json.writeStartObject();
                for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = fields.next();
                    json.writeFieldName(field.getKey());
                    write(field.getValue(), json);
                }
                json.writeEndObject();
            }
            case ARRAY -> {
                json.writeStartArray();
                for (JsonNode element : node) {
                    write(element, json);
                }
                json.writeEndArray();
            }
            case STRING -> json.writeString(node.textValue());
            case BOOLEAN -> json.writeBoolean(node.booleanValue());
            case NULL -> json.writeNull();
            case NUMBER -> number(node, json);
            default -> throw new IllegalArgumentException("no JSON text for a " + node.getNodeType() + " node");
        }
    }

    private static void number(JsonNode node, JsonGenerator json) throws IOException {
        switch (node.numberType()) {
            case INT -> json.writeNumber(node.intValue());
            case LONG -> json.writeNumber(node.longValue());
            case BIG_INTEGER -> json.writeNumber(node.bigIntegerValue());
            case FLOAT -> json.writeNumber(node.floatValue());
            case DOUBLE -> json.writeNumber(node.doubleValue());
            default -> json.writeNumber(node.decimalValue());
        }
    }

    /** Escapes {@code < > &} besides what JSON escapes. */
    static final class HtmlSafe extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] escapes = CharacterEscapes.standardAsciiEscapesForJSON();

        HtmlSafe() {
            escapes['<'] = CharacterEscapes.ESCAPE_STANDARD;
            escapes['>'] = CharacterEscapes.ESCAPE_STANDARD;
            escapes['&'] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return escapes;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }
}
