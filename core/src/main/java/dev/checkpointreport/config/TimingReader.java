package dev.checkpointreport.config;

import dev.checkpointreport.timing.Dedup;
import dev.checkpointreport.timing.StateSpec;
import dev.checkpointreport.timing.TimingSpec;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.nodes.Tag;

/**
 * Reads the optional sections that turn rows into seconds: {@code timing}, {@code state},
 * {@code storage} and {@code objective}, and the key {@code failure.mtbf}. Without {@code timing} none of
 * the others may appear.
 */
final class TimingReader {
    static final List<String> SECTIONS = List.of("timing", "state", "storage", "objective");

    private TimingReader() {
    }

    /**
     * The timing of the scenario, or {@code null} when the file has no {@code timing} section. The
     * source's keys and rows bound the state it can grow to.
     */
    static TimingSpec read(ConfigMapping root, StateExtent extent) throws ConfigException {
        Optional<ConfigNode> timingNode = root.optional("timing");
        Optional<ConfigNode> mtbfNode = root.section("failure").optional("mtbf");
        if (timingNode.isEmpty()) {
            if (mtbfNode.isPresent()) {
                throw mtbfNode.get().error("needs a timing section (periodLength, capacity, detection) to turn the "
                        + "mean time between failures into a checkpoint interval");
            }
            for (String section : SECTIONS) {
                if (root.optional(section).isPresent()) {
                    throw root.optional(section).get().error("needs a timing section (periodLength, capacity, "
                            + "detection) to turn rows into seconds");
                }
            }
            return null;
        }
        ConfigMapping timing = timingNode.get().asMapping();
        timing.allowOnly(List.of("periodLength", "capacity", "detection"));
        BigDecimal periodLength = Quantities.duration(value(timing, "periodLength", Defaults.PERIOD_LENGTH), true);
        BigDecimal capacity = capacity(timing.optional("capacity"));
        BigDecimal detection = Quantities.duration(value(timing, "detection", Defaults.DETECTION), false);

        ConfigMapping storage = section(root, "storage");
        storage.allowOnly(List.of("readRate", "writeRate"));
        BigDecimal readRate = Quantities.rate(value(storage, "readRate", Defaults.READ_RATE));
        BigDecimal writeRate = Quantities.rate(value(storage, "writeRate", Defaults.WRITE_RATE));

        ConfigMapping objective = section(root, "objective");
        objective.allowOnly(List.of("recoveryTime", "crossingWithin", "failOnUpwardTrend"));
        BigDecimal recoveryTime = objective.optional("recoveryTime").isPresent()
                ? Quantities.duration(objective.optional("recoveryTime").get(), true) : null;

        StateSpec state = state(section(root, "state"));
        StateBound.check(root.optional("state").orElse(timingNode.get()), state, extent);
        BigDecimal mtbf = mtbfNode.isPresent() ? Quantities.duration(mtbfNode.get(), true) : null;
        return new TimingSpec(periodLength, capacity, detection, state, readRate, writeRate, recoveryTime, mtbf);
    }

    private static StateSpec state(ConfigMapping state) throws ConfigException {
        state.allowOnly(List.of("entryBytes", "windowOverlap", "retention", "dedupTtl", "snapshot", "changedFraction",
                "budget"));
        long entryBytes = state.optional("entryBytes").isPresent()
                ? Quantities.bytes(state.optional("entryBytes").get(), "a size in bytes above zero, such as 64 or 2KiB")
                : Defaults.ENTRY_BYTES;
        long overlap = whole(state, "windowOverlap", "a whole number of windows per key of at least 1",
                Limits.MAX_WINDOW_OVERLAP, Defaults.WINDOW_OVERLAP);
        long retention = whole(state, "retention", "a whole number of open windows of at least 1",
                Limits.MAX_RETENTION, Defaults.RETENTION);
        Dedup dedup = dedup(state.optional("dedupTtl"));
        boolean incremental = snapshot(state.optional("snapshot"));
        Optional<ConfigNode> changedNode = state.optional("changedFraction");
        BigDecimal changed = null;
        if (incremental) {
            ConfigNode node = state.required("changedFraction", "the share of the state an incremental snapshot "
                    + "writes, above 0 and at most 1");
            changed = node.asNumber("a share above 0 and at most 1");
            if (changed.signum() <= 0 || changed.compareTo(BigDecimal.ONE) > 0) {
                throw node.error("expected a share above 0 and at most 1, found " + node.text());
            }
        } else if (changedNode.isPresent()) {
            throw changedNode.get().error("applies to incremental snapshots only; set snapshot: incremental or "
                    + "remove it");
        }
        return new StateSpec(entryBytes, overlap, retention, dedup, incremental, changed);
    }

    private static Dedup dedup(Optional<ConfigNode> node) throws ConfigException {
        if (node.isEmpty()) {
            return Dedup.NONE_HELD;
        }
        if (node.get().isText() && node.get().text().equals("none")) {
            return Dedup.NEVER_EXPIRES;
        }
        return Dedup.forPeriods((int) node.get().asWholeNumber(
                "a whole number of periods of at least 1, or 'none' (never expires)", 1, Limits.MAX_PERIODS));
    }

    private static boolean snapshot(Optional<ConfigNode> node) throws ConfigException {
        String kind = node.isPresent() ? node.get().asText("full or incremental") : Defaults.SNAPSHOT;
        if (!kind.equals("full") && !kind.equals("incremental")) {
            throw node.get().expected("full or incremental");
        }
        return kind.equals("incremental");
    }

    private static BigDecimal capacity(Optional<ConfigNode> node) throws ConfigException {
        if (node.isEmpty()) {
            return new BigDecimal(Defaults.CAPACITY);
        }
        BigDecimal capacity = node.get().asNumber("a multiple of the arrival rate above 0, such as 1.5");
        if (capacity.signum() <= 0) {
            throw node.get().error("expected a multiple of the arrival rate above 0, such as 1.5, found "
                    + node.get().text());
        }
        return capacity;
    }

    private static long whole(ConfigMapping mapping, String key, String what, long max, long fallback)
            throws ConfigException {
        Optional<ConfigNode> node = mapping.optional(key);
        return node.isPresent() ? node.get().asWholeNumber(what, 1, max) : fallback;
    }

    /** The value at {@code key}, or a default written as the file would write it. */
    private static ConfigNode value(ConfigMapping mapping, String key, String fallback) {
        Optional<ConfigNode> node = mapping.optional(key);
        return node.isPresent() ? node.get() : mapping.synthetic(key, fallback, Tag.STR);
    }

    private static ConfigMapping section(ConfigMapping root, String key) throws ConfigException {
        Optional<ConfigNode> node = root.optional(key);
        return node.isPresent() ? node.get().asMapping() : root.empty(key);
    }
}
