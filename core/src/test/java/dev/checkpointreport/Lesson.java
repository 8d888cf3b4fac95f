package dev.checkpointreport;

import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.ConfigLoader;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.run.ScenarioRun;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The lesson's scenario (seed 000), read from {@code lesson.yml} on the test classpath. */
public final class Lesson {

    /** The lesson's {@code source} section, for tests that put a file in its place. */
    public static final String GENERATOR = """
            source:
              generator: meter-readings
              seed: 20260218
              subscribers: 200
              periods: 2026-01..2026-12
            """;

    private Lesson() {
    }

    public static String yaml() {
        return resource("/lesson.yml");
    }

    /** The lesson with every number its text prints claimed, {@code lesson-claims.yml} appended; claims: is line 20. */
    public static String yamlWithClaims() {
        return yaml() + resource("/lesson-claims.yml");
    }

    private static String resource(String name) {
        try (InputStream in = Lesson.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static CheckpointConfig config() {
        try {
            return ConfigLoader.parse("lesson.yml", yaml());
        } catch (ConfigException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    public static Analysis analysis() {
        return ScenarioRun.tables(config());
    }

    /**
     * The lesson's YAML with some text replaced, for scenarios next to the lesson's.
     *
     * @param replacements pairs of the text to find and its replacement
     */
    public static String yamlWith(String... replacements) {
        String yaml = yaml();
        for (int i = 0; i < replacements.length; i += 2) {
            if (!yaml.contains(replacements[i])) {
                throw new AssertionError("lesson.yml has no " + replacements[i]);
            }
            yaml = yaml.replace(replacements[i], replacements[i + 1]);
        }
        return yaml;
    }

    /** The lesson with its generator replaced by {@code file} (events, or counts when its name says so) and {@code keys}. */
    public static String fileSource(String file, String... keys) {
        String kind = file.startsWith("counts") ? "counts" : "events";
        return yamlWith(GENERATOR, "source:\n  " + kind + ": " + file + "\n  periods: 2026-01..2026-12\n"
                + (keys.length == 0 ? "" : "  " + String.join("\n  ", keys) + "\n"));
    }

    public static Analysis analysisWith(String... replacements) {
        try {
            return ScenarioRun.tables(ConfigLoader.parse("lesson.yml", yamlWith(replacements)));
        } catch (ConfigException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
