package dev.checkpointreport.config;

import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Decision;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.CountsSpec;
import dev.checkpointreport.source.EventsSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a checkpoint-report YAML file into a validated {@link CheckpointConfig}. The YAML is composed
 * into nodes with SnakeYAML Engine, so every key keeps its line for the error messages.
 */
public final class ConfigLoader {
    /** The problem of a configuration file that is not there. */
    public static final String NO_SUCH_FILE = "the configuration file does not exist";

    /** The reader of a scenario parsed from text, which a data file cannot be relative to. */
    private static final DataReader NO_DATA = new DataReader() {
        @Override
        public CountedSource count(EventsSpec events) {
            throw new IllegalArgumentException(refused(events.shown()));
        }

        @Override
        public CountedSource read(CountsSpec counts) {
            throw new IllegalArgumentException(refused(counts.shown()));
        }

        @Override
        public Measurements read(List<SavedResponse> responses) {
            throw new IllegalArgumentException(refused(responses.get(0).shown()));
        }

        @Override
        public Measurements readSpark(List<SavedResponse> logs) {
            return read(logs);
        }

        private String refused(String file) {
            return "a scenario parsed from text reads no data file, found " + file + "; load it from its file";
        }
    };

    private ConfigLoader() {
    }

    /**
     * The scenario read and composed by {@link ComposedScenario#read}, validated; the data files it named when it
     * was composed are read by {@code reader}, and no others.
     */
    public static CheckpointConfig load(ComposedScenario scenario, DataReader reader) throws ConfigException {
        return read(scenario.file().toString(), scenario.root(), scenario.files(), reader);
    }

    /**
     * Parses {@code text} as the contents of {@code file}, a scenario of the lesson's generator; the name is used
     * in messages only. A scenario that names a data file is loaded from its file, by the run that reads it
     * ({@code run.ScenarioRun.load}).
     */
    public static CheckpointConfig parse(String file, String text) throws ConfigException {
        ConfigNode root = YamlDocument.compose(file, text);
        return read(file, root, DataFiles.of(root), NO_DATA);
    }

    private static CheckpointConfig read(String file, ConfigNode rootNode, DataFiles files, DataReader reader)
            throws ConfigException {
        ConfigMapping root = rootNode.asMapping();
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
        SourceSpec source = SourceReader.read(root, workers, files, reader);
        List<String> periods = source.periods();

        ConfigMapping failure = root.section("failure");
        failure.allowOnly(List.of("period", "probabilities", "mtbf"));
        String failurePeriod = failurePeriod(failure.required("period", "one of the periods"), periods);
        List<BigDecimal> probabilities = probabilities(failure.required("probabilities", "a list of probabilities"));

        ConfigMapping checkpoint = root.section("checkpoint");
        checkpoint.allowOnly(List.of("intervals", "stateRows"));
        List<Interval> intervals = IntervalList.read(checkpoint.required("intervals", "a list of intervals"));
        long stateRows = checkpoint.required("stateRows", "the rows one checkpoint holds")
                .asWholeNumber("a whole number of rows of at least 1", 1, Limits.MAX_STATE_ROWS);

        Decision decision = root.optional("decision").isPresent()
                ? decision(root.optional("decision").get().asMapping(), intervals) : null;

        return new CheckpointConfig(title, source.generator(), source.seed(), source.subscribers(), periods,
                failurePeriod, probabilities, intervals, stateRows, workers, decision,
                TimingReader.read(root, source.extent()), ClaimsReader.read(root, periods, intervals),
                source.counted(), file, root.lineOf("decision"), source.shownPeriods(), MeasuredReader.read(root, files, reader));
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
            probability = probability(decision.optional("probability").get());
        }
        return new Decision(interval, probability, criterion);
    }

    private static Criterion criterion(Optional<ConfigNode> node) throws ConfigException {
        if (node.isEmpty()) {
            return Defaults.CRITERION;
        }
        String text = node.get().asText("expected or worst");
        for (Criterion criterion : Criterion.values()) {
            if (criterion.key().equals(text.toLowerCase(Locale.ROOT))) {
                return criterion;
            }
        }
        throw node.get().expected("expected or worst");
    }
}
