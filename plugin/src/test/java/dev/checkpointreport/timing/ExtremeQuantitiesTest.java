package dev.checkpointreport.timing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.model.RowCounts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every quantity at the edge of what the loader accepts (below 10^18, 30 decimal places, durations of a
 * million days, state bytes at most 2^53 − 1) still gives a report of finite numbers: the timing model never
 * meets an infinity or a NaN, no byte count wraps, and no duration stops at a long's largest minute.
 */
class ExtremeQuantitiesTest {
    private static final String SOURCE = """
            source: {seed: 7, subscribers: SUBSCRIBERS, periods: 2026-01..2026-12}
            failure: {period: 2026-09, probabilities: [0.000000000000000000000000000001, 1]}
            checkpoint: {intervals: [none, 1, 12], stateRows: 999999999999}
            workers: 3
            decision: {interval: 1, criterion: worst}
            """;
    private static final String TINY = "0.000000000000000000000000000001";
    private static final String HUGE = "999999999999999999";
    /** The longest duration, a million days. */
    private static final String LONGEST = "1000000d";

    @ParameterizedTest
    @ValueSource(strings = {
        // the fastest job: a period of 10^-30 s, the slowest storage, the largest state the bound allows
        "timing: {periodLength: " + TINY + "s, capacity: " + HUGE + ", detection: " + LONGEST + "}\n"
                + "state: {entryBytes: 32767, windowOverlap: 1000000, retention: 1373, dedupTtl: none}\n"
                + "storage: {readRate: " + TINY + "B/s, writeRate: " + HUGE + "GiB/s}\n"
                + "objective: {recoveryTime: " + TINY + "s}",
        // the slowest job: periods of a million days, a capacity of 10^-30, storage at its fastest
        "timing: {periodLength: " + LONGEST + ", capacity: " + TINY + ", detection: 0s}\n"
                + "state: {entryBytes: 1, snapshot: incremental, changedFraction: " + TINY + "}\n"
                + "storage: {readRate: " + HUGE + "GiB/s, writeRate: " + TINY + "B/s}\n"
                + "objective: {recoveryTime: " + LONGEST + "}",
        // a capacity just above the arrival rate: the backlog drains, slowly
        "timing: {periodLength: 1ms, capacity: 1.000000000000000000000000000001, detection: " + LONGEST + "}",
    })
    void theReportHoldsOnlyFiniteNumbers(String timing, @TempDir Path dir) throws Exception {
        for (String subscribers : List.of("1", "200")) {
            Path config = Files.writeString(dir.resolve("course.yml"),
                    SOURCE.replace("SUBSCRIBERS", subscribers) + timing + "\n");
            Path out = dir.resolve("report-" + subscribers);

            PipelineRun.report(config, out);

            JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
            assertThat(numbers(report)).isNotEmpty().allSatisfy(n -> assertThat(n).isFinite());
            assertThat(Files.readString(out.resolve("index.html"))).doesNotContain("NaN", "Infinity", "∞",
                    "153722867280912930h", "384307168202282325d 07h");
        }
    }

    @Test
    void aStateBeyondTheBoundFailsLoudlyRatherThanWraps() {
        RowCounts counts = RowCounts.builder(2, 1).addKey(0).addKey(0).addRow(0, 1).build();
        StateSize entriesWrap = new StateSize(counts, new StateSpec(1, 1L << 31, 1L << 31, Dedup.NONE_HELD, false, null));
        StateSize bytesWrap = new StateSize(counts, new StateSpec(1L << 20, 1L << 30, 1L << 31, Dedup.NONE_HELD, false,
                null));

        assertThatThrownBy(() -> entriesWrap.entries(0, 1)).isInstanceOf(ArithmeticException.class);
        assertThat(bytesWrap.entries(0, 1)).isEqualTo(1L << 62);
        assertThatThrownBy(() -> bytesWrap.bytes(0, 1)).isInstanceOf(ArithmeticException.class);
    }

    /** Every number in the document, as a double, negative byte counts and all. */
    private static List<Double> numbers(JsonNode node) {
        List<Double> numbers = new ArrayList<>();
        if (node.isNumber()) {
            numbers.add(node.doubleValue());
            if (node.isIntegralNumber()) {
                assertThat(node.bigIntegerValue().signum()).as("a count").isNotNegative();
            }
        }
        node.forEach(child -> numbers.addAll(numbers(child)));
        return numbers;
    }
}
