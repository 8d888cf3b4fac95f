package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Schema;
import dev.checkpointreport.Histories;
import dev.checkpointreport.Schemas;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course's history.json against its JSON Schema (draft 2020-12), the copy the plugin's jar ships beside
 * report.schema.json, whose intervals it refers to.
 */
class HistorySchemaTest {
    private static final Schema SCHEMA = Schemas.named("history.schema.json");

    @TempDir
    Path project;

    @Test
    void theHistoryOfThreeBuildsMatchesTheSchemaAndARetypedFieldIsRefused() throws Exception {
        String history = Files.readString(Histories.threeBuilds(project).resolve(HistoryOutput.HISTORY_JSON));

        assertThat(Schemas.errors(SCHEMA, history)).isEmpty();
        assertThat(Schemas.errors(SCHEMA, history.replaceFirst("\"passed\" : true", "\"passed\" : \"true\"")))
                .containsExactly("/builds/0/scenarios/0/passed: string found, boolean expected");
    }
}
