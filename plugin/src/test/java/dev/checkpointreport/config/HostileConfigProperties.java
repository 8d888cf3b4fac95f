package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.report.ReportGenerator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Generated hostile values in every key position of a valid scenario, and hostile structures: the loader
 * answers with a configuration or a one-line {@link ConfigException}, never any other exception. A
 * configuration small enough to run is run, so a value the loader lets through cannot break the model.
 */
class HostileConfigProperties {
    private static final String TIMING = """
            timing:
              periodLength: 1m
              capacity: 1.5
              detection: 30s
            state:
              entryBytes: 64
              windowOverlap: 2
              retention: 1
              dedupTtl: 3
              snapshot: incremental
              changedFraction: 0.1
            storage:
              readRate: 200MB/s
              writeRate: 100MB/s
            objective:
              recoveryTime: 15m
            """;
    private static final String VALID = Lesson.yaml() + TIMING;
    /** Every value of the valid scenario, as "key: value", and the text before a list's first item. */
    private static final List<String> POSITIONS = List.of("title: ", "generator: ", "seed: ", "subscribers: ",
            "periods: ", "period: ", "probabilities: ", "probabilities: [", "intervals: ", "intervals: [",
            "stateRows: ", "workers: ", "interval: ", "probability: ", "criterion: ", "periodLength: ", "capacity: ",
            "detection: ", "entryBytes: ", "windowOverlap: ", "retention: ", "dedupTtl: ", "snapshot: ",
            "changedFraction: ", "readRate: ", "writeRate: ", "recoveryTime: ");

    @Property(tries = 300)
    void aHostileScalarAnywhereIsAConfigOrAConfigException(@ForAll("positions") String position,
                                                            @ForAll("hostileScalars") String scalar) {
        loadsOrRefusesInOneLine(replaceValue(position, scalar));
    }

    @Property(tries = 150)
    void aHostileStructureAnywhereIsAConfigOrAConfigException(@ForAll("positions") String position,
                                                              @ForAll("hostileStructures") String structure) {
        loadsOrRefusesInOneLine(replaceValue(position, structure));
    }

    @Property(tries = 50)
    void aHostileDocumentIsAConfigOrAConfigException(@ForAll("hostileStructures") String document) {
        loadsOrRefusesInOneLine(document);
    }

    /** The valid scenario with the value after {@code position} (up to the line's end) replaced. */
    private static String replaceValue(String position, String value) {
        int start = VALID.indexOf("\n" + position.stripLeading()) + 1;
        start = start > 0 ? start : VALID.indexOf("  " + position.stripLeading()) + 2;
        int from = start + position.length();
        return VALID.substring(0, from) + value + VALID.substring(VALID.indexOf('\n', from));
    }

    private static void loadsOrRefusesInOneLine(String yaml) {
        CheckpointConfig config;
        try {
            config = ConfigLoader.parse("course.yml", yaml);
        } catch (ConfigException e) {
            Statistics.collect("refused");
            assertThat(e.getMessage()).startsWith("course.yml").doesNotContainPattern("[\\p{Cntrl}&&[^\\t]]")
                    .doesNotContainPattern("java\\.|[A-Z][a-z]+(Exception|Error)\\b");
            return;
        }
        Statistics.collect("loaded");
        assertThat(config.title().codePointCount(0, config.title().length())).isBetween(1, Limits.MAX_TITLE_CHARS);
        assertThat(config.intervals()).isNotEmpty();
        if ((long) config.subscribers() * config.periods().size() <= 20_000) {
            assertThat(ReportGenerator.findings(config).config()).isSameAs(config);
        }
    }

    @Provide
    Arbitrary<String> positions() {
        return Arbitraries.of(POSITIONS);
    }

    @Provide
    Arbitrary<String> hostileScalars() {
        Arbitrary<String> digits = Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(400);
        Arbitrary<String> exponents = Combinators.combine(Arbitraries.of("1", "0", "-1", "9.5", "0.0"),
                Arbitraries.of("e", "E", "e-", "e+"), Arbitraries.longs()).as((a, e, x) -> a + e + Math.abs(x));
        Arbitrary<String> numbers = Arbitraries.oneOf(digits, digits.map(d -> "0." + d), digits.map(d -> "-" + d),
                exponents, Arbitraries.of(".inf", "-.inf", ".nan", ".NaN", "1e309", "-0", "0", "1_000", "0x1F", "+5",
                        "5.", "1.5.5", "9223372036854775808", "9007199254740992", "1e18", "1e-30", "1e-31"));
        Arbitrary<String> units = Combinators.combine(Arbitraries.oneOf(digits, exponents, digits.map(d -> "0." + d)),
                Arbitraries.of("ms", "s", "m", "h", "d", "B", "KiB", "GiB", "MB/s", "GiB/s", "w", "")).as(String::concat);
        Arbitrary<String> tagged = Combinators.combine(Arbitraries.of("!!float ", "!!int ", "!!str ", "!foo ",
                "!!null ", "!!bool ", "!!binary ", "! "), numbers).as(String::concat);
        Arbitrary<String> escapes = Arbitraries.integers().between(0, 0xFFFF)
                .map(c -> "\"a\\u%04X\"".formatted(c));
        Arbitrary<String> raw = Arbitraries.strings().all().ofMaxLength(40);
        Arbitrary<String> words = Arbitraries.of("..", "", "~", "null", "none", "true", "''", "\"\"", "2026-01..2026-12",
                "2026-13..2027-01", "0000-01..9999-12", "expected", "worst", "full", "incremental", "\"\\x00\"",
                "\"\\uD800\"", "\"\\uDFFFx\"", "\"\\e\"", "\"\\N\"", "\"\\x85\"", "*undefined", "&a x", "|\n  text",
                ">-\n  a\n  b", "- x", "? x", ": :");
        return Arbitraries.oneOf(numbers, units, tagged, escapes, raw, words);
    }

    @Provide
    Arbitrary<String> hostileStructures() {
        Arbitrary<Integer> depth = Arbitraries.integers().between(1, 3000);
        return Arbitraries.oneOf(
                depth.map(n -> "[".repeat(n) + "]".repeat(n)),
                depth.map(n -> "[".repeat(n)),
                depth.map(n -> "{a: ".repeat(n) + "1" + "}".repeat(n)),
                depth.map(n -> "- ".repeat(Math.min(n, 200)) + "x"),
                Arbitraries.of("[1, 2]", "{a: 1}", "[]", "{}", "~", "true", "[[none]]", "{period: 2026-09}",
                        "&a [*a]", "&a {b: *a}", "[&a x, *a, *a]", "!!set {a, b}", "!!omap [a: 1]", "{? [a]: 1}",
                        "[a, b]: c", "\n- x\n- y", "\n  a: 1\n  a: 2"));
    }
}
