package dev.checkpointreport.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The data files a scenario reads ({@code source.events}, {@code source.counts}, every file {@code measured.flink}
 * matches), found without counting
 * them: what an up-to-date check must digest beside the scenario's own bytes. The file is read and composed
 * under the same bounds as {@link ConfigLoader}; a scenario it cannot read names no file here, and the run
 * that follows says what is wrong with it.
 */
public final class DataFiles {

    private DataFiles() {
    }

    /**
     * The data files {@code scenario} names, as it names them: its folder joined with each path, absolute, links
     * not resolved (whoever reads them resolves them then); none when it names none or cannot be read.
     */
    public static List<Path> named(Path scenario) {
        try {
            return ComposedScenario.read(scenario).dataFiles();
        } catch (ConfigException e) {
            return List.of();
        }
    }

    /** The data files the scenario composed as {@code root} names, as {@link #named(Path)} finds them. */
    static List<Path> named(ConfigMapping root) throws ConfigException {
        List<Path> files = new ArrayList<>();
        Optional<ConfigNode> source = root.optional("source");
        if (source.isPresent()) {
            ConfigMapping section = source.get().asMapping();
            for (String key : List.of("events", "counts")) {
                Optional<ConfigNode> file = section.optional(key);
                if (file.isPresent()) {
                    files.add(Path.of(DataFile.of(file.get()).shown()).toAbsolutePath());
                }
            }
        }
        Optional<ConfigNode> measured = root.optional("measured");
        Optional<ConfigNode> flink = measured.isPresent() && measured.get().asMapping().optional("flink").isPresent()
                ? measured.get().asMapping().optional("flink") : Optional.empty();
        if (flink.isPresent()) {
            for (DataFile file : MeasuredReader.files(flink.get())) {
                files.add(Path.of(file.shown()).toAbsolutePath());
            }
            // a scrape saved later adds a file, which changes the time of the folder it lands in
            files.addAll(MeasuredReader.folders(flink.get()));
        }
        return files;
    }
}
