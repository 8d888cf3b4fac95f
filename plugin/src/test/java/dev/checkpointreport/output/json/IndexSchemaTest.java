package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Schema;
import dev.checkpointreport.Schemas;
import dev.checkpointreport.Sites;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course site's index.json against its JSON Schema (draft 2020-12), the copy the plugin's jar ships beside
 * report.schema.json, whose decision, intervals and probabilities it refers to.
 */
class IndexSchemaTest {
    private static final Schema SCHEMA = Schemas.named("index.schema.json");

    @TempDir
    Path project;

    @Test
    void theIndexOfTheLessonAndATightObjectiveMatchesTheSchema() throws IOException {
        String index = index();

        assertThat(index).contains("\"recovery\" : null", "\"met\" : false");
        assertThat(errors(index)).isEmpty();
    }

    @Test
    void aRetypedFieldIsRefused() throws IOException {
        assertRefused("\"passed\" : true", "\"passed\" : \"true\"", "/scenarios/0/passed: string found, boolean expected");
    }

    @Test
    void aRetypedFieldInTheDecisionIsRefused() throws IOException {
        assertRefused("\"optimal\" : true", "\"optimal\" : 1", "/scenarios/0/decision/optimal: integer found, boolean"
                + " expected");
    }

    @Test
    void aMissingFieldIsRefused() throws IOException {
        assertRefused("\"reportJson\" : \"lesson/report.json\",", "", "/scenarios/0: required property 'reportJson'"
                + " not found");
    }

    @Test
    void aFieldAddedInsideTheRecoveryVerdictIsRefused() throws IOException {
        assertRefused("\"met\" : false,", "\"met\" : false, \"worst\" : 731.25,", "/scenarios/1/recovery/verdict:"
                + " property 'worst' is not defined in the schema and the schema does not allow additional properties");
    }

    /** The index with the first {@code from} replaced by {@code to} fails with exactly {@code message}. */
    private void assertRefused(String from, String to, String message) throws IOException {
        String index = index();
        assertThat(index).contains(from);
        assertThat(errors(index.replaceFirst(Pattern.quote(from), to))).containsExactly(message);
    }

    private String index() throws IOException {
        return Files.readString(Sites.lessonAndTight(project).resolve("index.json"));
    }

    private static List<String> errors(String json) {
        return Schemas.errors(SCHEMA, json);
    }
}
