package dev.checkpointreport.report.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
import org.junit.jupiter.api.Test;

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
                .isEqualTo(MAPPER.writer().with(new JsonText.HtmlSafe()).writeValueAsString(tree))
                .contains("\"double\":0.30000000000000004").contains("\\u003C/script\\u003E \\u0026");
    }
}
