package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import dev.checkpointreport.HotKey;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.Schemas;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.io.IOException;
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
    private static final Schema SCHEMA = Schemas.named("report.schema.json");
    private static final ObjectMapper JSON = new ObjectMapper();

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

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"catchUp\" : null");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportWithMeasuredCheckpointsMatchesTheSchema() throws IOException {
        Path report = dev.checkpointreport.Reports.measured(folder.resolve("measured"));

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"measured\" : {");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportWithGapsInItsHistoryMatchesTheSchema() throws Exception {
        PipelineRun.report(dev.checkpointreport.Measured.withGaps(folder.resolve("gaps")), folder.resolve("gaps/report"));

        assertThat(Files.readString(folder.resolve("gaps/report").resolve(ReportJsonOutput.REPORT_JSON)))
                .contains("\"afterId\" : 10");
        assertThat(errors(folder.resolve("gaps/report"))).isEmpty();
    }

    @Test
    void aReportOfASparkQueryMatchesTheSchema() throws IOException {
        Path report = dev.checkpointreport.Sites.exampleCourse(folder.resolve("example")).resolve("spark");

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"engine\" : \"spark\"");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportOfAKafkaStreamsAppMatchesTheSchema() throws IOException {
        Path report = dev.checkpointreport.Sites.exampleCourse(folder.resolve("example")).resolve("kafka-streams");

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON)))
                .contains("\"engine\" : \"kafkaStreams\"");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportOfAHistoryFromPrometheusMatchesTheSchema() throws Exception {
        Path report = folder.resolve("prometheus-report");
        PipelineRun.report(dev.checkpointreport.Measured.prometheus(folder.resolve("prometheus")), report);

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"source\" : \"prometheus\"");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportWithAnOptimumMatchesTheSchema() throws IOException {
        Path report = Reports.write(folder.resolve("mtbf"), Reports.optimumYaml(), null);

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"agree\" : ");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportWithClaimsMatchesTheSchema() throws IOException {
        Path report = Reports.write(folder.resolve("claims"), Lesson.yamlWithClaims(), null);

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"kind\" : \"breakEven\"");
        assertThat(errors(report)).isEmpty();
    }

    @Test
    void aReportOfAnEventsFileMatchesTheSchema() throws IOException {
        Path report = HotKey.report(folder.resolve("hot-key"));

        assertThat(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON))).contains("\"events\" : \"events.csv\"");
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
    void aRetypedFieldInsideTheRegretIsRefused() throws IOException {
        assertRefused("\"regret\" : 400,", "\"regret\" : 400.5,",
                "/decision/regret/byFailurePeriod/0/regret: number found, integer expected");
    }

    @Test
    void aRetypedFieldInsideAClaimIsRefused() throws IOException {
        String json = Files.readString(Reports.write(folder.resolve("claims"), Lesson.yamlWithClaims(), null)
                .resolve(ReportJsonOutput.REPORT_JSON));
        assertThat(json).contains("\"line\" : 22,");

        assertThat(messages(json.replaceFirst("\"line\" : 22,", "\"line\" : \"22\","))).containsExactly(
                "/claims/0/line: string found, integer expected");
    }

    @Test
    void aFieldAddedInsideTheOptimumIsRefused() throws IOException {
        String json = Files.readString(Reports.write(folder.resolve("mtbf"), Reports.optimumYaml(), null)
                .resolve(ReportJsonOutput.REPORT_JSON));

        assertThat(messages(json.replaceFirst("\"agree\" : ", "\"youngSeconds\" : 1, \"agree\" : "))).containsExactly(
                "/optimum: property 'youngSeconds' is not defined in the schema and the schema does not allow"
                        + " additional properties");
    }

    @Test
    void newSectionsAtTheTopAndInTheDecisionAreAllowed() throws IOException {
        String extended = lessonJson()
                .replaceFirst("\\{", "{ \"capacityPlan\" : { \"workers\" : [ 3 ] },")
                .replace("\"optimal\" : true", "\"optimal\" : true, \"confidence\" : 0.9");

        assertThat(messages(extended)).isEmpty();
    }

    @Test
    void aDecisionWithoutItsRegretIsRefused() throws IOException {
        ObjectNode report = (ObjectNode) JSON.readTree(lessonJson());
        ((ObjectNode) report.get("decision")).remove("regret");

        assertThat(messages(report.toString())).containsExactly("/decision: required property 'regret' not found");
    }

    /** The lesson's report.json with the first {@code from} replaced by {@code to} fails with exactly {@code message}. */
    private void assertRefused(String from, String to, String message) throws IOException {
        String json = lessonJson();
        assertThat(json).contains(from);
        assertThat(messages(json.replaceFirst(java.util.regex.Pattern.quote(from), to))).containsExactly(message);
    }

    private String lessonJson() throws IOException {
        return Files.readString(Reports.lesson(folder.resolve("lesson")).resolve(ReportJsonOutput.REPORT_JSON));
    }

    private static List<String> errors(Path report) throws IOException {
        return messages(Files.readString(report.resolve(ReportJsonOutput.REPORT_JSON)));
    }

    private static List<String> messages(String json) {
        return Schemas.errors(SCHEMA, json);
    }
}
