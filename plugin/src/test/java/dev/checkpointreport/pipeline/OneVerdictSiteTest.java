package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Sites;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course whose decision is optimal but one of whose 29 claims is false: its card, its page's summary and
 * {@code index.json} all say it fails, with the claim's key and line, as the build log does.
 */
class OneVerdictSiteTest {
    private static final String FALSE_CLAIM = "claims[24].breakEven is false: the failure probability at which "
            + "interval 6 and interval 4 cost the same: claimed 11/13, computed 11/12.";

    @TempDir
    Path project;

    private Path site() {
        return Sites.write(project, List.of("clicks", Lesson.yamlWithClaims().replace("11/12", "11/13"),
                "lesson", Lesson.yamlWithClaims()));
    }

    @Test
    void aFalseClaimFailsTheCardThoughTheDecisionIsOptimal() throws Exception {
        Document index = Jsoup.parse(site().resolve("index.html").toFile(), "UTF-8");

        assertThat(index.select("p.lead").text()).isEqualTo("2 scenarios; 1 fails its gates.");
        Element clicks = index.getElementById("scenario-1");
        assertThat(clicks.select("#scenario-1-gate.gate-pass strong").text()).isEqualTo("Gate: pass.");
        assertThat(clicks.select("#scenario-1-claims-gate.gate-fail").text())
                .isEqualTo("Claims gate: fail. scenarios/clicks.yml:50: " + FALSE_CLAIM);
        assertThat(index.select("#scenario-2-claims-gate.gate-pass").text())
                .isEqualTo("Claims gate: pass. The scenario's 29 claims all hold.");
    }

    @Test
    void thePagesSummaryFailsTheClaimsWithoutThePlaceItsTableGives() throws Exception {
        Document page = Jsoup.parse(site().resolve("clicks/index.html").toFile(), "UTF-8");

        assertThat(page.select("#summary #gate.gate-pass")).hasSize(1);
        assertThat(page.select("#summary #claims-gate.gate-fail").text()).isEqualTo("Claims gate: fail. " + FALSE_CLAIM);
    }

    @Test
    void indexJsonGivesEachCheckWithItsKindAndTheLogsLine() throws Exception {
        JsonNode index = new ObjectMapper().readTree(site().resolve("index.json").toFile());

        assertThat(index.get("passed").asBoolean()).isFalse();
        JsonNode clicks = index.get("scenarios").get(0);
        assertThat(clicks.get("passed").asBoolean()).isFalse();
        assertThat(clicks.get("checks").findValuesAsText("kind")).containsExactly("decision", "claim");
        assertThat(clicks.get("checks").findValuesAsText("passed")).containsExactly("true", "false");
        assertThat(clicks.get("checks").get(0).get("message").asText()).isEqualTo("scenarios/clicks.yml:15: "
                + "Checkpoint interval 6 is optimal at failure probability 0.75: expected cost 809.1 rows. Interval 6 "
                + "is the best for p in (0.611, 0.917].");
        assertThat(clicks.get("checks").get(1).get("message").asText()).isEqualTo("scenarios/clicks.yml:50: " + FALSE_CLAIM);
        JsonNode lesson = index.get("scenarios").get(1);
        assertThat(lesson.get("passed").asBoolean()).isTrue();
        assertThat(lesson.get("checks").get(1).get("message").asText())
                .isEqualTo("scenarios/lesson.yml:22: The scenario's 29 claims all hold.");
    }
}
