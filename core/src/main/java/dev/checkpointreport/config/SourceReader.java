package dev.checkpointreport.config;

import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.CountsSpec;
import dev.checkpointreport.source.EventColumns;
import dev.checkpointreport.source.EventTime;
import dev.checkpointreport.source.EventsSpec;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Reads the {@code source} section: the lesson's generator, an events file ({@code events:}) or an
 * engine's counts ({@code counts:}). A file, judged when the scenario was composed ({@link DataFiles}), is named
 * ({@link #named}) and never opened here: the run counts it, in one streaming pass, and hands the counts back
 * ({@link #read}), because its periods are the scenario's periods, which the rest of the configuration is checked
 * against.
 */
final class SourceReader {
    private static final List<String> GENERATOR_KEYS = List.of("generator", "seed", "subscribers", "periods");
    private static final List<String> EVENTS_KEYS = List.of("events", "format", "key", "time", "periodStart", "period",
            "periods", "labels", "id", "partition", "maxBadLines");
    private static final List<String> COUNTS_KEYS = List.of("counts", "periods");

    private SourceReader() {
    }

    /**
     * The file the section names, judged and not opened, for the run to count; {@link NamedSource#GENERATOR} for
     * the generator, whose keys {@link #read} judges.
     */
    static NamedSource named(ConfigMapping root, int workers, DataFiles files) throws ConfigException {
        ConfigMapping source = root.section("source");
        if (source.optional("events").isPresent()) {
            source.allowOnly(EVENTS_KEYS);
            return new NamedSource(events(root, source, workers, files.events()), null);
        }
        if (source.optional("counts").isPresent()) {
            source.allowOnly(COUNTS_KEYS);
            return new NamedSource(null, counts(source, workers, files.counts()));
        }
        return NamedSource.GENERATOR;
    }

    /**
     * The section, judged against {@code counted}, what the run counted from the file {@link #named} gave; {@code
     * null} for the generator.
     */
    static SourceSpec read(ConfigMapping root, DataFiles files, CountedSource counted) throws ConfigException {
        ConfigMapping source = root.section("source");
        boolean named = source.optional("events").isPresent() || source.optional("counts").isPresent();
        if (named != (counted != null)) {
            throw new IllegalArgumentException(named ? "a source file is counted by the run first (run.ScenarioRun.load)"
                    : "the generator's scenario is given counts of a file");
        }
        if (source.optional("events").isPresent()) {
            SourceSpec section = counted(source, source.optional("events").get(), counted);
            return section.shown(shownPeriods(source, section.periods()));
        }
        if (source.optional("counts").isPresent()) {
            ConfigNode fileNode = source.optional("counts").get();
            if (!counted.keysKnown() && root.optional("timing").isPresent()) {
                throw fileNode.error("the timing section needs the state entries per worker: add a keys column to "
                        + files.counts().shown());
            }
            return counted(source, fileNode, counted);
        }
        source.allowOnly(GENERATOR_KEYS);
        return generated(source);
    }

    private static SourceSpec generated(ConfigMapping source) throws ConfigException {
        String generator = generator(source);
        Optional<ConfigNode> seedNode = source.optional("seed");
        long seed = seedNode.isEmpty() ? Defaults.SEED
                : seedNode.get().asWholeNumber("a whole number", 0, Limits.MAX_SEED);
        ConfigNode subscribersNode = source.required("subscribers", "a number of subscribers");
        int subscribers = (int) subscribersNode.asWholeNumber("a whole number of subscribers of at least 1", 1,
                Limits.MAX_SUBSCRIBERS);
        List<String> periods = Periods.read(source.required("periods", "a range of months or a list of labels"));
        if ((long) subscribers * periods.size() > Limits.MAX_RECORDS) {
            throw subscribersNode.error(subscribers + " subscribers × " + periods.size() + " periods is "
                    + (long) subscribers * periods.size() + " records; at most " + Limits.MAX_RECORDS
                    + " are generated in a build");
        }
        return new SourceSpec(generator, seed, subscribers, periods,
                StateExtent.generated(subscribers, periods.size()));
    }

    private static String generator(ConfigMapping source) throws ConfigException {
        Optional<ConfigNode> node = source.optional("generator");
        if (node.isEmpty()) {
            return Defaults.GENERATOR;
        }
        String generator = node.get().asText("a generator name");
        if (!generator.equals(Defaults.GENERATOR)) {
            throw node.get().error("expected '" + Defaults.GENERATOR + "' (the lesson's meter stream, the only "
                    + "generator), found '" + node.get().shown() + "'");
        }
        return generator;
    }

    private static SourceSpec counted(ConfigMapping source, ConfigNode fileNode, CountedSource counted)
            throws ConfigException {
        if (counted.periods().size() < 2) {
            throw fileNode.error("the file holds " + counted.periods().size() + " period" + (counted.periods().size() == 1
                    ? "" : "s") + "; expected at least 2 (the first one produces no rows)");
        }
        long heldKeys = 0;
        for (int worker = 0; worker < counted.counts().workers(); worker++) {
            heldKeys += counted.counts().keysOf(worker);
        }
        StateExtent extent = new StateExtent(heldKeys, counted.counts().totalRows(), "the keys of " + counted.file());
        return new SourceSpec(null, 0, (int) Math.min(counted.distinctKeys(), Integer.MAX_VALUE), counted.periods(),
                extent);
    }

    /**
     * The page's labels of periods bucketed by time ({@code source.labels}, or the shortest form); declared
     * labels, and those of a period column, are shown as written.
     */
    private static List<String> shownPeriods(ConfigMapping source, List<String> periods) throws ConfigException {
        Optional<ConfigNode> labels = source.optional("labels");
        if (source.optional("time").isEmpty() || source.optional("periods").isPresent()) {
            if (labels.isPresent()) {
                throw labels.get().error("applies to periods bucketed by time, without source.periods: other "
                        + "labels are shown as written");
            }
            return periods;
        }
        return PeriodNames.of(periods, labels);
    }

    private static EventsSpec events(ConfigMapping root, ConfigMapping source, int workers, DataFile file)
            throws ConfigException {
        ConfigNode fileNode = source.optional("events").get();
        boolean jsonLines = jsonLines(source.optional("format"), file, fileNode);
        String key = source.required("key", "the column or field that holds the state key").asText("a column name");
        Optional<ConfigNode> time = source.optional("time");
        Optional<ConfigNode> period = source.optional("period");
        if (time.isPresent() == period.isPresent()) {
            throw (time.isPresent() ? period.get() : fileNode).error(time.isPresent()
                    ? "give time or period, not both" : "missing time or period: the column that places an event in "
                    + "its period (time: a timestamp column, period: a column of period labels)");
        }
        Long start = null;
        long periodMillis = 0;
        if (time.isPresent()) {
            start = periodStart(source.required("periodStart", "the start of the first period, such as "
                    + "2026-01-01T00:00:00Z"));
            periodMillis = periodMillis(root);
        } else if (source.optional("periodStart").isPresent()) {
            throw source.optional("periodStart").get().error("applies to time only: a period column holds labels");
        }
        String when = (time.isPresent() ? time : period).get().asText("a column name");
        EventColumns columns = new EventColumns(key, when, optionalName(source, "id"), optionalName(source, "partition"));
        long maxBadLines = source.optional("maxBadLines").isPresent() ? source.optional("maxBadLines").get()
                .asWholeNumber("a whole number of lines", 0, Limits.MAX_BAD_LINES) : 0;
        return new EventsSpec(file.real(), file.shown(), file.written(), jsonLines, file.gzip(), columns,
                start, periodMillis, declaredPeriods(source), maxBadLines, workers, Limits.MAX_PERIODS, Limits.MAX_IDS);
    }

    private static CountsSpec counts(ConfigMapping source, int workers, DataFile file) throws ConfigException {
        return new CountsSpec(file.real(), file.shown(), file.written(), file.gzip(), declaredPeriods(source), workers,
                Limits.MAX_PERIODS, Limits.MAX_STATE_ROWS);
    }

    private static boolean jsonLines(Optional<ConfigNode> format, DataFile file, ConfigNode fileNode)
            throws ConfigException {
        if (format.isPresent()) {
            String name = format.get().asText("csv or jsonl");
            if (!name.equals("csv") && !name.equals("jsonl")) {
                throw format.get().expected("csv or jsonl");
            }
            return name.equals("jsonl");
        }
        String plain = file.plainName();
        if (plain.endsWith(".csv")) {
            return false;
        }
        if (plain.endsWith(".jsonl") || plain.endsWith(".ndjson")) {
            return true;
        }
        throw fileNode.error("cannot tell the format from the name '" + fileNode.shown() + "'; name it .csv, .jsonl "
                + "or .ndjson (then .gz if compressed), or set source.format: csv or jsonl");
    }

    private static String optionalName(ConfigMapping source, String key) throws ConfigException {
        Optional<ConfigNode> node = source.optional(key);
        return node.isPresent() ? node.get().asText("a column name") : null;
    }

    private static List<String> declaredPeriods(ConfigMapping source) throws ConfigException {
        Optional<ConfigNode> node = source.optional("periods");
        return node.isPresent() ? Periods.read(node.get()) : null;
    }

    private static long periodStart(ConfigNode node) throws ConfigException {
        Long millis = EventTime.millis(node.asLabel());
        if (millis == null) {
            throw node.expected(EventTime.EXPECTED);
        }
        return millis;
    }

    /** {@code timing.periodLength} in whole milliseconds: times are bucketed by it. */
    private static long periodMillis(ConfigMapping root) throws ConfigException {
        Optional<ConfigNode> timing = root.optional("timing");
        Optional<ConfigNode> length = timing.isPresent() ? timing.get().asMapping().optional("periodLength")
                : Optional.empty();
        ConfigNode node = length.isPresent() ? length.get()
                : root.synthetic("timing.periodLength", Defaults.PERIOD_LENGTH, Tag.STR);
        BigDecimal millis = Quantities.duration(node, true).multiply(BigDecimal.valueOf(1000));
        if (millis.stripTrailingZeros().scale() > 0 || millis.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw node.error("with source.time, a period must last a whole number of milliseconds, found "
                    + node.text());
        }
        return millis.longValueExact();
    }
}
