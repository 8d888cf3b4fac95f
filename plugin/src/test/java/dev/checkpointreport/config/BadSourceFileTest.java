package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Every bad events or counts file of issue 12 is refused with one line naming the file, the line and the
 * column, and the last good report is left byte for byte.
 */
class BadSourceFileTest extends RefusalTest {
    /** The lesson's scenario reading {@code file} with the source keys given, one per line. */
    private String refusal(String file, byte[] data, String... keys) throws IOException {
        Files.write(dir.resolve(file), data);
        return last.refuses(Lesson.fileSource(file, keys));
    }

    private String refusal(String file, String data, String... keys) throws IOException {
        return refusal(file, data.getBytes(StandardCharsets.UTF_8), keys);
    }

    private static String at(String fileAndLine) {
        return dir.resolve(fileAndLine).toString();
    }

    @Test
    void anEmptyFileIsRefused() throws Exception {
        assertThat(refusal("empty.csv", "", "key: key", "period: period"))
                .isEqualTo(at("empty.csv:1: the file is empty; expected a header row naming the columns key, period"));
        assertThat(refusal("empty.jsonl", "\n\n", "key: key", "period: period"))
                .isEqualTo(at("empty.jsonl:2: the file is empty; expected one JSON object per line with the fields "
                        + "[key, period]"));
    }

    @Test
    void aHeaderWithoutTheNamedColumnIsRefused() throws Exception {
        assertThat(refusal("header.csv", "subscriber,period\nA001,2026-02\n", "key: key", "period: period"))
                .isEqualTo(at("header.csv:1: the header has no column 'key'; its columns are 'subscriber', 'period'"));
    }

    @Test
    void aTimestampBeforePeriodStartIsRefused() throws Exception {
        assertThat(refusal("early.csv", "key,at\nA001,2026-01-01T00:00:00Z\nA002,2025-12-31T23:59:59Z\n",
                "key: key", "time: at", "periodStart: 2026-01-01T00:00:00Z"))
                .isEqualTo(at("early.csv:3: column 2 (at): the time '2025-12-31T23:59:59Z' is before periodStart "
                        + "2026-01-01T00:00:00Z"));
    }

    @Test
    void aTimestampThatDoesNotParseIsRefused() throws Exception {
        assertThat(refusal("garbled.jsonl", "{\"key\": \"A001\", \"at\": 1767225600000}\n"
                + "{\"key\": \"A002\", \"at\": \"yesterday\"}\n", "key: key", "time: at", "periodStart: 1767225600000"))
                .isEqualTo(at("garbled.jsonl:2: column 23 (at): expected an ISO-8601 time such as 2026-01-01T00:00:00Z, "
                        + "or epoch milliseconds, found 'yesterday'"));
    }

    @Test
    void anUnknownPartitionIsRefused() throws Exception {
        assertThat(refusal("partition.csv", "key,period,task\nA001,2026-02,3\nA002,2026-02,4\n", "key: key",
                "period: period", "partition: task"))
                .isEqualTo(at("partition.csv:3: column 3 (task): unknown partition 4; with workers: 4 the partitions "
                        + "are 0 to 3"));
    }

    @Test
    void aTruncatedGzipFileIsRefused() throws Exception {
        byte[] whole = gzip("key,period\nA001,2026-02\nA002,2026-03\n");
        byte[] cut = Arrays.copyOf(whole, whole.length - 8);

        assertThat(refusal("cut.csv.gz", cut, "key: key", "period: period"))
                .isEqualTo(at("cut.csv.gz:4: the gzip file is truncated at byte " + cut.length + ": it ends after line 3; "
                        + "compress the file again"));
        assertThat(refusal("cut.jsonl.gz", Arrays.copyOf(gzip("{\"key\": \"A001\", \"period\": \"2026-02\"}\n"), 20),
                "key: key", "period: period"))
                .isEqualTo(at("cut.jsonl.gz:1: the gzip file is truncated at byte 20: it ends inside the first line; compress the "
                        + "file again"));
    }

