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
        return copiedScenario(folder, "flink", replaced);
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
        return copiedScenario(folder, "prometheus", all);
    }

    private static synchronized Path copiedScenario(Path folder, String files, String... replaced) {
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

    /**
     * The measured scenario with a third scrape of {@code /checkpoints} ten seconds after the second: Flink counts
     * 3 failed (the history lists checkpoint 7 alone), checkpoint 14 completed and 15 in progress, so that 11 to 13
     * are never seen; beside it {@code jobmanager-config.txt} says Flink keeps 20 checkpoints, and the scenario's
     * pattern matches it.
     */
    public static synchronized Path withGaps(Path folder) {
        Path scenario = scenario(folder, "flink: flink/*.json ", "flink: [flink/*.json, flink/jobmanager-config.txt] ");
        long t0 = 1_767_225_600_000L;
        String third = "{\"counts\":{\"restored\":1,\"total\":15,\"in_progress\":1,\"completed\":11,\"failed\":3},"
                + "\"summary\":{},\"history\":[{\"id\":15,\"status\":\"IN_PROGRESS\",\"trigger_timestamp\":"
                + (t0 + 15_000) + ",\"latest_ack_timestamp\":-1},{\"id\":14,\"status\":\"COMPLETED\","
                + "\"is_savepoint\":false,\"trigger_timestamp\":" + (t0 + 14_000) + ",\"latest_ack_timestamp\":"
                + (t0 + 14_300) + ",\"end_to_end_duration\":300,\"state_size\":8000,\"checkpointed_size\":500}]}";
        try {
            Files.writeString(folder.resolve("flink/checkpoints-2026-01-01T0020.json"), third);
            Files.writeString(folder.resolve("flink/jobmanager-config.txt"),
                    "[{\"key\":\"web.checkpoints.history\",\"value\":\"20\"}]");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return scenario;
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
