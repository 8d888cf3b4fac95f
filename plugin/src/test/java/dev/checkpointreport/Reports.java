package dev.checkpointreport;

import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.output.Course;
import dev.checkpointreport.output.CourseScenario;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.output.html.ReportTemplateException;
import dev.checkpointreport.output.html.PageOutput;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.pipeline.ScenarioList;
import dev.checkpointreport.pipeline.CourseWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * Writes reports for tests as the goal does, a site of one (judge the folder, run, render, write): the lesson's, with or without timing, or one
 * from a scenario's YAML.
 */
public final class Reports {

    private Reports() {
    }

    /** Runs {@code config} and writes its report into {@code output}, judging the folder first. */
    public static ScenarioResult generate(Path config, Path output, Path templates, Path project, RenderLimits limits)
            throws ConfigException, ReportTemplateException, IOException {
        // as the pipeline does: the folder judged before the YAML is read, its contents with the data files listed
        try (CoursePages pages = new CoursePages(templates, limits, true)) {
            CourseWriter writer = Sites.open(output, project, List.of(config), templates, pages, true);
            ComposedScenario scenario;
            try {
                scenario = ComposedScenario.read(config);
            } catch (ConfigException e) {
                writer.judgeContents(List.of());
                throw e;
            }
            writer.judgeContents(scenario.dataFiles());
            ScenarioResult result = ScenarioRun.of(scenario);
            Sites.writeSite(writer, new Course(true, List.of(new CourseScenario(ScenarioList.name(config), config,
                    result)), project, scenario.dataFiles(), templates));
            return result;
        }
    }

    /** Writes the measured scenario's report ({@link Measured#scenario}) into {@code folder/report} and returns that folder. */
    public static Path measured(Path folder) {
        try {
            generate(Measured.scenario(folder), folder.resolve("report"));
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
        return folder.resolve("report");
    }

    public static ScenarioResult generate(Path config, Path output)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(config, output, null, null, RenderLimits.DEFAULT);
    }

    public static ScenarioResult generate(Path config, Path output, Path templates)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(config, output, templates, null, RenderLimits.DEFAULT);
    }

    public static ScenarioResult generate(Path config, Path output, Path templates, Path project)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(config, output, templates, project, RenderLimits.DEFAULT);
    }

    public static ScenarioResult generate(Path config, Path output, Path templates, RenderLimits limits)
            throws ConfigException, ReportTemplateException, IOException {
        return generate(config, output, templates, null, limits);
    }

    /** Writes the report of {@code yaml} into {@code folder/report} and returns that folder. */
    public static Path write(Path folder, String yaml, Path templates) {
        try {
            Files.createDirectories(folder);
            Path config = folder.resolve("checkpoint-report.yml");
            Files.writeString(config, yaml, StandardCharsets.UTF_8);
            Path output = folder.resolve("report");
            generate(config, output, templates);
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    public static Path lesson(Path folder) {
        return write(folder, Lesson.yaml(), null);
    }

    /** The lesson with its timing section, {@code lesson-timing.yml}, with some text replaced in pairs. */
    public static String timingYaml(String... replacements) {
        String yaml;
        try (InputStream in = Reports.class.getResourceAsStream("/lesson-timing.yml")) {
            yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 0; i < replacements.length; i += 2) {
            if (!yaml.contains(replacements[i])) {
                throw new AssertionError("lesson-timing.yml has no " + replacements[i]);
            }
            yaml = yaml.replace(replacements[i], replacements[i + 1]);
        }
        return yaml;
    }

    /** The lesson with its timing section, snapshots written at 1 KB/s and {@code failure.mtbf: 1h}. */
    public static String optimumYaml() {
        return timingYaml("probabilities: [1.0, 0.75, 0.5, 0.25]", "probabilities: [1.0, 0.75, 0.5, 0.25]\n  mtbf: 1h",
                "writeRate: 100MB/s", "writeRate: 1KB/s");
    }

    public static Document page(Path report) {
        try {
            return Jsoup.parse(report.resolve(PageOutput.INDEX_HTML).toFile(), "UTF-8");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
