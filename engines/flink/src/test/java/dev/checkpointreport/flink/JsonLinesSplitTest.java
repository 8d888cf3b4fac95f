package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.source.JsonLineFields;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * JSON Lines read as bytes, a buffer at a time, tally as the plugin's Jackson reading of every line does, wherever
 * the buffer's end falls: escapes (in keys too, a key outside the Basic Multilingual Plane as an escaped surrogate pair), keys outside
 * ASCII, CRLF, blank lines, malformed lines, values of every kind, no line end after the last line.
 */
class JsonLinesSplitTest {
    private static final List<String> PERIODS = List.of("p1", "p2", "p3");
    private static final List<String> NAMES = Arrays.asList("key", "period", null);

    @Test
    void everyBufferSizeTalliesAsJacksonDoes() throws IOException {
        byte[] file = randomJsonLines(new Random(34), 1_500);
        String byJackson = tallied(file, 1 << 16, false);
        assertThat(byJackson).contains("key=🚀").contains("key=été").contains("key=a\"b").contains("key=42")
                .contains("key=again").containsPattern("bad=[1-9][0-9]* ");
        for (int bytes = 1; bytes <= 96; bytes++) {
            assertThat(tallied(file, bytes, true)).as("a buffer of %d bytes", bytes).isEqualTo(byJackson);
        }
        assertThat(tallied(file, 1 << 16, true)).as("batches of 512 lines").isEqualTo(byJackson);
    }

    @Test
    void aLineThatCannotBeCountedIsWordedAsJacksonWordsIt() throws IOException {
        String first = "{\"id\":\"東京 🚀\",\"key\":\"a\",\"period\":\"p1\"}\n";
        List<String> refused = List.of("{\"id\":\"東京 🚀\",\"key\":\"\",\"period\":\"p1\"}",
                "{\"key\":\"🚀\",\"period\":\"p9\"}", "{\"key\":\"🚀\"}", "{\"key\":null,\"period\":\"p1\"}",
                "{\"key\":\"b\",\"period\":\"p1\",}", "{\"key\":\"b\",\"period\":\"p1\"} {}", "[1]");
        List<String> words = List.of("column 21 (key): the key is empty", "column 22 (period): ", "'period' is missing",
                "expected text or a number", "malformed JSON", "more than one JSON value", "expected a JSON object");
        for (int i = 0; i < refused.size(); i++) {
            byte[] file = (first + refused.get(i) + "\r\n").getBytes(StandardCharsets.UTF_8);
            String byJackson = tallied(file, 1 << 16, false);
            assertThat(byJackson).contains("bad=1 ").contains(words.get(i));
            for (int bytes = 1; bytes <= 48; bytes++) {
                assertThat(tallied(file, bytes, true)).as("a buffer of %d bytes", bytes).isEqualTo(byJackson);
            }
        }
    }

