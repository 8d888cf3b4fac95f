package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Reports;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.json is a public interface: the lesson's report, with and without timing, is pinned in
 * {@code src/test/resources/golden/}. Every field of a golden file must come out with the same name,
 * type and value; a new field may be added, but none renamed, retyped or dropped. After a deliberate
 * addition, {@code -Dgolden.update=true} rewrites the files for review in the diff.
 */
class GoldenReportJsonTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void theLessonsReportJsonKeepsEveryGoldenField() throws IOException {
        assertMatchesGolden(Reports.lesson(folder.resolve("lesson")), "lesson.report.json");
    }

    @Test
    void theLessonWithTimingKeepsEveryGoldenField() throws IOException {
        assertMatchesGolden(Reports.write(folder.resolve("timing"), Reports.timingYaml(), null),
                "lesson-timing.report.json");
    }

    @Test
    void aRenamedFieldIsCaught() throws IOException {
        JsonNode golden = JSON.readTree(GOLDEN.resolve("lesson.report.json").toFile());
        JsonNode renamed = JSON.readTree(JSON.writeValueAsString(golden).replace("\"worstTotal\"", "\"worstSum\""));

        assertThat(differences(golden, renamed, "$")).contains("$.costs[0].worstTotal: missing");
    }

    @Test
    void aRetypedFieldIsCaught() throws IOException {
        JsonNode golden = JSON.readTree(GOLDEN.resolve("lesson.report.json").toFile());
        JsonNode retyped = JSON.readTree(JSON.writeValueAsString(golden).replace("\"rows\" : 2200", "\"rows\" : \"2200\"")
                .replace("\"rows\":2200", "\"rows\":\"2200\""));

        assertThat(differences(golden, retyped, "$")).containsExactly("$.rows: expected 2200, found \"2200\"");
    }

    private static void assertMatchesGolden(Path report, String goldenName) throws IOException {
        Path written = report.resolve(ReportJsonOutput.REPORT_JSON);
        if (Boolean.getBoolean("golden.update")) {
            Files.copy(written, GOLDEN.resolve(goldenName), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> differences = differences(JSON.readTree(GOLDEN.resolve(goldenName).toFile()),
                JSON.readTree(written.toFile()), "$");
        assertThat(differences).as("report.json against golden/" + goldenName).isEmpty();
    }

    /** Where {@code actual} drops, renames, retypes or changes a field of {@code golden}; added fields are fine. */
    static List<String> differences(JsonNode golden, JsonNode actual, String path) {
        List<String> found = new ArrayList<>();
        if (actual == null || actual.isMissingNode()) {
            found.add(path + ": missing");
        } else if (golden.isObject() && actual.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = golden.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                found.addAll(differences(field.getValue(), actual.get(field.getKey()), path + "." + field.getKey()));
            }
        } else if (golden.isArray() && actual.isArray() && golden.size() == actual.size()) {
            for (int i = 0; i < golden.size(); i++) {
                found.addAll(differences(golden.get(i), actual.get(i), path + "[" + i + "]"));
            }
        } else if (golden.getNodeType() != actual.getNodeType() || !golden.equals(actual)) {
            found.add(path + ": expected " + golden + ", found " + actual);
        }
        return found;
    }
}
