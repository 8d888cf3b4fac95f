package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.run.ScenarioRuns;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.Lesson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an events or counts file counts: valid oddities (quoted commas and line breaks, a byte order mark,
 * CRLF) read as they are meant, ids deduplicated, partitions taken as given, bad lines skipped and counted.
 */
class SourceFileTest {
    @TempDir
    Path dir;

    private CountedSource counted(String file, byte[] data, String... keys) throws Exception {
        Files.write(dir.resolve(file), data);
        Path scenario = Files.writeString(dir.resolve("course.yml"), Lesson.fileSource(file, keys));
        return ScenarioRuns.load(scenario).counted();
    }

    private CountedSource counted(String file, String data, String... keys) throws Exception {
        return counted(file, data.getBytes(StandardCharsets.UTF_8), keys);
    }

    /** Rows of worker 0..3 over the whole stream. */
    private static List<Long> rowsPerWorker(CountedSource counted) {
        return List.of(0, 1, 2, 3).stream().map(w -> counted.counts().worker(w).upTo(counted.periods().size() - 1))
                .toList();
    }

    private static List<Long> keysPerWorker(CountedSource counted) {
        return List.of(0, 1, 2, 3).stream().map(w -> counted.counts().keysOf(w)).toList();
    }

    @Test
    void quotedFieldsMayHoldCommasAndLineBreaks() throws Exception {
        CountedSource counted = counted("quoted.csv", "key,period,task\n\"A,1\",2026-02,0\n\"A\n2\",2026-03,1\n"
                + "\"A,1\",2026-03,0\nA3,2026-13,2\n", "key: key", "period: period", "partition: task",
                "maxBadLines: 1");

        assertThat(rowsPerWorker(counted)).containsExactly(2L, 1L, 0L, 0L);
        assertThat(keysPerWorker(counted)).containsExactly(1L, 1L, 0L, 0L);
        assertThat(counted.firstBadLine().described()).isEqualTo("line 6, column 2 (period): the period '2026-13' is "
                + "not one of source.periods 2026-01 to 2026-12");
    }

    @Test
    void aByteOrderMarkAndCrlfLineEndsReadAsThePlainFile() throws Exception {
        String plain = "key,period\nA001,2026-02\nA002,2026-02\nA001,2026-03\n";
        CountedSource expected = counted("plain.csv", plain, "key: key", "period: period");
        byte[] bom = ("\uFEFF" + plain.replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8);

        CountedSource csv = counted("bom.csv", bom, "key: key", "period: period");
        CountedSource jsonLines = counted("bom.jsonl", ("\uFEFF{\"key\": \"A001\", \"period\": \"2026-02\"}\r\n"
                + "{\"key\": \"A002\", \"period\": \"2026-02\"}\r\n{\"key\": \"A001\", \"period\": \"2026-03\"}\r\n")
                .getBytes(StandardCharsets.UTF_8), "key: key", "period: period");

        assertThat(rowsPerWorker(expected)).isEqualTo(List.of(0L, 0L, 1L, 2L));
        for (CountedSource read : List.of(csv, jsonLines)) {
            assertThat(rowsPerWorker(read)).isEqualTo(rowsPerWorker(expected));
            assertThat(keysPerWorker(read)).isEqualTo(keysPerWorker(expected));
            assertThat(read.distinctKeys()).isEqualTo(2);
        }
    }

    @Test
    void aRepeatedIdIsDroppedAsTheLessonsDedupeDropsARepeatedReading() throws Exception {
        CountedSource counted = counted("ids.csv", "id,key,period\ne1,A001,2026-02\ne2,A001,2026-03\n"
                + "e1,A001,2026-02\ne3,A002,2026-03\n", "key: key", "period: period", "id: id");

        assertThat(counted.duplicates()).isEqualTo(1);
        assertThat(counted.counts().totalRows()).isEqualTo(3);
    }

    @Test
    void aKeyOnTwoPartitionsCountsOnceOnEach() throws Exception {
        CountedSource counted = counted("moved.csv", "key,period,task\nA001,2026-02,0\nA001,2026-03,2\n"
                + "A001,2026-04,2\n", "key: key", "period: period", "partition: task");

        assertThat(keysPerWorker(counted)).containsExactly(1L, 0L, 1L, 0L);
        assertThat(counted.distinctKeys()).isEqualTo(1);
    }

    @Test
    void aCountsFileMayLeavePairsOutAndGiveThemInAnyOrder() throws Exception {
        CountedSource counted = counted("counts.csv", "rows,period,worker,keys\n7,2026-03,2,4\n5,2026-02,0,3\n"
                + "1,2026-02,2,6\n");

        assertThat(rowsPerWorker(counted)).containsExactly(5L, 0L, 8L, 0L);
        assertThat(keysPerWorker(counted)).containsExactly(3L, 0L, 6L, 0L);
        assertThat(counted.counts().wholeJob().upTo(0)).isZero();
        assertThat(counted.periods()).hasSize(12);
    }

    @Test
    void timesAreBucketedByThePeriodLengthFromPeriodStart() throws Exception {
        Files.writeString(dir.resolve("times.csv"), "key,at\nA001,2026-01-01T00:00:00Z\nA001,2026-01-01T00:59:59.999Z\n"
                + "A002,1767229200000\nA002,2026-01-01T03:00:00+01:00\n");
        String yaml = Lesson.fileSource("times.csv", "key: key", "time: at", "periodStart: 2026-01-01T00:00:00Z")
                .replace("  periods: 2026-01..2026-12\n", "");
        Path scenario = Files.writeString(dir.resolve("course.yml"), yaml.replace("period: 2026-09",
                "period: 2026-01T02:00:00Z").replace("period: 2026-01T02", "period: 2026-01-01T02"));

        CountedSource counted = ScenarioRuns.load(scenario).counted();

        assertThat(counted.periods()).containsExactly("2026-01-01T00:00:00Z", "2026-01-01T01:00:00Z",
                "2026-01-01T02:00:00Z");
        assertThat(List.of(counted.counts().wholeJob().upTo(0), counted.counts().wholeJob().upTo(1),
                counted.counts().wholeJob().upTo(2))).containsExactly(2L, 3L, 4L);
    }
}
