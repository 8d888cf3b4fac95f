package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import de.siegmar.fastcsv.writer.CsvWriter;
import dev.checkpointreport.model.RowCounts;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An events CSV is counted from the key's characters where the parser holds them, on a thread of its own
 * a batch of lines ahead: the counts are those of the plain definition (each key's worker by
 * {@link Partition#workerOf}, each distinct key once per worker), for random keys of every kind, and a
 * failure after many batches still names its own line.
 */
@Isolated("asserts that no parsing thread is alive, which any other test reading a file starts")
class CsvKeyPathTest {
    private static final int WORKERS = 7;
    private static final int PERIODS = 12;
    private static final int EVENTS = 3 * LineBatch.LINES + 123;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(longs = {1, 20260218, 987654321})
    void randomKeysCountAsTheirTextDefinesThemInCsvAndInJsonLines(long seed) throws Exception {
        Random random = new Random(seed);
        List<String> pool = new ArrayList<>(List.of("Aa", "BB", "AaAa", "BBBB", "AaBB", "a,b", "say \"hi\"", "two\nlines"));
        while (pool.size() < 2_000) {
            pool.add(randomKey(random));
        }
        List<String> keys = new ArrayList<>();
        List<Integer> periods = new ArrayList<>();
        for (int e = 0; e < EVENTS; e++) {
            keys.add(pool.get(random.nextInt(random.nextBoolean() ? 50 : pool.size())));
            periods.add(e * PERIODS / EVENTS);
        }
        Expected expected = new Expected(keys, periods);

        Path csv = dir.resolve("events.csv");
        try (CsvWriter out = CsvWriter.builder().build(csv, StandardCharsets.UTF_8)) {
            out.writeRecord("id", "key", "period");
            for (int e = 0; e < EVENTS; e++) {
                out.writeRecord("e" + e, keys.get(e), label(periods.get(e)));
            }
        }
        Path jsonLines = dir.resolve("events.jsonl");
        try (Writer out = Files.newBufferedWriter(jsonLines)) {
            for (int e = 0; e < EVENTS; e++) {
                out.write(JSON.writeValueAsString(Map.of("key", keys.get(e), "period", label(periods.get(e)))) + "\n");
            }
        }

        expected.assertCounted(count(csv, false));
        expected.assertCounted(count(jsonLines, true));
    }

    @Test
    void aBadLineAfterManyBatchesIsReportedBeforeTheTruncatedEndOfTheGzipFile() throws Exception {
        int bad = 2 * LineBatch.LINES + 500;
        Path file = gzipped("late.csv.gz", 3 * LineBatch.LINES, bad);

        assertThatThrownBy(() -> count(file, false)).isInstanceOf(SourceException.class)
                .hasMessage("late.csv.gz:" + bad + ": column 2 (period): the period is empty");
        assertThat(Thread.getAllStackTraces().keySet()).as("the parsing thread has ended")
                .noneMatch(t -> t.getName().equals("checkpoint-report-parse"));
    }

    @Test
    void tenThousandDistinctKeysGrowTheKeyTableAndStillCountAsTheirTextDefinesThem() throws Exception {
        Random random = new Random(7);
        List<String> keys = new ArrayList<>();
        List<Integer> periods = new ArrayList<>();
        for (int e = 0; e < 24_000; e++) {
            keys.add(e % 5 == 4 ? randomKey(random) : "k" + e % 10_000);
            periods.add(e * PERIODS / 24_000);
        }
        Expected expected = new Expected(keys, periods);
        Path csv = dir.resolve("many.csv");
        try (CsvWriter out = CsvWriter.builder().build(csv, StandardCharsets.UTF_8)) {
            out.writeRecord("key", "period");
            for (int e = 0; e < keys.size(); e++) {
                out.writeRecord(keys.get(e), label(periods.get(e)));
            }
        }

        CountedSource counted = count(csv, false);

        assertThat(counted.distinctKeys()).as("far past the table's first 2,048 keys").isGreaterThan(10_000);
        expected.assertCounted(counted);
    }

    @Test
    void aTruncatedGzipFileAfterManyBatchesEndsAfterItsLastLine() throws Exception {
        Path file = gzipped("cut.csv.gz", 3 * LineBatch.LINES, -1);

        assertThatThrownBy(() -> count(file, false)).isInstanceOf(SourceException.class)
                .hasMessage("cut.csv.gz:" + (3 * LineBatch.LINES + 1) + ": the gzip file is truncated at byte "
                        + Files.size(file) + ": it ends after line " + 3 * LineBatch.LINES + "; compress the file again");
    }

    @Test
    void aShortLineAfterManyBatchesIsNamedByItsOwnNumber() throws Exception {
        StringBuilder csv = new StringBuilder("key,period\n");
        for (int line = 2; line <= 2 * LineBatch.LINES + 10; line++) {
            csv.append("k").append(line % 977).append(",p01\n");
        }
        csv.append("\"never closed,p01\n");
        Path file = Files.writeString(dir.resolve("quote.csv"), csv.toString());

        assertThatThrownBy(() -> count(file, false)).isInstanceOf(SourceException.class)
                .hasMessage("quote.csv:" + (2 * LineBatch.LINES + 11) + ": expected 2 fields, as the header has, found 1");
    }

    /** A gzipped events CSV of {@code lines} lines, header included, an empty period on line {@code bad}, its trailer cut off. */
    private Path gzipped(String name, int lines, int bad) throws IOException {
        StringBuilder csv = new StringBuilder("key,period\n");
        for (int line = 2; line <= lines; line++) {
            csv.append("k").append(line % 977).append(',').append(line == bad ? "" : "p01").append('\n');
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(csv.toString().getBytes(StandardCharsets.UTF_8));
        }
        byte[] whole = bytes.toByteArray();
        return Files.write(dir.resolve(name), Arrays.copyOf(whole, whole.length - 8));
    }

    private static CountedSource count(Path file, boolean jsonLines) throws SourceException {
        EventsSpec spec = new EventsSpec(file, file.getFileName().toString(), file.getFileName().toString(), jsonLines,
                file.toString().endsWith(".gz"), new EventColumns("key", "period", null, null), null, 0, null, 0, WORKERS, 1000, 1_000_000);
        return EventsFile.count(spec);
    }

    private static String label(int period) {
        return String.format("p%02d", period + 1);
    }

    /** A key of 1 to 30 code points: ASCII, Latin-1, Greek, CJK or beyond the BMP, never U+FFFD. */
    private static String randomKey(Random random) {
        StringBuilder key = new StringBuilder();
        int length = 1 + random.nextInt(30);
        for (int i = 0; i < length; i++) {
            int codePoint = switch (random.nextInt(5)) {
                case 0 -> 0x20 + random.nextInt(0x5F);
                case 1 -> 0xA0 + random.nextInt(0x60);
                case 2 -> 0x391 + random.nextInt(0x30);
                case 3 -> 0x4E00 + random.nextInt(0x5000);
                default -> 0x1F300 + random.nextInt(0x200);
            };
            key.appendCodePoint(codePoint);
        }
        return key.toString().isBlank() ? "x" + key : key.toString();
    }

    /** The counts by the plain definition: each key's worker by its text, each distinct key once per worker. */
    private static final class Expected {
        private final long[][] rows = new long[WORKERS][PERIODS];
        private final long[] keys = new long[WORKERS];
        private final Set<String> distinct = new HashSet<>();

        Expected(List<String> events, List<Integer> periods) {
            Map<String, Integer> workerOf = new HashMap<>();
            for (int e = 0; e < events.size(); e++) {
                String key = events.get(e);
                int worker = workerOf.computeIfAbsent(key, k -> Partition.workerOf(k, WORKERS));
                rows[worker][periods.get(e)]++;
                if (distinct.add(key)) {
                    keys[worker]++;
                }
            }
        }

        void assertCounted(CountedSource source) {
            RowCounts counts = source.counts();
            assertThat(source.distinctKeys()).isEqualTo(distinct.size());
            for (int w = 0; w < WORKERS; w++) {
                assertThat(counts.keysOf(w)).as("distinct keys of worker %d", w).isEqualTo(keys[w]);
                long upTo = 0;
                for (int p = 0; p < PERIODS; p++) {
                    upTo += rows[w][p];
                    assertThat(counts.worker(w).upTo(p)).as("rows of worker %d up to period %d", w, p).isEqualTo(upTo);
                }
            }
        }
    }
}
