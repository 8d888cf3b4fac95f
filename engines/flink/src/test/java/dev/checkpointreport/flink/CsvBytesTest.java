package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The CSV read as bytes, a buffer at a time, tallies as FastCSV's reading of the same file does, wherever the
 * buffer's end falls: in a field, between a CR and its LF, in a multi-byte character, in a line longer than the
 * buffer.
 */
class CsvBytesTest {
    private static final List<String> PERIODS = List.of("p1", "p2", "p3");

    @Test
    void everyBufferSizeTalliesAsFastCsvDoes() throws IOException {
        byte[] file = randomCsv(new Random(34), 400);
        String whole = tallied(file, 0);
        assertThat(whole).contains("rows=").contains("key=🚀");
        for (int bytes = 1; bytes <= 96; bytes++) {
            assertThat(tallied(file, bytes)).as("a buffer of %d bytes", bytes).isEqualTo(whole);
        }
    }

    @Test
    void aLastLineWithoutItsLineEndAndAByteOrderMarkAreReadAsFastCsvReadsThem() throws IOException {
        byte[] file = ("\uFEFFid,key,period\r\n1,a,p1\r\n\r\n2,b,p2\n3,a,p2\r4,c,p3").getBytes(StandardCharsets.UTF_8);
        String whole = tallied(file, 0);
        assertThat(whole).contains("key=c");
        for (int bytes = 1; bytes <= 16; bytes++) {
            assertThat(tallied(file, bytes)).as("a buffer of %d bytes", bytes).isEqualTo(whole);
        }
    }

    /** Random lines: LF, CRLF and CR endings, empty lines, a line of the wrong width, keys outside ASCII. */
    private static byte[] randomCsv(Random random, int lines) {
        StringBuilder text = new StringBuilder("id,key,period,note\n");
        String[] keys = {"a", "Zoë", "東京", "🚀", "key-" + "x".repeat(120), "k"};
        String[] ends = {"\n", "\r\n", "\r"};
        for (int i = 0; i < lines; i++) {
            text.append(i).append(',').append(keys[random.nextInt(keys.length)]).append(random.nextInt(50))
                    .append(',').append(PERIODS.get(i * PERIODS.size() / lines)).append(',')
                    .append(random.nextInt(7) == 0 ? "" : "note " + i);
            if (random.nextInt(40) == 0) {
                text.append(",extra");
            }
            text.append(ends[random.nextInt(ends.length)]);
            if (random.nextInt(25) == 0) {
                text.append(ends[random.nextInt(ends.length)]);
            }
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The tallies of {@code file} read by FastCSV ({@code bufferBytes} 0) or as bytes, as comparable text. */
    private static String tallied(byte[] file, int bufferBytes) throws IOException {
        CountOptions options = CountOptions.parse("--events", "events.csv", "--output", "counts.csv", "--workers",
                "3", "--key", "key", "--period", "period", "--periods", String.join(",", PERIODS),
                "--max-bad-lines", "1000");
        SplitTally tally = new SplitTally(options, "events.csv", 0);
        if (bufferBytes == 0) {
            CsvHeader.countAll(new ByteArrayInputStream(file), options, tally);
        } else {
            CsvHeader header = CsvHeader.of(new ByteArrayInputStream(file), options);
            tally.columns(header.key() + 1, header.when() + 1, header.partition() + 1);
            new CsvBytes(header.fields(), header.key(), header.when(), header.partition(), bufferBytes)
                    .count(new LineRange(new ByteArrayInputStream(file)), true, tally, "events.csv");
        }
        return TallyText.of(tally);
    }
}
