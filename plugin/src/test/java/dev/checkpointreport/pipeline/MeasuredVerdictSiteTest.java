package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Measured;
import dev.checkpointreport.Sites;
import dev.checkpointreport.output.markdown.StepSummary;
import dev.checkpointreport.run.ScenarioRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course whose measured scenario's model underestimates the measured snapshot by 25 % against a tolerance of
 * 20 %: its card, its page's summary, {@code index.json} and the step summary all say the measured gate fails,
 * in the words of the run's one verdict.
 */
class MeasuredVerdictSiteTest {
    private static final String BEYOND = "Checkpoint 8, the p90 of 9 measured, took 500.0 ms end to end; the model "
            + "predicts 400.0 ms for a snapshot at interval 6: an underestimate of 25 %, beyond the tolerance of 20 %; a "
            + "storage.writeRate of at most 31.3KB/s keeps it within.";

    @TempDir
    Path project;

    private Path scenario() {
        return Measured.scenario(project.resolve("scenarios"), "tolerance: 50%", "tolerance: 20%");
    }

    private Path site() throws Exception {
        return Sites.write(project, List.of("measured", Files.readString(scenario()), "lesson", Lesson.yamlWithClaims()));
    }

    @Test
    void theCardAndThePageSayTheMeasuredGateFailsInTheSameWords() throws Exception {
        Path site = site();
        Document index = Jsoup.parse(site.resolve("index.html").toFile(), "UTF-8");
        Document page = Jsoup.parse(site.resolve("measured/index.html").toFile(), "UTF-8");

        assertThat(index.select("p.lead").text()).isEqualTo("2 scenarios; 1 fails its gates.");
        assertThat(index.select("#scenario-1-measured-gate.gate-fail").text()).isEqualTo("Measured gate: fail. " + BEYOND);
        assertThat(index.select("#scenario-2-measured-gate")).isEmpty();
        assertThat(page.select("#summary #measured-gate.gate-fail").text()).isEqualTo("Measured gate: fail. " + BEYOND);
    }

    @Test
    void indexJsonGivesTheFailingMeasuredCheck() throws Exception {
        JsonNode measured = new ObjectMapper().readTree(site().resolve("index.json").toFile()).get("scenarios").get(0);

        assertThat(measured.get("passed").asBoolean()).isFalse();
        assertThat(measured.get("checks").findValuesAsText("kind")).contains("measured");
        assertThat(measured.get("checks").findValuesAsText("message")).anySatisfy(message ->
                assertThat(message).startsWith("scenarios/measured.yml:").endsWith(BEYOND));
    }

    @Test
    void theStepSummaryHasAMeasuredColumnOnlyWhenAScenarioMeasures() throws Exception {
        Path measured = scenario();
        Path lesson = Files.writeString(project.resolve("scenarios/lesson.yml"), Lesson.yaml());
        String both = StepSummary.markdown(List.of(new StepSummary.Entry("measured.yml", ScenarioRuns.of(measured, project)),
                new StepSummary.Entry("lesson.yml", ScenarioRuns.of(lesson, project))));
        String lessonOnly = StepSummary.markdown(List.of(new StepSummary.Entry("lesson.yml", ScenarioRuns.of(lesson, project))));

        assertThat(both.lines().toList().get(2)).endsWith("| Claims | Measured |");
        assertThat(both.lines().toList().get(4)).endsWith(" | — | ❌ " + BEYOND.replace("(", "\\(").replace(")", "\\)") + " |");
        assertThat(both.lines().toList().get(5)).endsWith(" | — | — |");
        assertThat(lessonOnly.lines().toList().get(2)).endsWith("| Recovery | Claims |");
    }
}
