package dev.checkpointreport.measured;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * One JSON value read from Jackson's streaming parser into Jackson's tree, node for node as
 * {@code ObjectMapper.readTree} builds it (an integer the smallest of int, long and big integer that holds it, any
 * other number a double), without the object mapper: a build that reads a few saved answers would spend more
 * starting the mapper, and loading its hundreds of classes, than reading them. Every JSON file a build reads as a
 * tree comes through here: the saved answers, the listener and progress logs, and a previous {@code history.json}.
 * The parser's constraints bound the depth, so the recursion is bounded too.
 */
public final class JsonTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    /** The value at the parser's token, or at its next one if it has none yet; {@code null} at the input's end. */
    public static JsonNode read(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken() != null ? parser.currentToken() : parser.nextToken();
        return token == null ? null : value(parser, token);
    }

    private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                ObjectNode object = NODES.objectNode();
                for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
                    object.set(name, value(parser, parser.nextToken()));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                for (JsonToken item = parser.nextToken(); item != JsonToken.END_ARRAY; item = parser.nextToken()) {
                    array.add(value(parser, item));
                }
                return array;
            }
            case VALUE_STRING -> {
                return NODES.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                return NODES.numberNode(parser.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return NODES.nullNode();
            }
            default -> throw new IllegalStateException("a JSON value cannot start with " + token);
        }
    }
}
