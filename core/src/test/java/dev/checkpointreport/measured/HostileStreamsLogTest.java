package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kafka Streams listener logs that are not what the listener writes: each is refused in one line naming the file,
 * the line and the field, and the file is left as it was.
 */
class HostileStreamsLogTest {
    private static final String P1 = "11111111-aaaa-4bbb-8ccc-000000000001";
    private static final String P2 = "22222222-aaaa-4bbb-8ccc-000000000002";

    @TempDir
    Path folder;

    private static List<String> lines() throws IOException {
        return new ArrayList<>(Files.readAllLines(KafkaStreamsLogTest.log("streams.jsonl").real(),
                StandardCharsets.UTF_8));
    }

    /** The message the files are refused with, each saved as {@code kafka-streams/<name>}; each left as it was. */
    private String refusal(List<String> names, List<List<String>> contents) throws IOException {
        List<SavedResponse> files = new ArrayList<>();
        List<byte[]> before = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Path file = Files.write(folder.resolve(names.get(i)), contents.get(i), StandardCharsets.UTF_8);
            before.add(Files.readAllBytes(file));
            files.add(new SavedResponse(file, "kafka-streams/" + names.get(i), "kafka-streams/" + names.get(i)));
        }
        MeasuredException e = catchThrowableOfType(MeasuredException.class,
                () -> Measurements.readKafkaStreams(files));
        assertThat(e).as("the log should be refused").isNotNull();
        for (int i = 0; i < names.size(); i++) {
            assertThat(Files.readAllBytes(folder.resolve(names.get(i)))).isEqualTo(before.get(i));
        }
        assertThat(e.getMessage()).doesNotContain("\n");
        return e.getMessage();
    }

    private String refusal(List<String> lines) throws IOException {
        return refusal(List.of("bad.jsonl"), List.of(lines));
    }

    @Test
    void aLineThatIsNoListenerEventIsRefusedAtItsLine() throws IOException {
        List<String> lines = lines();
        lines.add(2, "{\"event\":\"QueryStartedEvent\",\"id\":\"x\"}");
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:3: $: not a line of the Kafka Streams "
                + "listener: expected an object with app, process, t and event (one of restoreEnd, restoreStart, "
                + "restoreSuspended, snapshot, standbyBatch, standbyStart, standbySuspended, start, state), one a "
                + "line, found an object with the fields event, id");
    }

    @Test
    void storesWhoseSstFilesAddUpPastTheBoundAreRefusedAtTheStore() throws IOException {
        // each store's size is a whole number JSON holds exactly; a commit window's state is their sum
        List<String> lines = lines();
        lines.set(6, lines.get(6).replace("\"sst\":1000", "\"sst\":9007199254740991").replace("\"sst\":0",
                "\"sst\":1"));
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:7: $.stores[1].sst: the stores' "
                + "total-sst-files-size add up to more than 9007199254740991 (2^53 − 1) at this store; expected a "
                + "snapshot's sum of at most that, as each figure is");
    }

    @Test
    void aCommittedOffsetThatGoesBackIsRefused() throws IOException {
        List<String> lines = lines();
        lines.set(7, lines.get(7).replace("\"committed\":900", "\"committed\":400"));
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:8: $.partitions[0].committed: the committed "
                + "offset goes back to 400 from 500 (kafka-streams/bad.jsonl:7) within process " + P1 + "; a "
                + "process's committed offsets only grow");
    }

    @Test
    void aRestoreWhoseEndingOffsetIsBeforeItsStartIsRefused() throws IOException {
        List<String> lines = lines();
        lines.set(10, lines.get(10).replace("\"end\":900", "\"end\":700"));
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:11: $.end: the restore of counts ends at "
                + "offset 700, before its starting offset 800; offsets only grow");
    }

    @Test
    void aRestoreThatEndsBeforeItStartsIsRefused() throws IOException {
        List<String> lines = lines();
        lines.remove(10);
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:12: $.event: the restore of counts (changelog "
                + "orders-counts-changelog, partition 0) ends before it starts: process " + P2 + " has no "
                + "restoreStart of it before this line");
    }

    @Test
    void twoApplicationsInOneLogAreRefused() throws IOException {
        List<String> lines = lines();
        lines.set(8, lines.get(8).replace("\"app\":\"orders\"", "\"app\":\"payments\""));
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:9: $.app: names the app payments, but "
                + "kafka-streams/bad.jsonl:1 names the app orders; the log of one scenario must come from one "
                + "application.id");
    }

    @Test
    void linesOutOfOrderWithinAProcessAreRefused() throws IOException {
        List<String> lines = lines();
        lines.add(7, lines.remove(6));
        assertThat(refusal(lines)).isEqualTo("kafka-streams/bad.jsonl:8: $.t: goes back to 2026-12-03T17:46:43Z "
                + "from 2026-12-03T17:46:44Z (kafka-streams/bad.jsonl:7) within process " + P1 + "; keep the log's "
                + "lines in the order they were written");
    }

    @Test
    void rolledFilesThatOverlapAreRefusedNamingBoth() throws IOException {
        List<String> lines = lines();
        assertThat(refusal(List.of("streams.jsonl", "streams.jsonl.1"), List.of(lines.subList(4, lines.size()),
                lines.subList(0, 8)))).isEqualTo("kafka-streams/streams.jsonl:1: $.t: starts at "
                + "2026-12-03T17:46:41Z, within kafka-streams/streams.jsonl.1, which runs from 2026-12-03T17:46:40Z to "
                + "2026-12-03T17:46:44Z (kafka-streams/streams.jsonl.1:8); the two files overlap: match each file of "
                + "the log once, and no copy of one");
    }

    @Test
    void aTruncatedLastLineIsRefusedAtItsLine() throws IOException {
        List<String> lines = lines();
        String last = lines.get(lines.size() - 1);
        lines.set(lines.size() - 1, last.substring(0, last.length() / 2));
        assertThat(refusal(lines)).startsWith("kafka-streams/bad.jsonl:17: ").contains(": not JSON as the Kafka "
                + "Streams listener writes a line (a line cut short, as a full disk or a copy in progress leaves "
                + "it?): ");
    }

    @Test
    void aFileOverTheBoundIsRefusedUnread() throws IOException {
        Path file = folder.resolve("huge.jsonl");
        try (RandomAccessFile huge = new RandomAccessFile(file.toFile(), "rw")) {
            huge.setLength(Bounds.MAX_LOG_BYTES + 1L);
        }
        MeasuredException e = catchThrowableOfType(MeasuredException.class, () -> Measurements.readKafkaStreams(
                List.of(new SavedResponse(file, "kafka-streams/huge.jsonl", "kafka-streams/huge.jsonl"))));
        assertThat(e).hasMessage("kafka-streams/huge.jsonl: $: the file is larger than 67108864 bytes; the listener "
                + "rolls its log at 16 MiB: match its files with a glob");
        assertThat(Files.size(file)).isEqualTo(Bounds.MAX_LOG_BYTES + 1L);
    }
}
