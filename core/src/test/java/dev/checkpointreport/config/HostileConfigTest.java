package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.run.ScenarioRun;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Generated hostile values in every key position of a valid scenario, and hostile structures: the loader
 * answers with a configuration or a one-line {@link ConfigException}, never any other exception. A
 * configuration small enough to run is run, so a value the loader lets through cannot break the model.
 * The inputs come from a fixed seed, so a failure names an input that reproduces.
 */
class HostileConfigTest {
    private static final long SEED = 20260218L;
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
            claims:
              - recomputed:
                  interval: 6
                  failure: 2026-09
                  rows: 400
              - breakEven:
                  between: [none, 6]
                  probability: 11/18
              - averageTotal:
                  interval: 4
                  rows: 927.3
              - recoveryTime:
                  interval: 6
                  atMost: 15m
            """;
    private static final String VALID = Lesson.yaml() + TIMING;
    /** Every value of the valid scenario, as "key: ", and the text before a list's first item. */
    private static final List<String> POSITIONS = List.of("title: ", "generator: ", "seed: ", "subscribers: ",
            "periods: ", "period: ", "probabilities: ", "probabilities: [", "intervals: ", "intervals: [",
            "stateRows: ", "workers: ", "interval: ", "probability: ", "criterion: ", "periodLength: ", "capacity: ",
            "detection: ", "entryBytes: ", "windowOverlap: ", "retention: ", "dedupTtl: ", "snapshot: ",
            "changedFraction: ", "readRate: ", "writeRate: ", "recoveryTime: ", "  - recomputed:", "      failure: ",
            "      rows: ", "      between: ", "      between: [", "      probability: ", "      atMost: ",
            "  - averageTotal:");
    private static final List<String> ODD_NUMBERS = List.of(".inf", "-.inf", ".nan", ".NaN", "1e309", "-0", "0",
            "1_000", "0x1F", "+5", "5.", "1.5.5", "9223372036854775808", "9007199254740992", "1e18", "1e-30", "1e-31",
            "0e-999999999", "1e-999999999");
    private static final List<String> WORDS = List.of("..", "", "~", "null", "none", "true", "''", "\"\"",
            "2026-01..2026-12", "2026-13..2027-01", "0000-01..9999-12", "expected", "worst", "full", "incremental",
            "\"\\x00\"", "\"\\uD800\"", "\"\\uDFFFx\"", "\"\\e\"", "\"\\N\"", "\"\\x85\"", "*undefined", "&a x",
            "|\n  text", ">-\n  a\n  b", "- x", "? x", ": :", "1..24", "[none, 1..24]", "[1..6, 4..8]", "5..2", "1..", "..",
            "a..b", "0..1200", "1..99999999999999999999", "1200..1200");
    private static final List<String> SHAPES = List.of("[1, 2]", "{a: 1}", "[]", "{}", "~", "true", "[[none]]",
            "{period: 2026-09}", "&a [*a]", "&a {b: *a}", "[&a x, *a, *a]", "!!set {a, b}", "!!omap [a: 1]",
            "{? [a]: 1}", "[a, b]: c", "\n- x\n- y", "\n  a: 1\n  a: 2");

    @Test
    void aHostileScalarAnywhereIsAConfigOrAConfigException() {
        Random random = new Random(SEED);
        for (int i = 0; i < 300; i++) {
            loadsOrRefusesInOneLine(replaceValue(pick(random, POSITIONS), hostileScalar(random)));
        }
    }

    @Test
    void aHostileStructureAnywhereIsAConfigOrAConfigException() {
        Random random = new Random(SEED);
        for (int i = 0; i < 100; i++) {
            loadsOrRefusesInOneLine(replaceValue(pick(random, POSITIONS), hostileStructure(random)));
            loadsOrRefusesInOneLine(hostileStructure(random));
        }
    }

    /** The valid scenario with the value after {@code position} (up to the line's end) replaced. */
    private static String replaceValue(String position, String value) {
        int start = VALID.indexOf("\n" + position) + 1;
        start = start > 0 ? start : VALID.indexOf("  " + position) + 2;
        int from = start + position.length();
        return VALID.substring(0, from) + value + VALID.substring(VALID.indexOf('\n', from));
    }

    private static void loadsOrRefusesInOneLine(String yaml) {
        String input = yaml.length() > 300 ? yaml.substring(0, 300) + "…" : yaml;
        CheckpointConfig config;
        try {
            config = ConfigLoader.parse("course.yml", yaml);
        } catch (ConfigException e) {
            assertThat(e.getMessage()).as("the refusal of%n%s", input).startsWith("course.yml")
                    .doesNotContainPattern("[\\p{Cntrl}&&[^\\t]]")
                    .doesNotContainPattern("java\\.|[A-Z][a-z]+(Exception|Error)\\b");
            return;
        }
        assertThat(config.title().codePointCount(0, config.title().length())).as("the title of%n%s", input)
                .isBetween(1, Limits.MAX_TITLE_CHARS);
        if ((long) config.subscribers() * config.periods().size() <= 20_000) {
            assertThat(ScenarioRun.of(config).config()).as("the findings of%n%s", input).isSameAs(config);
        }
    }

    private static String hostileScalar(Random random) {
        List<Function<Random, String>> kinds = List.of(HostileConfigTest::number,
                r -> pick(r, List.of(number(r), exponent(r), "0." + digits(r))) + pick(r, List.of("ms", "s", "m", "h",
                        "d", "B", "KiB", "GiB", "MB/s", "GiB/s", "w", "")),
                r -> pick(r, List.of("!!float ", "!!int ", "!!str ", "!foo ", "!!null ", "!!bool ", "!!binary ", "! "))
                        + number(r),
                r -> "\"a\\u%04X\"".formatted(r.nextInt(0x10000)),
                HostileConfigTest::anyChars,
                r -> pick(r, WORDS));
        return pick(random, kinds).apply(random);
    }

    private static String number(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> digits(random);
            case 1 -> "0." + digits(random);
            case 2 -> "-" + digits(random);
            case 3 -> exponent(random);
            default -> pick(random, ODD_NUMBERS);
        };
    }

    private static String digits(Random random) {
        StringBuilder digits = new StringBuilder();
        for (int n = 1 + random.nextInt(random.nextBoolean() ? 20 : 400); n > 0; n--) {
            digits.append((char) ('0' + random.nextInt(10)));
        }
        return digits.toString();
    }

    private static String exponent(Random random) {
        return pick(random, List.of("1", "0", "-1", "9.5", "0.0")) + pick(random, List.of("e", "E", "e-", "e+"))
                + (random.nextBoolean() ? random.nextInt(100) : random.nextLong() & Long.MAX_VALUE);
    }

    /** Any UTF-16 units, lone surrogates and control characters included. */
    private static String anyChars(Random random) {
        StringBuilder text = new StringBuilder();
        for (int n = random.nextInt(41); n > 0; n--) {
            text.append((char) (random.nextBoolean() ? random.nextInt(0x80) : random.nextInt(0x10000)));
        }
        return text.toString();
    }

    private static String hostileStructure(Random random) {
        int depth = 1 + random.nextInt(random.nextBoolean() ? 20 : 3000);
        return switch (random.nextInt(5)) {
            case 0 -> "[".repeat(depth) + "]".repeat(depth);
            case 1 -> "[".repeat(depth);
            case 2 -> "{a: ".repeat(depth) + "1" + "}".repeat(depth);
            case 3 -> "- ".repeat(Math.min(depth, 200)) + "x";
            default -> pick(random, SHAPES);
        };
    }

    private static <T> T pick(Random random, List<T> items) {
        return items.get(random.nextInt(items.size()));
    }
}
