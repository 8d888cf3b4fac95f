package dev.checkpointreport.report;

import dev.checkpointreport.Lesson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** Writes reports for tests: the lesson's, with or without timing, or one from a scenario's YAML. */
final class Reports {

    private Reports() {
    }

    /** Writes the report of {@code yaml} into {@code folder/report} and returns that folder. */
    static Path write(Path folder, String yaml, Path templates) {
        try {
            Files.createDirectories(folder);
            Path config = folder.resolve("checkpoint-report.yml");
            Files.writeString(config, yaml, StandardCharsets.UTF_8);
            Path output = folder.resolve("report");
            ReportGenerator.generate(config, output, templates);
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static Path lesson(Path folder) {
        return write(folder, Lesson.yaml(), null);
    }

    /** The lesson with its timing section, {@code lesson-timing.yml}, with some text replaced in pairs. */
    static String timingYaml(String... replacements) {
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

    static Document page(Path report) {
        try {
            return Jsoup.parse(report.resolve(ReportGenerator.INDEX_HTML).toFile(), "UTF-8");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
