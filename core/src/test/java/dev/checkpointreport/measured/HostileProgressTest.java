package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
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
 * Progress logs that are not what Spark writes: each is refused in one line naming the file, the record's line
 * and the field, and the file is left as it was.
 */
class HostileProgressTest {
    private static final String RUN_1 = "11111111-aaaa-4bbb-8ccc-000000000001";

    @TempDir
    Path folder;

    private static List<String> lines() throws IOException {
        return Files.readAllLines(SparkProgressTest.log("progress.jsonl").real(), StandardCharsets.UTF_8);
    }

    /** The log with {@code lines}, saved as {@code spark/bad.jsonl}, refused with {@code message}. */
    private void refused(List<String> lines, String message) throws IOException {
        assertThat(refusal(lines)).isEqualTo(message);
    }

    /** The message the log with {@code lines} is refused with; the file is left as it was. */
    private String refusal(List<String> lines) throws IOException {
        Path file = folder.resolve("bad.jsonl");
        Files.write(file, lines, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(file);
        MeasuredException e = catchThrowableOfType(MeasuredException.class, () -> Measurements.readSpark(
                List.of(new SavedResponse(file, "spark/bad.jsonl", "spark/bad.jsonl"))));
        assertThat(e).as("the log should be refused").isNotNull();
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        return e.getMessage();
    }

    @Test
    void aLineThatIsNoProgressIsRefusedAtItsLine() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.add(2, "{\"event\":\"QueryStartedEvent\",\"id\":\"x\"}");
        refused(lines, "spark/bad.jsonl:3: $: not a StreamingQueryProgress: expected an object with id, runId, "
                + "batchId, timestamp and durationMs, one a line, found an object with the fields event, id");
    }

