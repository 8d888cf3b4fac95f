package dev.checkpointreport.config;

import dev.checkpointreport.Lesson;
import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.PipelineRun;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two million distinct keys at {@code -Xmx128m}, in a JVM of that heap: the run is refused with one line
 * before the heap runs out, and the last good report is left byte for byte.
 */
class SmallHeapTest {
    private static final long HANG_GUARD_MINUTES = 5;

    @TempDir
    Path dir;

    @Test
    void twoMillionKeysAtA128MiBHeapAreRefusedInOneLine() throws Exception {
        Path good = Files.writeString(dir.resolve("good.yml"), dev.checkpointreport.Lesson.yaml());
        Path report = dir.resolve("report");
        PipelineRun.report(good, report);
        Map<String, String> before = contents(report);
        try (BufferedWriter out = Files.newBufferedWriter(dir.resolve("events.csv"), StandardCharsets.UTF_8)) {
            out.write("key,period\n");
            for (int i = 0; i < 2_000_000; i++) {
                out.write(String.format("K%07d,2026-02%n", i));
            }
        }
        Path course = Files.writeString(dir.resolve("course.yml"),
                Lesson.fileSource("events.csv", "key: key", "period: period"));

        // the pipeline loads FreeMarker while the scenario is read: it logs as in the tests' JVM, not to log4j
        Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx128m",
                "-Dorg.freemarker.loggerLibrary=JUL",
                "-cp", System.getProperty("java.class.path"), SmallHeapRun.class.getName(), course.toString(),
                report.toString()).redirectErrorStream(true).start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(HANG_GUARD_MINUTES, TimeUnit.MINUTES)).as("the run ended").isTrue();

        assertThat(output).isEqualTo(dir.resolve("events.csv") + ":838862: 838,860 distinct keys fill the 128 MiB heap; "
                + "about 256 MiB are needed to count twice as many: raise MAVEN_OPTS=-Xmx256m, or more if the file holds "
                + "more keys\n");
        assertThat(run.exitValue()).isZero();
        assertThat(contents(report)).as("the last good report").isEqualTo(before);
    }

    private static Map<String, String> contents(Path folder) throws Exception {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString(), HexFormat.of().formatHex(Files.readAllBytes(path)));
            }
        }
        assertThat(files).containsKeys("report.json", "index.html");
        return files;
    }
}
