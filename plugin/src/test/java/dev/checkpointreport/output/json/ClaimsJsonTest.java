package dev.checkpointreport.output.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.json lists every claim, checked, under {@code claims}; a scenario without claims has no such field. */
class ClaimsJsonTest {

    private static JsonNode report(Path folder, String yaml) throws Exception {
        return new ObjectMapper().readTree(Reports.write(folder, yaml, null).resolve("report.json").toFile());
    }

    @Test
    void everyClaimIsListedWithItsLineTheClaimedAndTheComputedValue(@TempDir Path dir) throws Exception {
        JsonNode claims = report(dir, Lesson.yamlWithClaims().replace("rows: 927.3", "rows: 927.4")).get("claims");

        assertThat(claims).hasSize(29);
        assertThat(claims.get(23).toString()).isEqualTo("{\"line\":49,\"kind\":\"breakEven\",\"claim\":\"breakEven: "
                + "{between: [none, 6], probability: 11/18}\",\"claimed\":\"11/18\",\"computed\":\"11/18\",\"holds\":true}");
        assertThat(claims.get(15).toString()).isEqualTo("{\"line\":39,\"kind\":\"averageTotal\",\"claim\":\"averageTotal: "
                + "{interval: 4, rows: 927.4}\",\"claimed\":\"927.4\",\"computed\":\"927.3\",\"holds\":false}");
    }

    @Test
    void aScenarioWithoutClaimsHasNoClaimsField(@TempDir Path dir) throws Exception {
        assertThat(report(dir, Lesson.yaml()).has("claims")).isFalse();
    }
}
