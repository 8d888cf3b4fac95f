package dev.checkpointreport.config;

import dev.checkpointreport.measured.Bounds;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredFrom;
import dev.checkpointreport.measured.Percentile;
import dev.checkpointreport.measured.SavedResponse;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the {@code measured} section: {@code flink}, a pattern or a list of patterns of responses saved from
 * Flink's REST API, or {@code spark}, of a Spark query's progress logs, or {@code prometheus}, of Prometheus's
 * {@code query_range} answers of Flink's reporter's metrics, or {@code kafkaStreams}, of a Kafka Streams app's
 * listener logs; {@code percentile}, {@code tolerance} and
 * {@code from}, which the run judges against the history it reads.
 * The files are those {@link DataFiles} found when the scenario was composed, named in the {@link MeasuredSpec} and
 * never opened here: the run reads them before anything is written, so a file its source's reader cannot read
 * fails the run.
 */
final class MeasuredReader {
    static final List<String> KEYS = List.of("flink", "spark", "prometheus", "kafkaStreams", "percentile",
            "tolerance", "from");
    private static final String FROM = "a checkpoint id such as 12, or a UTC time such as 2026-12-01T14:30:00Z";
    private static final DateTimeFormatter PAGE_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss[.SSS]")
            .withResolverStyle(ResolverStyle.STRICT).withZone(ZoneOffset.UTC);
    private static final Pattern PERCENT = Pattern.compile("([0-9]{1,5}(?:\\.[0-9]{1,3})?)\\s*%");
    private static final String TOLERANCE = "a percentage from 0% to " + Limits.MAX_TOLERANCE_PERCENT
            + "%, such as 50%";

    private MeasuredReader() {
    }

    /** The section, or {@code null} when the scenario has none. */
    static MeasuredSpec read(ConfigMapping root, DataFiles listed) throws ConfigException {
        Optional<ConfigNode> node = root.optional("measured");
        Optional<ConfigNode> budget = root.optional("state").isEmpty() ? Optional.empty()
                : root.section("state").optional("budget");
        Optional<ConfigNode> within = root.optional("objective").isEmpty() ? Optional.empty()
                : root.section("objective").optional("crossingWithin");
        Optional<ConfigNode> upward = root.optional("objective").isEmpty() ? Optional.empty()
                : root.section("objective").optional("failOnUpwardTrend");
        if (node.isEmpty()) {
            for (Optional<ConfigNode> trend : List.of(budget, within, upward)) {
                if (trend.isPresent()) {
                    throw trend.get().error("needs a measured section: it judges the forecast of a measured "
                            + "history's trend");
                }
            }
            return null;
        }
        ConfigMapping measured = node.get().asMapping();
        measured.allowOnly(KEYS);
        Percentile percentile = percentile(measured.optional("percentile"));
        Optional<ConfigNode> toleranceNode = measured.optional("tolerance");
        BigDecimal tolerance = null;
        if (toleranceNode.isPresent()) {
            if (root.optional("timing").isEmpty()) {
                throw toleranceNode.get().error("needs a timing section: the tolerance judges the model's predicted "
                        + "snapshot time and state size, which timing makes");
            }
            tolerance = tolerance(toleranceNode.get());
        }
        boolean spark = measured.optional("spark").isPresent();
        if (spark && measured.optional("flink").isPresent()) {
            throw measured.optional("spark").get().error("a scenario measures one job: name flink's saved responses "
                    + "or spark's progress logs, not both");
        }
        Optional<ConfigNode> prometheus = measured.optional("prometheus");
        if (prometheus.isPresent() && (spark || measured.optional("flink").isPresent())) {
            throw prometheus.get().error("a scenario measures one job from one kind of file: name prometheus's saved "
                    + "query_range answers, or " + (spark ? "spark's progress logs" : "flink's saved responses")
                    + ", not both");
        }
        Optional<ConfigNode> kafkaStreams = measured.optional("kafkaStreams");
        if (kafkaStreams.isPresent() && (spark || prometheus.isPresent() || measured.optional("flink").isPresent())) {
            throw kafkaStreams.get().error("a scenario measures one job from one kind of file: name kafkaStreams's "
                    + "listener logs, or one other source's files, not both");
        }
        HistorySource source = kafkaStreams.isPresent() ? HistorySource.KAFKA_STREAMS
                : spark ? HistorySource.SPARK : prometheus.isPresent() ? HistorySource.PROMETHEUS
                : HistorySource.FLINK_REST;
        if (source == HistorySource.FLINK_REST) {
            measured.required("flink", "a path or glob pattern of saved Flink responses, such as data/flink/*.json, "
                    + "or spark, of a Spark query's progress logs, or prometheus, of Prometheus's saved query_range "
                    + "answers");
        }
        List<SavedResponse> files = new ArrayList<>();
        for (DataFile file : listed.measured(source)) {
            files.add(new SavedResponse(file.real(), file.shown(), file.written()));
        }
        Optional<ConfigNode> from = measured.optional("from");
        return new MeasuredSpec(files, percentile, tolerance, measured.lineOf("tolerance"), source,
                from.isEmpty() ? null : from(from.get()), from.map(ConfigNode::file).orElse(null),
                measured.lineOf("from"),
                budget.isEmpty() ? null : Quantities.bytes(budget.get(), "a size in bytes above zero, such as 2GiB"),
                within.isEmpty() ? null : Quantities.duration(within.get(), true),
                within.isEmpty() ? 0 : root.section("objective").lineOf("crossingWithin"),
                upward.isPresent() && upward.get().asBoolean(),
                upward.isEmpty() ? 0 : root.section("objective").lineOf("failOnUpwardTrend"));
    }

