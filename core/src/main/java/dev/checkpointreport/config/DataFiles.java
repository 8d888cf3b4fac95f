package dev.checkpointreport.config;

import dev.checkpointreport.measured.HistorySource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The data files a scenario names ({@code source.events}, {@code source.counts}, every file a measured source's key
 * matches: {@code measured.flink}, {@code measured.spark} or {@code measured.prometheus}), found once when the scenario is composed, each judged ({@link DataFile}) and none opened: what the
 * folder rule keeps and an up-to-date check digests beside the scenario's own bytes, and exactly the files the run
 * then reads. A refusal is kept, not thrown: {@link ConfigLoader} throws it where it reads that key, so a
 * scenario's mistakes are said in the order of its keys, and a scenario that cannot be read names no file here
 * but fails its run.
 */
public final class DataFiles {
    private final Judged<DataFile> events;
    private final Judged<DataFile> counts;
    /** Each measured source's key that the scenario writes, by source, in the sources' order. */
    private final Map<HistorySource, Judged<MeasuredFiles.Matched>> measured;

    private DataFiles(Judged<DataFile> events, Judged<DataFile> counts,
                      Map<HistorySource, Judged<MeasuredFiles.Matched>> measured) {
        this.events = events;
        this.counts = counts;
        this.measured = measured;
    }

    /** The data files {@code scenario} names, as {@link ComposedScenario#dataFiles()} lists them. */
    public static List<Path> named(Path scenario) throws ConfigException {
        return ComposedScenario.read(scenario).dataFiles();
    }

    /** Judges, and for a glob walks once, every data file {@code root} names. */
    static DataFiles of(ConfigNode root) {
        Map<HistorySource, Judged<MeasuredFiles.Matched>> measured = new EnumMap<>(HistorySource.class);
        for (HistorySource source : HistorySource.values()) {
            Judged<MeasuredFiles.Matched> matched = judged(root, "measured", source.key(), MeasuredReader::matching);
            if (matched != null) {
                measured.put(source, matched);
            }
        }
        return new DataFiles(judged(root, "source", "events", DataFile::of), judged(root, "source", "counts",
                DataFile::of), measured);
    }

    /**
     * What {@code judge} makes of {@code section.key}, or why it refused; {@code null} without the key. A section of
     * the wrong shape names no file: the loader says what is wrong with it before it reads the key.
     */
    private static <T> Judged<T> judged(ConfigNode root, String section, String key, Judge<T> judge) {
        try {
            Optional<ConfigNode> part = child(root, section);
            Optional<ConfigNode> node = part.isPresent() ? child(part.get(), key) : Optional.empty();
            return node.isEmpty() ? null : new Judged<>(judge.of(node.get()), null);
        } catch (ConfigException e) {
            return new Judged<>(null, e);
        }
    }

    private static Optional<ConfigNode> child(ConfigNode node, String key) throws ConfigException {
        return node.isMapping() ? node.asMapping().optional(key) : Optional.empty();
    }

    /** Judges a node that names data files. */
    @FunctionalInterface
    private interface Judge<T> {
        T of(ConfigNode node) throws ConfigException;
    }

    /**
     * The files as the scenario names them: its folder joined with each path, absolute, links not resolved (the
     * run reads them resolved, as judged); then the folders a glob walked, whose time a scrape saved later changes.
     */
    List<Path> paths() {
        List<Path> paths = new ArrayList<>();
        for (Judged<DataFile> file : List.of(Judged.of(events), Judged.of(counts))) {
            if (file.value() != null) {
                paths.add(Path.of(file.value().shown()).toAbsolutePath());
            }
        }
        for (Judged<MeasuredFiles.Matched> matched : measured.values()) {
            if (matched.value() != null) {
                for (DataFile file : matched.value().files()) {
                    paths.add(Path.of(file.shown()).toAbsolutePath());
                }
                paths.addAll(matched.value().folders());
            }
        }
        return List.copyOf(paths);
    }

    /** The judged {@code source.events} file, or its refusal. */
    DataFile events() throws ConfigException {
        return Judged.of(events).get();
    }

    /** The judged {@code source.counts} file, or its refusal. */
    DataFile counts() throws ConfigException {
        return Judged.of(counts).get();
    }

    /**
     * The files {@code source}'s key under {@code measured} matched, or the refusal of its patterns; none without
     * the key.
     */
    List<DataFile> measured(HistorySource source) throws ConfigException {
        Judged<MeasuredFiles.Matched> matched = measured.get(source);
        return matched == null ? List.of() : matched.get().files();
    }

    /** A file judged, or why it was refused. */
    private record Judged<T>(T value, ConfigException refusal) {
        static <T> Judged<T> of(Judged<T> judged) {
            return judged == null ? new Judged<>(null, null) : judged;
        }

        T get() throws ConfigException {
            if (refusal != null) {
                throw refusal;
            }
            return value;
        }
    }
}
