package dev.checkpointreport.config;

import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.source.CountedSource;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a checkpoint-report YAML file into a validated {@link CheckpointConfig}. The YAML is composed
 * into nodes with SnakeYAML Engine, so every key keeps its line for the error messages. It opens no data file: it
 * names the source's file ({@link #source}), is handed what the run counted from it ({@link #load}), and names the
 * measured files for the run to read.
 */
public final class ConfigLoader {
    /** The problem of a configuration file that is not there. */
    public static final String NO_SUCH_FILE = "the configuration file does not exist";
    private static final String CRITERIA = "'expected' or 'worst'";

    private ConfigLoader() {
    }

    /**
     * The data file the {@code source} section of {@code scenario} names, judged and not opened: the run counts it
     * and hands the counts to {@link #load}. The keys before it are judged first, so a scenario's mistakes are said
     * in the order of its keys.
     */
    public static NamedSource source(ComposedScenario scenario) throws ConfigException {
        ConfigMapping root = scenario.root().asMapping();
        return SourceReader.named(root, head(root).workers(), scenario.files());
    }

    /**
     * The scenario read and composed by {@link ComposedScenario#read}, validated against {@code counted}, what the
     * run counted from the file {@link #source} named ({@code null} for the generator). The measured section names
     * the files it matched when the scenario was composed, and no others; the run reads them.
     */
    public static CheckpointConfig load(ComposedScenario scenario, CountedSource counted) throws ConfigException {
        return read(scenario.file().toString(), scenario.root(), scenario.files(), counted);
    }

    /**
     * Parses {@code text} as the contents of {@code file}, a scenario of the lesson's generator; the name is used
     * in messages only. A scenario that names a data file is loaded from its file, by the run that reads it
     * ({@code run.ScenarioRun.load}).
     */
    public static CheckpointConfig parse(String file, String text) throws ConfigException {
        ConfigNode rootNode = YamlDocument.compose(file, text);
        DataFiles files = DataFiles.of(rootNode);
        ConfigMapping root = rootNode.asMapping();
        NamedSource named = SourceReader.named(root, head(root).workers(), files);
        if (named.named()) {
            throw new IllegalArgumentException(readsNoData(named.shown()));
        }
        CheckpointConfig config = read(file, rootNode, files, null);
        if (config.measured() != null && !config.measured().responses().isEmpty()) {
            throw new IllegalArgumentException(readsNoData(config.measured().responses().get(0).shown()));
        }
        return config;
    }

    private static String readsNoData(String file) {
        return "a scenario parsed from text reads no data file, found " + file + "; load it from its file";
    }

    /** The title and the workers, the keys before {@code source}. */
    private record Head(String title, int workers) {
    }

    private static Head head(ConfigMapping root) throws ConfigException {
        root.allowOnly(List.of("title", "source", "failure", "checkpoint", "workers", "decision", "timing", "state",
                "storage", "objective", "claims", "measured"));

        String title = root.optional("title").isPresent()
                ? root.optional("title").get().asText("a title") : Defaults.TITLE;
        int titleChars = title.codePointCount(0, title.length());
        if (titleChars > Limits.MAX_TITLE_CHARS) {
            throw root.optional("title").get().error("expected at most " + Limits.MAX_TITLE_CHARS
                    + " characters, found " + titleChars);
        }

        int workers = root.optional("workers").isPresent()
                ? (int) root.optional("workers").get().asWholeNumber("a whole number of workers of at least 1", 1,
                        Limits.MAX_WORKERS)
                : Defaults.WORKERS;
        return new Head(title, workers);
    }

