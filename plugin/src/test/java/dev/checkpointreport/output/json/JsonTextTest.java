package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link JsonText} writes a tree in the very bytes Jackson's {@code ObjectMapper} writes it, without the mapper. */
class JsonTextTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static String indented(JsonNode tree) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonText.writeIndented(tree, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String mapperIndented(JsonNode tree) throws IOException {
        return new String(MAPPER.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(tree),
                StandardCharsets.UTF_8);
    }

    private static String mapperForScript(JsonNode tree) throws IOException {
        return MAPPER.writer().with(new JsonText.HtmlSafe()).writeValueAsString(tree);
    }

    @Test
    void theLessonsReportIsWrittenInTheMappersBytes() throws IOException {
        JsonNode tree = ReportJson.tree(Lesson.config(), Lesson.analysis());

        assertThat(indented(tree)).isEqualTo(mapperIndented(tree)).startsWith("{\n  \"schemaVersion\" : 1,\n");
    }

    @Test
    void theRecoveryTimeSectionIsWrittenInTheMappersBytes() throws ConfigException, IOException {
        ScenarioResult result = ScenarioRun.of(ConfigLoader.parse("lesson-timing.yml", Reports.timingYaml()));
        JsonNode tree = RecoveryTimeJson.tree(result.config(), result.recovery());

        assertThat(indented(tree)).isEqualTo(mapperIndented(tree)).contains("\"intervals\" : [ {");
    }

    @Test
    void everyKindOfValueIsWrittenAsTheMapperWritesIt() throws IOException {
        ObjectNode tree = JsonNodeFactory.instance.objectNode();
        tree.put("int", -7).put("long", 1L << 40).put("double", 0.1 + 0.2).put("float", 1.5f)
                .put("big", new BigInteger("123456789012345678901234567890")).put("decimal", new BigDecimal("1.50"))
                .put("text", "é \"quoted\" </script> & \u2028").put("yes", true).putNull("nothing");
        tree.putArray("empty");
        tree.putObject("inner").putArray("list").add(1).addNull().addObject();

        assertThat(indented(tree)).isEqualTo(mapperIndented(tree));
        assertThat(JsonText.forScript(tree))
                .isEqualTo(mapperForScript(tree))
                .contains("\"double\":0.30000000000000004").contains("\\u003C/script\\u003E \\u0026");
    }

    @Test
    void controlCharactersSurrogatesAndNumbersThatAreNotFiniteAreWrittenAsTheMapperWritesThem() throws IOException {
        ObjectNode tree = JsonNodeFactory.instance.objectNode();
        tree.put("controls", "\u0000\b\t\n\u000b\f\r\u001f\u007f").put("emoji", "k\uD83D\uDE00").put("lone", "\uDE00x\uD83D")
                .put("nan", Double.NaN).put("infinite", Float.NEGATIVE_INFINITY).put("huge", new BigDecimal("1E+400"));
        tree.putObject("empty");

        assertThat(indented(tree)).isEqualTo(mapperIndented(tree)).contains("\"k\\uD83D\\uDE00\"")
                .contains("\"nan\" : \"NaN\"").contains("\"empty\" : { }");
        assertThat(JsonText.forScript(tree)).isEqualTo(mapperForScript(tree)).contains("\"k\uD83D\uDE00\"")
                .contains("\\u0000\\b\\t\\n\\u000B\\f\\r\\u001F\u007f");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void anyTreeIsWrittenInTheMappersBytes(long seed) throws IOException {
        Random random = new Random(seed);
        for (int i = 0; i < 50; i++) {
            JsonNode tree = tree(random, 0);

            assertThat(indented(tree)).as("seed %d, tree %d", seed, i).isEqualTo(mapperIndented(tree));
            assertThat(JsonText.forScript(tree)).as("seed %d, tree %d", seed, i).isEqualTo(mapperForScript(tree));
        }
    }

    /** A random tree at most four levels deep, of every kind of node and of strings of any characters. */
    private static JsonNode tree(Random random, int depth) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        int kind = random.nextInt(depth < 4 ? 12 : 10);
        return switch (kind) {
            case 0 -> nodes.textNode(text(random));
            case 1 -> nodes.numberNode(random.nextInt());
            case 2 -> nodes.numberNode(random.nextLong());
            case 3 -> nodes.numberNode(SPECIAL_DOUBLES[random.nextInt(SPECIAL_DOUBLES.length)]);
            case 4 -> nodes.numberNode(Double.longBitsToDouble(random.nextLong()));
            case 5 -> nodes.numberNode(Float.intBitsToFloat(random.nextInt()));
            case 6 -> nodes.numberNode(new BigInteger(100, random).subtract(BigInteger.ONE.shiftLeft(99)));
            case 7 -> nodes.numberNode(new BigDecimal(BigInteger.valueOf(random.nextLong()), random.nextInt(40) - 20));
            case 8 -> nodes.booleanNode(random.nextBoolean());
            case 9 -> nodes.nullNode();
            case 10 -> {
                ArrayNode array = nodes.arrayNode();
                for (int n = random.nextInt(5); n > 0; n--) {
                    array.add(tree(random, depth + 1));
                }
                yield array;
            }
            default -> {
                ObjectNode object = nodes.objectNode();
                for (int n = random.nextInt(5); n > 0; n--) {
                    object.set(text(random), tree(random, depth + 1));
                }
                yield object;
            }
        };
    }

    private static final double[] SPECIAL_DOUBLES = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        -0.0, 0.0, 1e-7, 1e21, 0.1 + 0.2, Double.MIN_VALUE, Double.MAX_VALUE, 2e-3};

    /** Characters JSON escapes and characters it does not, lone and paired surrogates among them. */
    private static final String SPICE = "\"\\<>&/\b\t\n\u000b\f\r\u0000\u001f\u007f\u0080\u2028\u00e9\uD83D\uDE00a z";

    private static String text(Random random) {
        StringBuilder text = new StringBuilder();
        for (int n = random.nextInt(10); n > 0; n--) {
            text.append(random.nextBoolean() ? SPICE.charAt(random.nextInt(SPICE.length())) : (char) random.nextInt(0x10000));
        }
        return text.toString();
    }
}
