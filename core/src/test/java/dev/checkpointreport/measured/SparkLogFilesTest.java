package dev.checkpointreport.measured;

import static dev.checkpointreport.measured.SparkProgressTest.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A query's progress in several files: one a run ({@code progress-<runId>.jsonl}) or one log rotated into numbered
 * parts. The history is three runs: run A's batches 0 to 6 every 500 ms, each 100 ms long; run B runs batch 7 again
 * from its saved offsets 23,818 ms after A's last batch ended, and fails after it; run C starts with batch 8
 * 44,623 ms after B's batch ended. Whatever the files' names, the history is the same.
 */
class SparkLogFilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    /** A record of run {@code run}, made from the log's batch 1. */
    private static String record(String run, long batch, long start, long took, boolean replayed) throws IOException {
        ObjectNode record = (ObjectNode) JSON.readTree(
                Files.readAllLines(SparkProgressTest.log("progress.jsonl").real(), StandardCharsets.UTF_8).get(1));
        record.put("runId", run).put("batchId", batch).put("timestamp", Instant.ofEpochMilli(start).toString());
        ObjectNode durations = (ObjectNode) record.get("durationMs");
        durations.put("triggerExecution", took);
        if (replayed) {
            durations.remove(List.of("latestOffset", "walCommit"));
        }
        return JSON.writeValueAsString(record);
    }

    /** The history's lines, run A's id first of {@code runs}, then B's and C's. */
    private static List<String> history(String... runs) throws IOException {
        List<String> lines = new ArrayList<>();
        for (int batch = 0; batch <= 6; batch++) {
            lines.add(record(runs[0], batch, T0 + batch * 500L, 100, false));
        }
        lines.add(record(runs[1], 7, T0 + 3100 + 23_818, 900, true));
        for (int batch = 8; batch <= 10; batch++) {
            lines.add(record(runs[2], batch, T0 + 27_818 + 44_623 + (batch - 8) * 500L, 100, false));
        }
        return lines;
    }

    private static String run(char first) {
        return first + "1111111-aaaa-4bbb-8ccc-00000000000" + first;
    }

    /** Saves each part of lines under its name, and reads them in the names' order, as a glob matches them. */
    private Measurements read(List<String> names, List<List<String>> parts) throws IOException, MeasuredException {
        List<SavedResponse> files = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Files.write(folder.resolve(names.get(i)), parts.get(i), StandardCharsets.UTF_8);
            String shown = "spark/" + names.get(i);
            files.add(new SavedResponse(folder.resolve(names.get(i)), shown, shown));
        }
        files.sort((a, b) -> a.written().compareTo(b.written()));
        return Measurements.readSpark(files);
    }

    /** The message the files are refused with. */
    private String refusal(List<String> names, List<List<String>> parts) {
        MeasuredException e = catchThrowableOfType(MeasuredException.class, () -> read(names, parts));
        assertThat(e).as("the files should be refused").isNotNull();
        return e.getMessage();
    }

    private static void theThreeRuns(Measurements measured, String... runs) {
        assertThat(((SparkQuery) measured.facts()).runs()).containsExactly(runs);
        assertThat(measured.checkpoints()).extracting(Checkpoint::id)
                .containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L);
        assertThat(measured.failures()).containsExactly(new JobFailure(T0 + 3100, null),
                new JobFailure(T0 + 27_818, null));
        assertThat(measured.restores()).containsExactly(new Restore(7, T0 + 26_918, false, null, 1000L, 900L),
                new Restore(8, T0 + 72_441, false, null, 0L, null));
        assertThat(MeasuredStatistics.of(measured).restores()).extracting(MeasuredStatistics.RestoreTime::sinceFailure)
                .containsExactly(23_818L, 44_623L);
    }

    @Test
    void oneFileARunIsReadInTheRunsOrderWhateverTheirNames() throws IOException, MeasuredException {
        // each order of the three runs' ids, so of their files' names
        for (String order : List.of("123", "132", "213", "231", "312", "321")) {
            String[] runs = {run(order.charAt(0)), run(order.charAt(1)), run(order.charAt(2))};
            List<String> lines = history(runs);
            Files.list(folder).forEach(file -> file.toFile().delete());
            Measurements measured = read(List.of("progress-" + runs[0] + ".jsonl", "progress-" + runs[1] + ".jsonl",
                    "progress-" + runs[2] + ".jsonl"), List.of(lines.subList(0, 7), lines.subList(7, 8),
                    lines.subList(8, 11)));
            theThreeRuns(measured, runs);
        }
    }

    @Test
    void aLogRotatedIntoNumberedFilesIsReadOldestFirst() throws IOException, MeasuredException {
        String[] runs = {run('3'), run('1'), run('2')};
        List<String> lines = history(runs);
        // logrotate's numbering: progress.jsonl the newest, .2 the oldest; run A's end and B's start in .1
        Measurements measured = read(List.of("progress.jsonl.2", "progress.jsonl.1", "progress.jsonl"),
                List.of(lines.subList(0, 5), lines.subList(5, 9), lines.subList(9, 11)));
        theThreeRuns(measured, runs);
    }

    @Test
    void anIdleRecordInBothFilesOfARotationIsOneIdleTriggerAndARepeat() throws IOException, MeasuredException {
        // batch 0, two idle triggers' records with batch 1's id, batch 1; the first idle record ends the older file
        // and starts the newer one, as a copy at rotation leaves it
        List<String> lines = Files.readAllLines(SparkProgressTest.log("idle-polled.jsonl").real(),
                StandardCharsets.UTF_8);
        Measurements measured = read(List.of("progress.jsonl.1", "progress.jsonl"),
                List.of(lines.subList(0, 2), lines.subList(1, 4)));

        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(0L, 1L);
        assertThat(((SparkQuery) measured.facts()).idle()).isEqualTo(2);
        assertThat(((SparkQuery) measured.facts()).repeats()).isEqualTo(1);
    }

    @Test
    void twoFilesThatOverlapAreRefusedNamingBoth() throws IOException {
        String[] runs = {run('1'), run('2'), run('3')};
        List<String> lines = history(runs);
        assertThat(refusal(List.of("a.jsonl", "b.jsonl"), List.of(lines.subList(0, 7), lines.subList(5, 11))))
                .isEqualTo("spark/b.jsonl:1: $.batchId: batch 5 of run " + runs[0] + " falls "
                + "within spark/a.jsonl, which holds batches 0 to 6 (spark/a.jsonl:7); the two files overlap: match "
                + "each file of the log once, and no copy of one");
    }

    @Test
    void aFileMissingBetweenTwoIsAGapRefusedNamingBoth() throws IOException {
        String[] runs = {run('1'), run('2'), run('3')};
        List<String> lines = history(runs);
        assertThat(refusal(List.of("a.jsonl", "c.jsonl"), List.of(lines.subList(0, 3), lines.subList(5, 11))))
                .isEqualTo("spark/c.jsonl:1: $.batchId: batch 5 of run " + runs[0] + " follows "
                + "spark/a.jsonl, which ends with batch 2 (spark/a.jsonl:3): no file holds batches 3 to 4; match "
                + "every file of the log");
    }
}
