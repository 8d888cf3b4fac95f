package dev.checkpointreport;

import dev.checkpointreport.output.html.PageOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/**
 * The lesson's scenarios for tests, with or without timing, or one from a scenario's YAML, written through the
 * pipeline ({@link PipelineRun}), and the page a report holds.
 */
public final class Reports {

    private Reports() {
    }

    /** Writes the measured scenario's report ({@link Measured#scenario}) into {@code folder/report} and returns that folder. */
    public static Path measured(Path folder) {
        try {
            PipelineRun.report(Measured.scenario(folder), folder.resolve("report"));
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
        return folder.resolve("report");
    }

    /** Writes the report of {@code yaml} into {@code folder/report} and returns that folder. */
    public static Path write(Path folder, String yaml, Path templates) {
        try {
            Files.createDirectories(folder);
            Path config = folder.resolve("checkpoint-report.yml");
            Files.writeString(config, yaml, StandardCharsets.UTF_8);
            Path output = folder.resolve("report");
            PipelineRun.report(PipelineRun.request(config, output)
                    .templateDirectory(templates == null ? null : templates.toFile()));
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