    @Test
    void textThatIsNotJsonIsRefusedAtItsLine() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(3, "25/12/01 23:45:00 WARN ProcessingTimeExecutor: Current batch is falling behind");
        assertThat(refusal(lines)).startsWith("spark/bad.jsonl:4: $: not JSON as Spark writes a progress: ")
                .doesNotContain("\n");
    }

    @Test
    void aBatchIdThatGoesBackWithinARunIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(3, lines.get(3).replace("\"batchId\":3", "\"batchId\":1"));
        refused(lines, "spark/bad.jsonl:4: $.batchId: batch 1 comes after batch 2 (spark/bad.jsonl:3) in run "
                + RUN_1 + "; within a run the batch ids only grow: keep the log's lines in the order Spark wrote "
                + "them");
    }

    @Test
    void twoQueriesInOneScenarioAreRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(6, lines.get(6).replace("5b2e8c1a-3d4f-4e6a-9b7c-0a1b2c3d4e5f",
                "99999999-3d4f-4e6a-9b7c-0a1b2c3d4e5f"));
        refused(lines, "spark/bad.jsonl:7: $.id: names the query 99999999-3d4f-4e6a-9b7c-0a1b2c3d4e5f, but "
                + "spark/bad.jsonl:1 names the query 5b2e8c1a-3d4f-4e6a-9b7c-0a1b2c3d4e5f; the progress of one "
                + "scenario must come from one query");
    }

    @Test
    void aNegativeDurationIsRefusedNamingItsField() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(1, lines.get(1).replace("\"commitTimeMs\":50", "\"commitTimeMs\":-5"));
        refused(lines, "spark/bad.jsonl:2: $.stateOperators[0].commitTimeMs: expected a duration in milliseconds of "
                + "at least 0, found -5 (allowed: 0 to 1000000000000)");
        List<String> trigger = new ArrayList<>(lines());
        trigger.set(4, trigger.get(4).replace("\"triggerExecution\":120", "\"triggerExecution\":-120"));
        refused(trigger, "spark/bad.jsonl:5: $.durationMs.triggerExecution: expected a duration in milliseconds of "
                + "at least 0, found -120 (allowed: 0 to 1000000000000)");
    }

    @Test
    void aRunThatComesBackAfterAnotherIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.add(lines.get(4).replace("\"batchId\":4", "\"batchId\":9"));
        refused(lines, "spark/bad.jsonl:9: $.runId: run " + RUN_1 + " started at spark/bad.jsonl:1, and run "
                + "22222222-aaaa-4bbb-8ccc-000000000002 came between; keep each run's lines together, in the order "
                + "Spark wrote them");
    }

    @Test
    void aFileOverTheBoundIsRefusedUnread() throws IOException {
        Path file = folder.resolve("huge.jsonl");
        try (RandomAccessFile huge = new RandomAccessFile(file.toFile(), "rw")) {
            huge.setLength(Bounds.MAX_LOG_BYTES + 1L);
        }
        assertThatThrownBy(() -> Measurements.readSpark(List.of(new SavedResponse(file, "spark/huge.jsonl",
                "spark/huge.jsonl")))).isInstanceOf(MeasuredException.class).hasMessage("spark/huge.jsonl: $: the file "
                + "is larger than 67108864 bytes; rotate the progress log, and match its files with a glob");
        assertThat(Files.size(file)).isEqualTo(Bounds.MAX_LOG_BYTES + 1L);
    }

    @Test
    void aQueryWithoutStateIsRefused() throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : lines().subList(0, 2)) {
            lines.add(line.replaceAll("\"stateOperators\":\\[.*\\],\"sources\"", "\"stateOperators\":[],\"sources\""));
        }
        refused(lines, "spark/bad.jsonl: $.stateOperators: none of the 2 progress records has a stateful operator; "
                + "the measured section sets a query's state commits beside the model, and this query keeps no "
                + "state");
    }

    @Test
    void aBatchLoggedTwiceWithTwoStartsIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.add(4, lines.get(3).replace("00:00:01.500Z", "00:00:01.700Z"));
        refused(lines, "spark/bad.jsonl:5: $.batchId: batch 3 comes after batch 3 (spark/bad.jsonl:4) in run "
                + RUN_1 + "; within a run the batch ids only grow: keep the log's lines in the order Spark wrote "
                + "them");
    }

    @Test
    void aClockThatStepsBackWithinARunIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(3, lines.get(3).replace("2026-01-01T00:00:01.500Z", "2026-01-01T01:00:01.500Z"));
        refused(lines, "spark/bad.jsonl:5: $.timestamp: batch 4 started at 2026-01-01T00:00:02Z, before batch 3 "
                + "(spark/bad.jsonl:4), which started at 2026-01-01T01:00:01.500Z, in run " + RUN_1 + "; within a "
                + "run the start times only grow: the driver's clock stepped back, so the log's span and times "
                + "cannot be trusted");
    }

    @Test
    void aNewRunThatStartsBeforeTheOldOneEndedIsRefused() throws IOException {
        List<String> lines = new ArrayList<>(lines());
        lines.set(5, lines.get(5).replace("2026-01-01T00:00:05.300Z", "2026-01-01T00:00:02.050Z"));
        refused(lines, "spark/bad.jsonl:6: $.timestamp: run 22222222-aaaa-4bbb-8ccc-000000000002 starts with batch 5 "
                + "at 2026-01-01T00:00:02.050Z, before batch 4 of run " + RUN_1 + " (spark/bad.jsonl:5) ended at "
                + "2026-01-01T00:00:02.120Z; a new run starts after the old one ends: the driver's clock stepped "
                + "back, or two drivers ran the query at once");
    }

    @Test
    void operatorsWhoseStateAddsUpPastTheBoundAreRefusedAtTheOperator() throws IOException {
        String line = Files.readAllLines(SparkProgressTest.log("hdfs-progress.jsonl").real(),
                StandardCharsets.UTF_8).get(0);
        String operator = "{\"operatorName\":\"stateStoreSave\",\"numRowsTotal\":1,\"commitTimeMs\":1,"
                + "\"memoryUsedBytes\":9007199254740991}";
        String operators = String.join(",", java.util.Collections.nCopies(1100, operator));
        List<String> lines = List.of(line.replaceAll("\"stateOperators\":\\[.*\\],\"sources\"",
                "\"stateOperators\":[" + operators + "],\"sources\""));
        refused(lines, "spark/bad.jsonl:1: $.stateOperators[1].memoryUsedBytes: the stateful operators' "
                + "memoryUsedBytes add up to more than 9007199254740991 (2^53 − 1) at this operator; expected a "
                + "batch's sum of at most that, as each figure is");
    }
}
