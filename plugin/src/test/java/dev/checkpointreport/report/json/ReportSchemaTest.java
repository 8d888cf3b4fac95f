package dev.checkpointreport.report.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.checkpointreport.Reports;
import dev.checkpointreport.report.ReportWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * report.json against its JSON Schema (draft 2020-12), the copy the plugin's jar ships under
 * {@code dev/checkpointreport/schema/}. The schema is strict inside the tables it describes, and leaves
 * the top level and {@code decision} open, so that a version may add sections without breaking readers.
 */
class ReportSchemaTest {
    private static final Schema SCHEMA = schema();

    @TempDir
    Path folder;

    @Test
    void theLessonsReportMatchesTheSchema() throws IOException {
        assertThat(errors(Reports.lesson(folder.resolve("lesson")))).isEmpty();
    }

    @Test
    void theLessonWithTimingMatchesTheSchema() throws IOException {
        assertThat(errors(Reports.write(folder.resolve("timing"), Reports.timingYaml(), null))).isEmpty();
    }

    @Test
    void aJobThatNeverCatchesUpMatchesTheSchemaWithItsNulls() throws IOException {
        Path report = Reports.write(folder.resolve("ceiling"),
                Reports.timingYaml("capacity: 1.5 ", "capacity: 1.0 ", "workers: 4", "workers: 1"), null);

        assertThat(Files.readString(report.resolve(ReportWriter.REPORT_JSON))).contains("\"catchUp\" : null");
        assertThat(errors(report)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"lesson.report.json", "lesson-timing.report.json"})
    void everyGoldenReportMatchesTheSchema(String golden) throws IOException {
        assertThat(SCHEMA.validate(Files.readString(Path.of("src/test/resources/golden", golden)), InputFormat.JSON))
                .isEmpty();
    }

    @Test
    void aRetypedFieldIsRefused() throws IOException {
        assertRefused("\"rows\" : 2200", "\"rows\" : \"2200\"", "/rows: string found, integer expected");
    }

    @Test
    void aFieldAddedInsideATableIsRefused() throws IOException {
        assertRefused("\"worstTotal\" : ", "\"worstSum\" : 1, \"worstTotal\" : ", "/costs/0: property 'worstSum' is not"
                + " defined in the schema and the schema does not allow additional properties");
    }

    @Test
    void aMissingFieldIsRefused() throws IOException {
        assertRefused("\"fromExact\" : \"0\",", "", "/bestRanges/0: required property 'fromExact' not found");
    }

    @Test
    void newSectionsAtTheTopAndInTheDecisionAreAllowed() throws IOException {
        String extended = lessonJson()
                .replaceFirst("\\{", "{ \"optimum\" : { \"young\" : 3.5 }, \"claims\" : [ ],")
                .replace("\"optimal\" : true", "\"optimal\" : true, \"regret\" : 0");

        assertThat(messages(extended)).isEmpty();
    }

    /** The lesson's report.json with the first {@code from} replaced by {@code to} fails with exactly {@code message}. */
    private void assertRefused(String from, String to, String message) throws IOException {
        String json = lessonJson();
        assertThat(json).contains(from);
        assertThat(messages(json.replaceFirst(java.util.regex.Pattern.quote(from), to))).containsExactly(message);
    }

    private String lessonJson() throws IOException {
        return Files.readString(Reports.lesson(folder.resolve("lesson")).resolve(ReportWriter.REPORT_JSON));
    }

    private static List<String> errors(Path report) throws IOException {
        return messages(Files.readString(report.resolve(ReportWriter.REPORT_JSON)));
    }

    private static List<String> messages(String json) {
        return SCHEMA.validate(json, InputFormat.JSON).stream().map(Error::toString).toList();
    }

    private static Schema schema() {
        try (InputStream in = ReportSchemaTest.class.getResourceAsStream("/dev/checkpointreport/schema/report.schema.json")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
