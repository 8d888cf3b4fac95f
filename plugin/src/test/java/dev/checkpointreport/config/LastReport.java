package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A good report, written once from the lesson; every bad scenario run against it must be refused with
 * a {@link ConfigException}, never hang, and leave each of its files byte for byte.
 */
final class LastReport {
    /**
     * Only a guard against a hang, far above any refusal's time: the gzip bomb inflates 256 MiB before it is refused,
     * which took over 10 s with two other builds on the machine's two cores.
     */
    private static final Duration HANG_GUARD = Duration.ofMinutes(2);

    private final Path dir;
    private final Path out;
    private final Map<String, String> files;

    private LastReport(Path dir, Path out, Map<String, String> files) {
        this.dir = dir;
        this.out = out;
        this.files = files;
    }

    static LastReport writtenIn(Path dir) throws Exception {
        Path config = dir.resolve("good.yml");
        Files.writeString(config, Lesson.yaml());
        Path out = dir.resolve("report");
        PipelineRun.report(config, out);
        Map<String, String> files = contents(out);
        assertThat(files).containsKeys("report.json", "index.html");
        return new LastReport(dir, out, files);
    }

    /** The scenario file {@code name} of this folder, holding {@code yaml}. */
    Path scenario(String name, String yaml) throws IOException {
        return scenario(name, yaml.getBytes(StandardCharsets.UTF_8));
    }

    Path scenario(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    /** The message of refusing {@code yaml}, written as {@code course.yml} and run as the build would. */
    String refuses(String yaml) throws IOException {
        return refuses(scenario("course.yml", yaml));
    }

    String refuses(Path scenario) {
        ConfigException e = assertTimeoutPreemptively(HANG_GUARD,
                () -> catchThrowableOfType(ConfigException.class, () -> PipelineRun.report(scenario, out)));
        assertThat(e).as("the run should be refused: %s", scenario).isNotNull();
        assertThat(contents(out)).as("the last good report").isEqualTo(files);
        return e.getMessage();
    }

    Path dir() {
        return dir;
    }

    private static Map<String, String> contents(Path folder) {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString(), HexFormat.of().formatHex(Files.readAllBytes(path)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }
}