    private static CheckpointConfig read(String file, ConfigNode rootNode, DataFiles files, CountedSource counted)
            throws ConfigException {
        ConfigMapping root = rootNode.asMapping();
        Head head = head(root);
        int workers = head.workers();
        SourceSpec source = SourceReader.read(root, files, counted);
        List<String> periods = source.periods();

        ConfigMapping failure = root.section("failure");
        failure.allowOnly(List.of("period", "probabilities", "mtbf"));
        String failurePeriod = failurePeriod(failure.required("period", "one of the periods"), periods);
        List<BigDecimal> probabilities = probabilities(failure.required("probabilities", "a list of probabilities"));

        ConfigMapping checkpoint = root.section("checkpoint");
        checkpoint.allowOnly(List.of("intervals", "stateRows"));
        IntervalList.Listing listing = IntervalList.read(checkpoint.required("intervals", "a list of intervals"));
        List<Interval> intervals = listing.intervals();
        long stateRows = checkpoint.required("stateRows", "the rows one checkpoint holds")
                .asWholeNumber("a whole number of rows of at least 1", 1, Limits.MAX_STATE_ROWS);

        Decision decision = root.optional("decision").isPresent()
                ? decision(root.optional("decision").get().asMapping(), intervals) : null;

        return new CheckpointConfig(head.title(), source.generator(), source.seed(), source.subscribers(), periods,
                failurePeriod, probabilities, intervals, listing.places(), stateRows, workers, decision,
                TimingReader.read(root, source.extent()), ClaimsReader.read(root, periods, intervals),
                file, root.lineOf("decision"), source.shownPeriods(), MeasuredReader.read(root, files));
    }

    static String failurePeriod(ConfigNode node, List<String> periods) throws ConfigException {
        String label = node.asLabel();
        int index = periods.indexOf(label);
        String range = VisibleText.visible(periods.get(1)) + " to " + VisibleText.visible(periods.get(periods.size() - 1));
        if (index < 0) {
            throw node.error("expected one of the periods " + range + ", found '" + node.shown() + "'");
        }
        if (index == 0) {
            throw node.error("'" + node.shown() + "' is the first period, which produces no rows (consumption needs the "
                    + "previous reading); expected one of " + range);
        }
        return label;
    }

    private static List<BigDecimal> probabilities(ConfigNode node) throws ConfigException {
        List<ConfigNode> items = node.asList("probabilities between 0 and 1");
        if (items.isEmpty() || items.size() > Limits.MAX_PROBABILITIES) {
            throw node.error("expected 1 to " + Limits.MAX_PROBABILITIES + " probabilities, found " + items.size());
        }
        List<BigDecimal> probabilities = new ArrayList<>();
        for (ConfigNode item : items) {
            probabilities.add(probability(item));
        }
        return probabilities;
    }

    private static BigDecimal probability(ConfigNode node) throws ConfigException {
        BigDecimal p = node.asNumber("a probability between 0 and 1");
        if (p.signum() < 0 || p.compareTo(BigDecimal.ONE) > 0) {
            throw node.error("expected a probability between 0 and 1, found " + node.text());
        }
        return p;
    }

    private static Decision decision(ConfigMapping decision, List<Interval> intervals) throws ConfigException {
        decision.allowOnly(List.of("interval", "probability", "criterion"));
        Interval interval = IntervalList.oneOf(decision.required("interval", "one of checkpoint.intervals"), intervals);
        Criterion criterion = criterion(decision.optional("criterion"));
        BigDecimal probability = null;
        if (criterion == Criterion.EXPECTED) {
            probability = probability(decision.required("probability", "the failure probability the choice is for"));
        } else if (decision.optional("probability").isPresent()) {
            // the gate judges by the worst failure period; a probability here would only be shown, as if it counted
            throw decision.optional("probability").get().error("not used with criterion worst, which judges an "
                    + "interval by its worst failure period whatever the probability; remove it, or set criterion: "
                    + "expected");
        }
        return new Decision(interval, probability, criterion);
    }

    private static Criterion criterion(Optional<ConfigNode> node) throws ConfigException {
        if (node.isEmpty()) {
            return Defaults.CRITERION;
        }
        String text = node.get().asText(CRITERIA);
        List<String> keys = new ArrayList<>();
        for (Criterion criterion : Criterion.values()) {
            if (criterion.key().equals(text.toLowerCase(Locale.ROOT))) {
                return criterion;
            }
            keys.add(criterion.key());
        }
        throw node.get().error("expected " + CRITERIA + ", found '" + node.get().shown() + "'"
                + ConfigMapping.nearest(text, keys));
    }
}
