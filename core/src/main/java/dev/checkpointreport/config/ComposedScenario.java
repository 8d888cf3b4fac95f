package dev.checkpointreport.config;

import java.nio.file.Path;
import java.util.List;

/**
 * A scenario file read once and composed into YAML nodes, for everything a written report asks of it: the data
 * files it names ({@link DataFiles}), the bytes the inputs' digest takes (those the run reads, not the file's
 * bytes a moment later), and the run ({@link ConfigLoader#load(ComposedScenario)}).
 */
public final class ComposedScenario {
    private final Path file;
    private final byte[] bytes;
    private final ConfigNode root;

    private ComposedScenario(Path file, byte[] bytes, ConfigNode root) {
        this.file = file;
        this.bytes = bytes;
        this.root = root;
    }

    /** Reads and composes {@code file}, refused as {@link ConfigLoader#load(Path)} refuses it. */
    public static ComposedScenario read(Path file) throws ConfigException {
        String name = file.toString();
        byte[] bytes = ScenarioFile.bytes(file);
        return new ComposedScenario(file, bytes, YamlDocument.compose(name, ScenarioFile.text(name, bytes)));
    }

    public Path file() {
        return file;
    }

    /** The file's bytes as they were read. */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** The data files the scenario names ({@link DataFiles#named(Path)}); none when its nodes name none or are amiss. */
    public List<Path> dataFiles() {
        try {
            return DataFiles.named(root.asMapping());
        } catch (ConfigException e) {
            return List.of();
        }
    }

    ConfigNode root() {
        return root;
    }
}
