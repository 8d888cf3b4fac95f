package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * More distinct keys than the heap holds are refused before the key table grows past half the heap, with
 * the keys reached and the heap that holds twice as many; the heap is given, as the JVM's maximum would be.
 */
class KeysFillHeapTest {
    private static final long MIB = 1 << 20;

    @TempDir
    Path dir;

    /** {@code keys} events of distinct keys {@code K0000000}, ..., in one period after the first. */
    private Path events(String name, int keys, boolean jsonLines) throws IOException {
        StringBuilder text = new StringBuilder(jsonLines ? "" : "key,period\n");
        for (int i = 0; i < keys; i++) {
            String key = String.format("K%07d", i);
            text.append(jsonLines ? "{\"key\": \"" + key + "\", \"period\": \"p2\"}" : key + ",p2").append('\n');
        }
        return Files.writeString(dir.resolve(name), text);
    }

    private static CountedSource count(Path file, long maxHeap) throws SourceException {
        return count(file, maxHeap, null);
    }

    private static CountedSource count(Path file, long maxHeap, String id) throws SourceException {
        String name = file.getFileName().toString();
        EventsSpec spec = new EventsSpec(file, name, name, name.endsWith(".jsonl"), false,
                new EventColumns("key", "period", id, null), null, 0, List.of("p1", "p2"), 0, 4, 1000, 1_000_000);
        return EventsFile.count(spec, maxHeap);
    }

    @Test
    void keysPastHalfTheHeapAreRefusedWithTheHeapTheyNeed() throws Exception {
        Path csv = events("events.csv", 300_000, false);
        Path jsonLines = events("events.jsonl", 300_000, true);

        assertThat(catchThrowableOfType(SourceException.class, () -> count(csv, 16 * MIB))).hasMessage("events.csv:104859: "
                + "104,857 distinct keys fill the 16 MiB heap; about 64 MiB are needed to count twice as many: raise "
                + "MAVEN_OPTS=-Xmx64m, or more if the file holds more keys");
        assertThat(catchThrowableOfType(SourceException.class, () -> count(jsonLines, 16 * MIB))).hasMessage("events.jsonl:"
                + "104858: 104,857 distinct keys fill the 16 MiB heap; about 64 MiB are needed to count twice as many: "
                + "raise MAVEN_OPTS=-Xmx64m, or more if the file holds more keys");
    }

    @Test
    void theHeapNamedHoldsTwiceAsManyKeys() throws Exception {
        Path file = events("twice.csv", 2 * 104_857, false);

        assertThat(count(file, 64 * MIB).distinctKeys()).isEqualTo(2 * 104_857);
    }

    @Test
    void theIdsOfTheDedupeSetTakeTheirShareOfTheHeap() throws Exception {
        StringBuilder text = new StringBuilder("id,key,period\n");
        for (int i = 0; i < 300_000; i++) {
            text.append(String.format("E%07d,A001,p2%n", i));
        }
        Path file = Files.writeString(dir.resolve("ids.csv"), text);

        assertThat(catchThrowableOfType(SourceException.class, () -> count(file, 16 * MIB, "id"))).hasMessage("ids.csv:85335: 1 "
                + "distinct key and 85,334 ids fill the 16 MiB heap; about 64 MiB are needed to count twice as many: "
                + "raise MAVEN_OPTS=-Xmx64m, or more if the file holds more keys or ids");
    }
}
