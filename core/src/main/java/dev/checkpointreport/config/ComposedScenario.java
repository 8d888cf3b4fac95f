package dev.checkpointreport.config;

import java.nio.file.Path;
import java.util.List;

/**
 * A scenario file read once and composed into YAML nodes, for everything a written report asks of it: the data
 * files it names ({@link DataFiles}, each glob walked once, here), the bytes the inputs' digest takes (those the
 * run reads, not the file's bytes a moment later), and the run ({@code run.ScenarioRun}), which reads those data
 * files and no others.
 */
public final class ComposedScenario {
    private final Path file;
    private final byte[] bytes;
    private final ConfigNode root;
    private final DataFiles dataFiles;

    private ComposedScenario(Path file, byte[] bytes, ConfigNode root) {
        this.file = file;
        this.bytes = bytes;
        this.root = root;
        this.dataFiles = DataFiles.of(root);
    }

    /** Reads and composes {@code file}: a regular file of at most {@link Limits#MAX_FILE_BYTES} bytes. */
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

    /**
     * The data files the scenario names, found when it was composed and exactly those its run reads: a file, or a
     * folder a glob walked ({@link DataFiles}). One refused, or named by a key of the wrong shape, is not listed:
     * the run says why, as {@link ConfigLoader} reaches its key.
     */
    public List<Path> dataFiles() {
        return dataFiles.paths();
    }

    ConfigNode root() {
        return root;
    }

    DataFiles files() {
        return dataFiles;
    }
}
