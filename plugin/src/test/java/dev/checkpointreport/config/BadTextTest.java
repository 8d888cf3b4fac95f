package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Text a reader cannot see (control characters, half of a surrogate pair, both only writable through
 * YAML's escapes) is refused with its line and key; the title is counted as a reader counts characters.
 */
class BadTextTest extends RefusalTest {
    private static final String KNOWN = "known keys: title, source, failure, checkpoint, workers, decision, timing, "
            + "state, storage, objective, claims, measured";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            a bell in the title           | title: State in Stream Engines | title: "State\\a"              | 2: title: the text holds the control character U+0007 at character 6; remove it
            a NUL in a period label       | periods: 2026-01..2026-12      | periods: [a, "b\\0", c]          | 7: source.periods[1]: the text holds the control character U+0000 at character 2; remove it
            an escape in the generator    | generator: meter-readings      | generator: "meter\\ereadings"   | 4: source.generator: the text holds the control character U+001B at character 6; remove it
            a C1 control in the criterion | criterion: expected            | criterion: "\\x85expected"      | 18: decision.criterion: the text holds the control character U+0085 at character 1; remove it
            a lone high surrogate         | title: State in Stream Engines | title: "\\uD800x"               | 2: title: the text holds half of a surrogate pair (U+D800) at character 1; write the whole character, or its \\U escape
            a lone low surrogate          | title: State in Stream Engines | title: "ab\\uDC00"              | 2: title: the text holds half of a surrogate pair (U+DC00) at character 3; write the whole character, or its \\U escape
            a control character in a key  | workers: 4                     | "wor\\x01kers": 4               | 14: the text holds the control character U+0001 at character 4; remove it
            """)
    void invisibleTextIsRefusedWithItsLineAndKey(String kind, String from, String to, String message) throws Exception {
        assertThat(last.refuses(Lesson.yamlWith(from, to))).isEqualTo(dir.resolve("course.yml") + ":" + message);
    }

    @Test
    void aLabelWithFormatCharactersIsEscapedWhereverTheMessageNamesIt() throws Exception {
        String periods = "periods: [\"\\u202E2026-01\", \"2026-02\\u2066\", \"2026-03\\uFEFF\"]";

        assertThat(last.refuses(Lesson.yamlWith("periods: 2026-01..2026-12", periods, "period: 2026-09",
                "period: 2026-12"))).isEqualTo(dir.resolve("course.yml") + ":9: failure.period: expected one of the "
                + "periods 2026-02\\u2066 to 2026-03\\uFEFF, found '2026-12'");
        assertThat(last.refuses(Lesson.yamlWith("periods: 2026-01..2026-12", periods, "period: 2026-09",
                "period: \"\\u202E2026-01\""))).isEqualTo(dir.resolve("course.yml") + ":9: failure.period: "
                + "'\\u202E2026-01' is the first period, which produces no rows (consumption needs the previous "
                + "reading); expected one of 2026-02\\u2066 to 2026-03\\uFEFF");
    }

    @Test
    void aTitleIsCountedInCharactersAsAReaderSeesThem() throws Exception {
        String twoHundredEmoji = "\uD83D\uDE80".repeat(200);

        assertThat(ConfigLoader.parse("course.yml", Lesson.yamlWith("title: State in Stream Engines",
                "title: " + twoHundredEmoji)).title()).isEqualTo(twoHundredEmoji);
        assertThat(last.refuses(Lesson.yamlWith("title: State in Stream Engines", "title: " + twoHundredEmoji + "!")))
                .isEqualTo(dir.resolve("course.yml") + ":2: title: expected at most 200 characters, found 201");
    }

    @Test
    void aPairedSurrogateWrittenAsAnEscapeIsText() throws Exception {
        assertThat(ConfigLoader.parse("course.yml", Lesson.yamlWith("title: State in Stream Engines",
                "title: \"Rocket \\U0001F680\"")).title()).isEqualTo("Rocket \uD83D\uDE80");
    }

    @Test
    void aLongWrongValueIsCutShortInTheMessage() throws Exception {
        assertThat(last.refuses(Lesson.yamlWith("workers: 4", "workers: " + "w".repeat(100_000))))
                .isEqualTo(dir.resolve("course.yml") + ":14: workers: expected a whole number of workers of at least 1, "
                        + "found the text '" + "w".repeat(60) + "… (100000 characters)'");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            a line break in a key            | workers: 4     | "wor\\nkers": 4            | 14: "wor\\nkers": unknown key at the top level (did you mean 'workers'?); KNOWN
            a zero-width space as a key      | workers: 4     | "\u200b": 4                | 14: "\\u200B": unknown key at the top level; KNOWN
            a tab in a key                   | workers: 4     | "wor\\tkers": 4            | 14: "wor\\tkers": unknown key at the top level (did you mean 'workers'?); KNOWN
            a key with a break written twice | workers: 4     | "a\\nb": 1 NL "a\\nb": 2   | 15: "a\\nb": duplicate key; it is already set on line 14
            a line separator in a section    | stateRows: 200 | "state\u2028Rows": 200     | 13: "checkpoint.state\\u2028Rows": unknown key in 'checkpoint' (did you mean 'stateRows'?); known keys: intervals, stateRows
            a NUL in a key                   | workers: 4     | "wor\\0kers": 4            | 14: the text holds the control character U+0000 at character 4; remove it
            a line break in a value          | workers: 4     | workers: "4\\n5"           | 14: workers: expected a whole number of workers of at least 1, found the text '4\\n5'
            a bidi override in a label       | period: 2026-09 | period: "\\u202E2026-09" | 9: failure.period: expected one of the periods 2026-02 to 2026-12, found '\\u202E2026-09'
            """)
    void aKeyOrValueThatHoldsWhatAReaderCannotSeeIsEscapedOnOneLine(String kind, String from, String to, String message)
            throws Exception {
        String refused = last.refuses(Lesson.yamlWith(from, to.replace(" NL ", "\n")));
        assertThat(refused).doesNotContain("\n", "\u200b", "\t", "\u2028", "\u202e");
        assertThat(refused).isEqualTo(dir.resolve("course.yml") + ":" + message.replace("KNOWN", KNOWN));
    }
}
