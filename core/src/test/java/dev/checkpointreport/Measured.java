package dev.checkpointreport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The measured scenario for tests: {@code src/test/resources/measured/measured.yml}, the lesson's timing beside
 * the hand-checked Flink responses in {@code flink/} (or the Prometheus answers in {@code prometheus/}), copied into
 * a folder of the test's own.
 */
public final class Measured {
    private Measured() {
    }

    /**
     * Copies the scenario, its lines replaced pairwise by {@code replaced}, and its responses into {@code folder}.
     * The resources are files in the core's own build and entries of its test-jar in the plugin's, when Maven's
     * reactor hands the plugin the packaged jar.
     */
    public static Path scenario(Path folder, String... replaced) {
        return scenario(folder, "flink", replaced);
    }

    /**
     * The same scenario measuring the hand-checked Prometheus answers in {@code prometheus/} (twelve samples of one
     * job, {@code PrometheusHistoryTest} works them out) instead: {@code measured.prometheus: prometheus/*.json},
     * its lines then replaced pairwise by {@code replaced}.
     */
    public static Path prometheus(Path folder, String... replaced) {
        String[] all = new String[replaced.length + 2];
        all[0] = "flink: flink/*.json             # responses saved from Flink's REST API, one file per scrape";
        all[1] = "prometheus: prometheus/*.json   # Prometheus's query_range answers, one file per metric";
        System.arraycopy(replaced, 0, all, 2, replaced.length);
        return scenario(folder, "prometheus", all);
    }

    private static synchronized Path scenario(Path folder, String files, String... replaced) {
        try {
            URI measured = Measured.class.getResource("/measured").toURI();
            if ("jar".equals(measured.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(measured, Map.of())) {
                    return copied(jar.getPath("/measured"), files, folder, replaced);
                }
            }
            return copied(Path.of(measured), files, folder, replaced);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path copied(Path resources, String files, Path folder, String... replaced) throws IOException {
        Files.createDirectories(folder.resolve(files));
        try (Stream<Path> each = Files.list(resources.resolve(files))) {
            for (Path file : each.toList()) {
                Files.copy(file, folder.resolve(files).resolve(file.getFileName().toString()),
                        StandardCopyOption.REPLACE_EXISTING);
            }
        }
        String yaml = Files.readString(resources.resolve("measured.yml"));
        for (int i = 0; i < replaced.length; i += 2) {
            yaml = yaml.replace(replaced[i], replaced[i + 1]);
        }
        Path scenario = folder.resolve("measured.yml");
        Files.writeString(scenario, yaml);
        return scenario;
    }
}