    @Test
    void aPlainLineIsReadWhereItLiesAtJacksonsColumns() {
        List<String> plain = List.of("{\"id\":1,\"key\":\"Zoë 🚀\",\"period\":\"p1\"}",
                " { \"note\" : \"東京\" , \"key\":\"\", \"period\" :\"p9\", \"n\": -0.5e+3 }\r ",
                "{\"key\":\"a\",\"x\":true,\"y\":false,\"z\":null,\"period\":\"p2\",\"key\":\"b\"}",
                "{\"extra\":{\"note\":[1, {\"b\":null}, []],\"e\":{ }},\"key\":\"k\",\"o\":{},\"period\":\"p3\"}");
        List<String> others = List.of("{\"key\":\"\\u00e9\",\"period\":\"p1\"}", "{\"key\":42,\"period\":\"p1\"}",
                "{\"key\":\"a\",\"period\":\"p1\",}", "{\"key\":\"a\",\"period\":\"p1\"} 1", "{\"key\":\"a\"}",
                "{\"key\":\"a\",\"period\":\"p1\",\"n\":01}", "{\"key\":\"a\",\"period\":\"p1\",\"o\":[1,]}", "  ",
                "{\"key\":\"a\",\"period\":\"p1\",\"o\":{\"a\" 1}}",
                "{\"key\":\"a\",\"period\":\"p1\",\"o\":" + "[".repeat(40) + "]".repeat(40) + "}",
                "\uFEFF{\"key\":\"a\",\"period\":\"p1\"}", "{\"key\":\"a\tb\",\"period\":\"p1\"}");
        JsonLineBytes reader = new JsonLineBytes(NAMES);
        for (String line : plain) {
            byte[] bytes = ("[" + line + "]").getBytes(StandardCharsets.UTF_8);
            assertThat(reader.read(bytes, 1, bytes.length - 1)).as(line).isTrue();
            String[] values = new String[3];
            int[] columns = new int[3];
            assertThat(JsonLineFields.read(1, line, NAMES, values, columns)).isNull();
            for (int field = 0; field < 2; field++) {
                assertThat(new String(bytes, reader.start(field), reader.length(field), StandardCharsets.UTF_8))
                        .isEqualTo(values[field]);
                assertThat(reader.column(field, bytes)).as(line).isEqualTo(columns[field]);
            }
        }
        for (String line : others) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            assertThat(reader.read(bytes, 0, bytes.length)).as(line).isFalse();
        }
    }

    /** Random events: fields in any order, spaced or not, escaped or not, some lines blank or wrong. */
    private static byte[] randomJsonLines(Random random, int lines) {
        String[] keys = {"\"a\"", "\"Zoë\"", "\"東京\"", "\"🚀\"", "\"\\ud83d\\ude80\"", "\"\\u00e9t\\u00e9\"",
            "\"été\"", "\"a\\\"b\"", "42", "\"key-" + "x".repeat(120) + "\"", "\"\""};
        String[] notes = {"\"note é\"", "-1.5e3", "0", "true", "false", "null", "{\"a\":[1,2,{\"b\":null}]}",
            "\"tab\\tthere\"", "\"東\""};
        String[] ends = {"\n", "\r\n"};
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            String period = random.nextInt(40) == 0 ? "\"p9\"" : random.nextInt(30) == 0 ? "\"p\\u0031\""
                    : "\"" + PERIODS.get(i * PERIODS.size() / lines) + "\"";
            List<String> fields = new ArrayList<>(List.of("\"id\":" + i, "\"key\":" + keys[random.nextInt(keys.length)],
                    "\"period\":" + period, "\"note\":" + notes[random.nextInt(notes.length)]));
            if (random.nextInt(50) == 0) {
                fields.remove(1);
            }
            if (random.nextInt(30) == 0) {
                fields.add("\"key\":\"again\"");
            }
            Collections.shuffle(fields.subList(0, random.nextInt(3) == 0 ? fields.size() : 1), random);
            String separator = random.nextInt(4) == 0 ? " , " : ",";
            String line = "{" + String.join(separator, fields) + (random.nextInt(60) == 0 ? ",}" : "}");
            text.append(random.nextInt(10) == 0 ? " " + line.replace(":", " : ") + " " : line);
            text.append(ends[random.nextInt(ends.length)]);
            if (random.nextInt(25) == 0) {
                text.append(random.nextBoolean() ? "" : "  \t").append(ends[random.nextInt(ends.length)]);
            }
        }
        text.append("{\"key\":\"last\",\"period\":\"p3\"}");
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The tallies of {@code file} read {@code bufferBytes} at a time, plain lines as bytes or every line by Jackson. */
    private static String tallied(byte[] file, int bufferBytes, boolean asBytes) throws IOException {
        CountOptions options = CountOptions.parse("--events", "events.jsonl", "--output", "counts.csv", "--workers",
                "3", "--key", "key", "--period", "period", "--periods", String.join(",", PERIODS),
                "--max-bad-lines", "1000");
        SplitTally tally = new SplitTally(options, "events.jsonl", 0);
        new JsonLinesSplit(options, bufferBytes, asBytes).count(new LineRange(new ByteArrayInputStream(file)), tally);
        return TallyText.of(tally);
    }
}
