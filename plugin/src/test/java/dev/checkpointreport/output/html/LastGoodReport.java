package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.folder.ReportFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The lesson's report written once, a course's empty template folder beside it, and the check every
 * refused template run must pass: one line, within a 10 s hang guard, and the report byte for byte as it was.
 */
final class LastGoodReport {
    final Path folder;
    final Path report;
    final Path templates;
    private final Map<String, String> files;

    LastGoodReport(Path folder) throws IOException {
        this.folder = folder;
        this.report = Reports.lesson(folder);
        this.files = files(report);
        this.templates = folder.resolve("templates");
        Files.createDirectories(templates.resolve("assets"));
    }

    /** A run with the course's templates fails with exactly {@code "Report template " + problem}. */
    void assertRefused(RenderLimits limits, String problem) {
        assertRefusedMatching(limits, Pattern.quote("Report template " + problem));
    }

    void assertRefusedMatching(RenderLimits limits, String message) {
        Path config = folder.resolve("checkpoint-report.yml");
        assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
                assertThatThrownBy(() -> PipelineRun.report(PipelineRun.request(config, report)
                                .templateDirectory(templates.toFile()).limits(limits)))
                        .isInstanceOf(ReportTemplateException.class)
                        .hasMessageMatching(message));
        assertThat(files(report)).isEqualTo(files);
    }

    /** The files the outputs wrote, the marker aside: its stamp says where each file of the folder lies. */
    static Map<String, String> written(Path report) {
        Map<String, String> written = files(report);
        written.remove(ReportFolder.MARKER);
        return written;
    }

    /** Every file of a report, by its path in the report, with its bytes as ISO-8859-1 text. */
    static Map<String, String> files(Path report) {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(report)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(report.relativize(file).toString(), Files.readString(file, StandardCharsets.ISO_8859_1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }
}