    /**
     * The files every pattern of a source's key ({@code measured.flink}, {@code spark} or {@code prometheus})
     * matches, each once, in the patterns' order, and the folders their walks crossed, each once: every pattern
     * walked once.
     */
    static MeasuredFiles.Matched matching(ConfigNode key) throws ConfigException {
        List<ConfigNode> patterns = key.isScalar() ? List.of(key) : key.asList("path or glob patterns");
        if (patterns.isEmpty()) {
            throw key.error("expected at least one path or glob pattern, found an empty list");
        }
        Map<Path, DataFile> files = new LinkedHashMap<>();
        Set<Path> folders = new LinkedHashSet<>();
        for (ConfigNode pattern : patterns) {
            MeasuredFiles.Matched matched = MeasuredFiles.matching(pattern, Bounds.MAX_FILES);
            for (DataFile file : matched.files()) {
                files.putIfAbsent(file.real(), file);
                if (files.size() > Bounds.MAX_FILES) {
                    throw pattern.error("the patterns match more than " + Bounds.MAX_FILES + " files; keep fewer "
                            + "saved files, or merge old ones");
                }
            }
            folders.addAll(matched.folders());
        }
        return new MeasuredFiles.Matched(List.copyOf(files.values()), List.copyOf(folders));
    }

    private static Percentile percentile(Optional<ConfigNode> node) throws ConfigException {
        if (node.isEmpty()) {
            return Defaults.PERCENTILE;
        }
        Percentile percentile = node.get().isScalar() ? Percentile.of(node.get().text()) : null;
        if (percentile == null) {
            throw node.get().expected("p50, p90, p99 or max");
        }
        return percentile;
    }

    /** A whole number is a checkpoint id; text is a time, ISO-8601 with its offset or as the page writes it (UTC). */
    private static MeasuredFrom from(ConfigNode node) throws ConfigException {
        if (!node.isText()) {
            return new MeasuredFrom(node.asWholeNumber(FROM, 0, Bounds.MAX_CHECKPOINT_ID), null);
        }
        String text = node.text().strip();
        try {
            return new MeasuredFrom(null, OffsetDateTime.parse(text).toInstant().toEpochMilli());
        } catch (DateTimeParseException notIso) {
            try {
                return new MeasuredFrom(null, Instant.from(PAGE_TIME.parse(text)).toEpochMilli());
            } catch (DateTimeParseException notPage) {
                throw node.expected(FROM);
            }
        }
    }

    private static BigDecimal tolerance(ConfigNode node) throws ConfigException {
        Matcher percent = node.isText() ? PERCENT.matcher(node.text().strip()) : null;
        if (percent == null || !percent.matches()) {
            throw node.expected(TOLERANCE);
        }
        BigDecimal value = new BigDecimal(percent.group(1));
        if (value.compareTo(BigDecimal.valueOf(Limits.MAX_TOLERANCE_PERCENT)) > 0) {
            throw node.error("expected " + TOLERANCE + ", found " + node.shown());
        }
        return value.movePointLeft(2);
    }
}
