package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every kind of number a careless or hostile file can hold is refused at once, with one line naming the
 * file, line and key, and the last good report is left as it was.
 */
class BadNumberTest extends RefusalTest {
    private static final String BOUNDS = "numbers have at most 40 characters, 18 digits before the point and 30 after it";
    private static final String TIMING = """
            timing: {periodLength: 1m, capacity: 1.5, detection: 30s}
            state: {entryBytes: 64, windowOverlap: 1, retention: 1}
            storage: {readRate: 200MB/s, writeRate: 100MB/s}
            """;

    private static String refused(String from, String to) throws Exception {
        return last.refuses(Lesson.yamlWith(from, to) + TIMING);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a probability with a huge negative exponent | [1.0, 0.75, 0.5, 0.25] | [1e-999999999] | 10: failure.probabilities[0]: expected a probability between 0 and 1, found 1e-999999999; NUMBERS
            an exponent past what any number holds      | stateRows: 200 | stateRows: 1e99999999999 | 13: checkpoint.stateRows: expected a whole number of rows of at least 1, found 1e99999999999; NUMBERS
            a whole number of 19 digits                 | seed: 20260218 | seed: 1e18 | 5: source.seed: expected a whole number, found 1e18; NUMBERS
            31 decimal places                           | 0.75, 0.5 | 0.75, 0.0000000000000000000000000000001 | 10: failure.probabilities[2]: expected a probability between 0 and 1, found 0.0000000000000000000000000000001; NUMBERS
            infinity as a whole number                  | workers: 4 | workers: .inf | 14: workers: expected a whole number of workers of at least 1, found .inf, which is not a finite decimal number
            not-a-number as a probability               | probability: 0.75 | probability: .nan | 17: decision.probability: expected a probability between 0 and 1, found .nan, which is not a finite decimal number
            minus infinity as a probability             | [1.0, 0.75 | [-.inf, 0.75 | 10: failure.probabilities[0]: expected a probability between 0 and 1, found -.inf, which is not a finite decimal number
            a number tagged float                       | workers: 4 | workers: !!float 4 | 14: workers: expected a whole number of workers of at least 1, found the value '4' tagged !!float; write the number without a tag
            a fraction tagged int                       | [1.0, 0.75 | [!!int 0.5, 0.75 | 10: failure.probabilities[0]: expected a probability between 0 and 1, found the value '0.5' tagged !!int; write the number without a tag
            a number tagged str                         | workers: 4 | workers: !!str 4 | 14: workers: expected a whole number of workers of at least 1, found the value '4' tagged !!str
            a number with a custom tag                  | stateRows: 200 | stateRows: !rows 200 | 13: checkpoint.stateRows: expected a whole number of rows of at least 1, found the value '200' tagged !rows
            a whole number beyond its range             | seed: 20260218 | seed: 999999999999999999 | 5: source.seed: expected a whole number, found 999999999999999999 (allowed: 0 to 4294967295)
            """)
    void aBadNumberIsRefusedWithItsLineAndKey(String kind, String from, String to, String message) throws Exception {
        assertThat(refused(from, to)).isEqualTo(dir.resolve("course.yml") + ":" + message.replace("NUMBERS", BOUNDS));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            capacity 1e309, past a double                | capacity: 1.5 | capacity: 1e309 | 19: timing.capacity: expected a multiple of the arrival rate above 0, such as 1.5, found 1e309; NUMBERS
            a duration of 19 digits                      | periodLength: 1m | periodLength: 1000000000000000000h | 19: timing.periodLength: expected a duration such as 30s, 15m or 1h (units: ms, s, m, h, d), found 1000000000000000000h; NUMBERS
            a duration of 31 decimal places              | detection: 30s | detection: 0.0000000000000000000000000000001s | 19: timing.detection: expected a duration such as 30s, 15m or 1h (units: ms, s, m, h, d), found 0.0000000000000000000000000000001s; NUMBERS
            a rate of two points                         | readRate: 200MB/s | readRate: 2.0.0MB/s | 21: storage.readRate: expected a rate such as 200MB/s (units: B, KB, MB, GB, KiB, MiB, GiB per second), found the text '2.0.0MB/s'
            entry bytes past 2^53 - 1 with a unit        | entryBytes: 64 | entryBytes: 9000000000GiB | 20: state.entryBytes: expected a size in bytes above zero, such as 64 or 2KiB, found 9000000000GiB, which is 9663676416000000000 bytes (allowed: 1 to 9007199254740991)
            entry bytes past 2^53 - 1 as a number        | entryBytes: 64 | entryBytes: 9007199254740992 | 20: state.entryBytes: expected a size in bytes above zero, such as 64 or 2KiB, found 9007199254740992 (allowed: 1 to 9007199254740991)
            a retention past its bound                   | retention: 1 | retention: 1000001 | 20: state.retention: expected a whole number of open windows of at least 1, found 1000001 (allowed: 1 to 1000000)
            """)
    void aBadQuantityIsRefusedWithItsLineAndKey(String kind, String from, String to, String message) throws Exception {
        String yaml = Lesson.yaml() + TIMING.replace(from, to);
        assertThat(last.refuses(yaml)).isEqualTo(dir.resolve("course.yml") + ":" + message.replace("NUMBERS", BOUNDS));
    }

    @Test
    void twoHundredThousandDigitsAreRefusedAtOnce() throws Exception {
        String digits = "0." + "3".repeat(200_000);

        assertThat(refused("[1.0, 0.75, 0.5, 0.25]", "[" + digits + "]")).isEqualTo(dir.resolve("course.yml")
                + ":10: failure.probabilities[0]: expected a probability between 0 and 1, found a number of 200002 "
                + "characters; " + BOUNDS);
    }

    @Test
    void aLongQuantityIsRefusedBeforeItIsMatched() throws Exception {
        String yaml = Lesson.yaml() + TIMING.replace("periodLength: 1m", "periodLength: " + "9".repeat(100_000) + "h");

        assertThat(last.refuses(yaml)).isEqualTo(dir.resolve("course.yml") + ":19: timing.periodLength: expected a "
                + "duration such as 30s, 15m or 1h (units: ms, s, m, h, d), found a text of 100001 characters; " + BOUNDS);
    }

    @Test
    void stateBytesPastTwoToTheFiftyThirdAreRefusedNotWrapped() throws Exception {
        // 200 subscribers × 1,000,000 × 1,000,000 windows × 8 KiB: 1.6 × 10^18 bytes, all within each key's bound
        String yaml = Lesson.yaml() + TIMING.replace("entryBytes: 64, windowOverlap: 1, retention: 1",
                "entryBytes: 8KiB, windowOverlap: 1000000, retention: 1000000, dedupTtl: none");

        assertThat(last.refuses(yaml)).isEqualTo(dir.resolve("course.yml") + ":20: state: the state can grow to "
                + "200 keys × 1000000 windowOverlap × 1000000 retention + 2400 dedup ids = 200000000002400 entries of "
                + "8192 bytes, 1638400000019660800 bytes; at most 9007199254740991 bytes (2^53 − 1) are counted exactly: "
                + "lower entryBytes, windowOverlap, retention or subscribers");
    }
}
