package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tree {@link JsonTree} reads is the object mapper's, node for node, whatever the JSON. */
class JsonTreeTest {
    private static final ObjectMapper MAPPER = new ObjectMapper(ResponseFile.JSON);

    @Test
    void twoThousandRandomDocumentsReadAsTheObjectMapperReadsThem() throws Exception {
        Random random = new Random(43);
        for (int i = 0; i < 2_000; i++) {
            StringBuilder json = new StringBuilder();
            value(json, random, 0);
            byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
            JsonNode expected = MAPPER.readTree(bytes);

            try (JsonParser parser = ResponseFile.JSON.createParser(bytes)) {
                JsonNode read = JsonTree.read(parser);

                // equals compares the nodes' kinds too: an int read as a long, or a double as a decimal, differs
                assertThat(read).as(json.toString()).isEqualTo(expected);
                assertThat(read.toString()).isEqualTo(expected.toString());
            }
        }
    }

    @Test
    void theEndOfTheInputIsNoValue() throws Exception {
        try (JsonParser parser = ResponseFile.JSON.createParser("  ".getBytes(StandardCharsets.UTF_8))) {
            assertThat(JsonTree.read(parser)).isNull();
        }
    }

    private static void value(StringBuilder json, Random random, int depth) {
        int kind = random.nextInt(depth >= 6 ? 7 : 9);
        switch (kind) {
            case 0 -> json.append(random.nextInt());
            case 1 -> json.append(random.nextLong());
            case 2 -> json.append(Long.MAX_VALUE).append(random.nextInt(10)).append(random.nextInt(10));
            case 3 -> json.append(random.nextDouble() * Math.pow(10, random.nextInt(40) - 20));
            case 4 -> json.append(random.nextBoolean() ? "NaN" : random.nextBoolean() ? "1e400" : "-0.0");
            case 5 -> json.append(random.nextBoolean() ? "true" : random.nextBoolean() ? "false" : "null");
            case 6 -> json.append('"').append(text(random)).append('"');
            case 7 -> {
                json.append('[');
                int items = random.nextInt(4);
                for (int i = 0; i < items; i++) {
                    json.append(i == 0 ? "" : ", ");
                    value(json, random, depth + 1);
                }
                json.append(']');
            }
            default -> {
                json.append('{');
                int fields = random.nextInt(4);
                for (int i = 0; i < fields; i++) {
                    json.append(i == 0 ? "" : ", ").append("\"f").append(i).append(text(random)).append("\": ");
                    value(json, random, depth + 1);
                }
                json.append('}');
            }
        }
    }

    private static String text(Random random) {
        String[] parts = {"", "a", "é", "\\n", "\\u00e9", "\\\"", "id", " "};
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(4); i > 0; i--) {
            text.append(parts[random.nextInt(parts.length)]);
        }
        return text.toString();
    }
}
