package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.gate.GateOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course that declares its lesson first, then {@code scenarios/*.yml}: the index's cards, {@code index.json},
 * the gate's lines and the scenarios handed to the step summary all list the lesson first, then the others by
 * name, never the alphabetical {@code growth, lesson, zeta}.
 */
class DeclaredOrderTest {
    @TempDir
    Path project;

    @Test
    void everyOutputListsTheScenariosInTheOrderDeclared() throws Exception {
        for (String name : List.of("zeta", "lesson", "growth")) {
            Files.createDirectories(project.resolve("scenarios"));
            Files.writeString(project.resolve("scenarios/" + name + ".yml"),
                    Lesson.yaml().replace("title: State in Stream Engines", "title: Scenario " + name));
        }
        List<ListedScenario> listed = ScenarioList.resolve(project, List.of("scenarios/lesson.yml", "scenarios/*.yml"));
        Path site = project.resolve("target/site");

        ReportPipeline.Done done = PipelineRun.run(ReportPipeline.Request.course(listed, site.toFile())
                .basedir(project.toFile()));

        List<String> declared = List.of("lesson", "growth", "zeta");
        assertThat(listed.stream().map(ListedScenario::name)).containsExactlyElementsOf(declared);
        assertThat(Jsoup.parse(site.resolve("index.html").toFile(), "UTF-8").select("li.card h2 a").stream()
                .map(Element::text)).containsExactly("Scenario lesson", "Scenario growth", "Scenario zeta");
        List<String> json = new ArrayList<>();
        new ObjectMapper().readTree(site.resolve("index.json").toFile()).get("scenarios")
                .forEach(s -> json.add(s.get("file").asText()));
        assertThat(json).containsExactly("scenarios/lesson.yml", "scenarios/growth.yml", "scenarios/zeta.yml");
        assertThat(done.outcome().lines().stream().map(GateOutcome.Line::text).map(t -> t.split(":")[0]).distinct())
                .containsExactlyElementsOf(declared);
        assertThat(done.written().stream().map(s -> s.name())).containsExactlyElementsOf(declared);
    }
}
