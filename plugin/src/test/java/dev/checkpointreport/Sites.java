package dev.checkpointreport;

import dev.checkpointreport.pipeline.ListedScenario;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes course sites for tests through the pipeline ({@link PipelineRun}): the lesson ({@code scenarios/lesson.yml}) and the lesson
 * with its timing section and a tighter objective ({@code scenarios/tight.yml}), whose recovery gate fails.
 */
public final class Sites {
    public static final String TIGHT = Reports.timingYaml("title: State in Stream Engines",
            "title: A tight recovery objective", "recoveryTime: 15m", "recoveryTime: 5m");

    private Sites() {
    }

    /** Writes the two scenarios under {@code project/scenarios} and their site to {@code project/site}. */
    public static Path lessonAndTight(Path project) {
        return write(project, List.of("lesson", Lesson.yaml(), "tight", TIGHT));
    }

    /** The example course's scenarios, {@code example-project/scenarios}, read where the build runs the tests. */
    public static final Path EXAMPLE_SCENARIOS = Path.of("../example-project/scenarios");

    /**
     * Writes the example course's site, all six of its scenarios with the data files they read (hot-key's events,
     * the measured job's counts, its saved Flink responses and Prometheus answers, the Spark job's counts and
     * progress log), to
     * {@code project/site}.
     */
    public static Path exampleCourse(Path project) {
        try {
            Path data = Files.createDirectories(project.resolve("scenarios/data"));
            Files.copy(EXAMPLE_SCENARIOS.resolve("data/hot-key.csv"), data.resolve("hot-key.csv"));
            Files.copy(EXAMPLE_SCENARIOS.resolve("data/measured-job.csv"), data.resolve("measured-job.csv"));
            Files.copy(EXAMPLE_SCENARIOS.resolve("data/spark-job.csv"), data.resolve("spark-job.csv"));
            Files.copy(EXAMPLE_SCENARIOS.resolve("data/kafka-streams-app.csv"), data.resolve("kafka-streams-app.csv"));
            for (String engine : List.of("flink", "prometheus", "spark", "growing", "kafka-streams")) {
                Path from = EXAMPLE_SCENARIOS.resolve("data").resolve(engine);
                // the scrape goal's folders, one per scrape, copied as they are
                try (var responses = Files.walk(from)) {
                    for (Path response : responses.sorted().toList()) {
                        Path saved = data.resolve(engine).resolve(from.relativize(response).toString());
                        if (Files.isDirectory(response)) {
                            Files.createDirectories(saved);
                        } else {
                            Files.copy(response, saved);
                        }
                    }
                }
            }
            return write(project, List.of("lesson", Files.readString(EXAMPLE_SCENARIOS.resolve("lesson.yml")),
                    "growth", Files.readString(EXAMPLE_SCENARIOS.resolve("growth.yml")),
                    "hot-key", Files.readString(EXAMPLE_SCENARIOS.resolve("hot-key.yml")),
                    "measured", Files.readString(EXAMPLE_SCENARIOS.resolve("measured.yml")),
                    "prometheus", Files.readString(EXAMPLE_SCENARIOS.resolve("prometheus.yml")),
                    "spark", Files.readString(EXAMPLE_SCENARIOS.resolve("spark.yml")),
                    "weeks", Files.readString(EXAMPLE_SCENARIOS.resolve("weeks.yml")),
                    "kafka-streams", Files.readString(EXAMPLE_SCENARIOS.resolve("kafka-streams.yml"))));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Writes the site that {@code report-aggregate} writes of two modules, {@code Lesson one} with the lesson and
     * {@code timing} with the lesson and {@link #TIGHT}, to {@code project/site}: each scenario named
     * {@code module/scenario} and carrying its module's name.
     */
    public static Path twoModules(Path project) {
        try {
            List<ListedScenario> listed = new ArrayList<>();
            List<String> modules = List.of("lesson", "Lesson one", "lesson", Lesson.yaml(),
                    "timing", "timing", "lesson", Reports.timingYaml(), "timing", "timing", "tight", TIGHT);
            for (int i = 0; i < modules.size(); i += 4) {
                Path file = project.resolve(modules.get(i) + "/scenarios/" + modules.get(i + 2) + ".yml");
                Files.createDirectories(file.getParent());
                Files.writeString(file, modules.get(i + 3), StandardCharsets.UTF_8);
                listed.add(new ListedScenario(modules.get(i) + "/" + modules.get(i + 2), file, modules.get(i + 1)));
            }
            return course(project, listed);
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** Writes each pair of name and YAML as {@code scenarios/NAME.yml} and the site of all to {@code project/site}. */
    public static Path write(Path project, List<String> namesAndYaml) {
        try {
            List<ListedScenario> listed = new ArrayList<>();
            for (int i = 0; i < namesAndYaml.size(); i += 2) {
                Path file = project.resolve("scenarios/" + namesAndYaml.get(i) + ".yml");
                Files.createDirectories(file.getParent());
                Files.writeString(file, namesAndYaml.get(i + 1), StandardCharsets.UTF_8);
                listed.add(new ListedScenario(namesAndYaml.get(i), file));
            }
            return course(project, listed);
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /** Writes the course of {@code listed}, a project's or a reactor's, to {@code project/site}. */
    private static Path course(Path project, List<ListedScenario> listed) throws Exception {
        Path site = project.resolve("site");
        PipelineRun.run(PipelineRun.course(listed, site).basedir(project.toFile()));
        return site;
    }
}
