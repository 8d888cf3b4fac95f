package dev.checkpointreport.config;

import dev.checkpointreport.Lesson;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * A data file past one of the reader's limits (a line too long for the CSV reader, a gzip file that inflates
 * too far, more distinct keys than the heap holds) is refused with one line naming the file, the line and
 * the limit, and the last good report is left byte for byte.
 */
class SourceLimitsTest extends RefusalTest {

    private String refusal(String file, byte[] data, String... keys) throws IOException {
        Files.write(dir.resolve(file), data);
        return last.refuses(Lesson.fileSource(file, keys));
    }

    private static String at(String fileAndLine) {
        return dir.resolve(fileAndLine).toString();
    }

    @Test
    void aLineLongerThanTheCsvReadersLimitIsNamedWithItsLineAndTheLimit() throws Exception {
        // the record before it spans lines 2 and 3, so the long line is line 4
        byte[] data = ("key,period\n\"A\n001\",2026-02\n" + "x".repeat(17_000_000) + ",2026-02\nA002,2026-03\n")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(refusal("long-line.csv", data, "key: key", "period: period"))
                .isEqualTo(at("long-line.csv:4: the line is longer than the CSV reader's limit: a field of more than "
                        + "16777216 characters"));
    }

    @Test
    void aCountsLineWithMoreFieldsThanTheCsvReadersLimitIsNamedWithItsLine() throws Exception {
        byte[] data = ("period,worker,rows\n2026-02,0,5\n" + ",".repeat(20_000) + "\n")
                .getBytes(StandardCharsets.UTF_8);

        assertThat(refusal("counts-wide.csv", data))
                .isEqualTo(at("counts-wide.csv:3: the line has more fields than the CSV reader's limit of 16384"));
    }

    @Test
    void aGzipBombIsRefusedOnceItInflatesPastTheLimit() throws Exception {
        // 64 gzip members of 16 lines of 1 MiB each, one after another as gzip allows: 1 GiB from 1 MiB or so
        ByteArrayOutputStream member = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(member)) {
            for (int i = 0; i < 16; i++) {
                out.write(("A001,2026-02," + "x".repeat((1 << 20) - 14) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        Path bomb = dir.resolve("bomb.csv.gz");
        try (OutputStream out = Files.newOutputStream(bomb)) {
            out.write(BadSourceFileTest.gzip("key,period,note\n"));
            for (int i = 0; i < 64; i++) {
                out.write(member.toByteArray());
            }
        }

        assertThat(last.refuses(Lesson.fileSource("bomb.csv.gz", "key: key", "period: period")))
                .isEqualTo(at("bomb.csv.gz:257: the gzip file inflates more than 100-fold: 268500992 bytes from "
                        + "327680 compressed bytes read; a .gz file may inflate to 100 times its compressed bytes, or to "
                        + "268435456 bytes whatever its size: unzip it and name the plain file, which is read without "
                        + "this bound"));
    }
}
