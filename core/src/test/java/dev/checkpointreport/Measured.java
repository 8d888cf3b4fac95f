package dev.checkpointreport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/**
 * The measured scenario for tests: {@code src/test/resources/measured/measured.yml}, the lesson's timing beside
 * the hand-checked Flink responses in {@code flink/}, copied into a folder of the test's own.
 */
public final class Measured {
    private Measured() {
    }

    /** Copies the scenario, its lines replaced pairwise by {@code replaced}, and its responses into {@code folder}. */
    public static Path scenario(Path folder, String... replaced) {
        try {
            Path resources = Path.of(Measured.class.getResource("/measured").toURI());
            Files.createDirectories(folder.resolve("flink"));
            try (Stream<Path> files = Files.list(resources.resolve("flink"))) {
                for (Path file : files.toList()) {
                    Files.copy(file, folder.resolve("flink").resolve(file.getFileName()),
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
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
