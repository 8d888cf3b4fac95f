package dev.checkpointreport;

import dev.checkpointreport.pipeline.HistoryRequest;
import dev.checkpointreport.pipeline.ListedScenario;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * A course written three times, each build appending to the last one's {@code history.json}, through the real
 * pipeline: the lesson, the lesson with half its state rows deciding interval 4 at 0.9, and the measured scenario
 * (a Flink job's saved responses), whose p90 the index draws.
 */
public final class Histories {
    private Histories() {
    }

    /** The three scenarios of the course, written into {@code project}'s {@code scenarios/} and {@code measured/}. */
    public static List<ListedScenario> course(Path project) throws Exception {
        Path scenarios = Files.createDirectories(project.resolve("scenarios"));
        return List.of(
                new ListedScenario("lesson", Files.writeString(scenarios.resolve("lesson.yml"), Lesson.yaml())),
                new ListedScenario("fewer", Files.writeString(scenarios.resolve("fewer.yml"),
                        Lesson.yamlWith("stateRows: 200", "stateRows: 100", "probability: 0.75",
                                "probability: 0.9", "interval: 6", "interval: 4"))),
                new ListedScenario("measured", Measured.scenario(project.resolve("measured"))));
    }

    /** The course's site after three builds, on 2026-12-01, -02 and -03, each appending to the last's history. */
    public static Path threeBuilds(Path project) throws Exception {
        List<ListedScenario> listed = course(project);
        Path site = project.resolve("site");
        for (int day = 1; day <= 3; day++) {
            Path history = site.resolve("history.json");
            PipelineRun.run(PipelineRun.course(listed, site).basedir(project.toFile()).history(new HistoryRequest(
                    "site/history.json", Files.exists(history) ? Files.readAllBytes(history) : null,
                    Instant.parse("2026-12-0" + day + "T10:00:00Z"), null, "main", null)));
        }
        return site;
    }
}