    @Test
    void aGoodMemberFollowedByADamagedMemberOrByJunkIsRefusedAtTheFirstBadByte() throws Exception {
        StringBuilder first = new StringBuilder("key,period\n");
        StringBuilder second = new StringBuilder();
        for (int key = 1; key <= 3_000; key++) {
            (key <= 1_500 ? first : second).append(String.format("K%04d,2026-%02d\n", key, 1 + key % 12));
        }
        byte[] good = gzip(first.toString());
        byte[] damaged = gzip(second.toString());
        damaged[0] = 0x1e;
        byte[] junk = "\nexported 2026-03-01\n".getBytes(StandardCharsets.UTF_8);
        String after = ": at byte " + good.length + ", after a complete gzip member, the bytes are not another member "
                + "(which starts with the magic bytes 1f 8b): the file is damaged, or has other bytes appended; "
                + "compress the file again";

        assertThat(refusal("damaged.csv.gz", concat(good, damaged), "key: key", "period: period"))
                .isEqualTo(at("damaged.csv.gz:1502" + after));
        assertThat(refusal("junk.csv.gz", concat(good, junk), "key: key", "period: period"))
                .isEqualTo(at("junk.csv.gz:1502" + after));
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    @Test
    void aFieldThatIsNotUtf8IsRefused() throws Exception {
        byte[] data = "key,period\nA001,2026-02\nA\u00ff02,2026-02\n".getBytes(StandardCharsets.ISO_8859_1);

        assertThat(refusal("latin1.csv", data, "key: key", "period: period"))
                .isEqualTo(at("latin1.csv:3: column 1 (key): the field is not UTF-8 text (character 2 cannot be "
                        + "decoded); save the file as UTF-8"));
    }

    @Test
    void aCountsRowWithNegativeRowsIsRefused() throws Exception {
        assertThat(refusal("counts-negative.csv", "period,worker,rows\n2026-02,0,5\n2026-02,1,-5\n"))
                .isEqualTo(at("counts-negative.csv:3: column 3 (rows): expected a whole number of rows from 0 to "
                        + "1000000000000, found -5; a count cannot be negative"));
    }

    @Test
    void aCountsPairGivenTwiceIsRefused() throws Exception {
        assertThat(refusal("counts-twice.csv", "period,worker,rows\n2026-02,0,5\n2026-03,0,5\n2026-02,0,6\n"))
                .isEqualTo(at("counts-twice.csv:4: period '2026-02', worker 0 is counted twice: on line 2 and here"));
    }

    @Test
    void aCountsWorkerOutsideTheWorkersIsRefused() throws Exception {
        assertThat(refusal("counts-worker.csv", "period,worker,rows\n2026-02,4,5\n"))
                .isEqualTo(at("counts-worker.csv:2: column 2 (worker): expected a worker number from 0 to 3 "
                        + "(workers: 4), found 4"));
    }

    @Test
    void aMalformedJsonLineIsRefusedAtItsColumn() throws Exception {
        assertThat(refusal("broken.jsonl", "{\"key\": \"A001\", \"period\": \"2026-02\"}\n{\"key\": \"A002\" \"period\"}\n",
                "key: key", "period: period"))
                .startsWith(at("broken.jsonl:2: column 16: malformed JSON: Unexpected character ('\"' (code 34)): "
                        + "was expecting comma to separate Object entries"));
    }

    @Test
    void aJsonLineNestedPastTheLimitIsRefusedInThePluginsWords() throws Exception {
        String event = "{\"key\": \"A001\", \"period\": \"2026-02\", \"trace\": ";
        String within = event + "[".repeat(999) + "]".repeat(999) + "}\n";
        String past = event + "[".repeat(1_000) + "]".repeat(1_000) + "}\n";

        assertThat(refusal("deep.jsonl", within + past, "key: key", "period: period", "maxBadLines: 0"))
                .isEqualTo(at("deep.jsonl:2: column " + (event.length() + 1_000) + ": the event nests objects and "
                        + "lists more than 1000 levels deep, the most a JSON Lines event may"));
    }

    @Test
    void aLabelSeenAgainAfterALaterOneIsRefusedWithoutDeclaredPeriods() throws Exception {
        Files.writeString(dir.resolve("order.csv"), "key,period\nA001,w1\nA001,w2\nA002,w1\n");
        String yaml = Lesson.yamlWith(Lesson.GENERATOR, "source:\n  events: order.csv\n  key: key\n  period: period\n",
                "period: 2026-09", "period: w2");

        assertThat(last.refuses(yaml)).isEqualTo(at("order.csv:4: column 2 (period): the period 'w1' appears again "
                + "after 'w2'; list the events in period order, or declare the order with source.periods"));
    }

    @Test
    void aFileOutsideTheScenariosFolderIsRefused() throws Exception {
        Path outside = Files.createDirectories(dir.getParent().resolve(dir.getFileName() + "-outside"));
        Files.writeString(outside.resolve("events.csv"), "key,period\nA001,2026-02\n");
        String yaml = Lesson.fileSource("../" + dir.getFileName() + "-outside/events.csv", "key: key", "period: period");

        assertThat(last.refuses(yaml)).isEqualTo(at("course.yml") + ":4: source.events: '../" + dir.getFileName()
                + "-outside/events.csv' leads to " + outside.toRealPath().resolve("events.csv")
                + ", outside the scenario's folder " + dir.toRealPath() + "; keep the data file in that folder or below it");
    }

    @Test
    void aLinkToDevZeroIsRefusedBeforeItIsOpened() throws Exception {
        Files.createSymbolicLink(dir.resolve("zero.csv"), Path.of("/dev/zero"));

        assertThat(last.refuses(Lesson.fileSource("zero.csv", "key: key", "period: period"))).isEqualTo(at("course.yml")
                + ":4: source.events: 'zero.csv' leads to /dev/zero, outside the scenario's folder " + dir.toRealPath()
                + "; keep the data file in that folder or below it");
    }

    @Test
    void aHardLinkToAFileOutsideIsRefusedBeforeALineOfItIsShown() throws Exception {
        Path secrets = Files.writeString(dir.getParent().resolve(dir.getFileName() + "-secrets.txt"),
                "token=s3cr3t-value\n");
        Files.createDirectories(dir.resolve("data"));
        Files.createLink(dir.resolve("data/events.csv"), secrets);

        String message = last.refuses(Lesson.fileSource("data/events.csv", "key: key", "period: period"));
        Files.delete(secrets);

        assertThat(message).isEqualTo(at("course.yml") + ":4: source.events: 'data/events.csv' is a hard link (the file"
                + " has 2 names), which counts as outside the scenario's folder " + dir.toRealPath() + "; copy the data"
                + " file into that folder").doesNotContain("s3cr3t");
    }

    @Test
    void aNamedPipeInTheFolderIsRefusedBeforeItIsOpened() throws Exception {
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve("pipe.csv").toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).as("mkfifo's exit code").isZero();

        assertThat(last.refuses(Lesson.fileSource("pipe.csv", "key: key", "period: period"))).isEqualTo(at("course.yml")
                + ":4: source.events: " + dir.resolve("pipe.csv") + " is not a regular file (a device, a pipe or a "
                + "socket); expected a data file");
    }

    @Test
    void aBadLineBeyondMaxBadLinesIsRefused() throws Exception {
        assertThat(refusal("bad-lines.csv", "key,period\nA001,2026-02\n,2026-02\nA002,2026-13\n", "key: key",
                "period: period", "maxBadLines: 1"))
                .isEqualTo(at("bad-lines.csv:4: column 2 (period): the period '2026-13' is not one of source.periods "
                        + "2026-01 to 2026-12 (more than maxBadLines: 1 lines skipped already)"));
    }

    static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }
}
