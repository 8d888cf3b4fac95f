package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Reports;
import dev.checkpointreport.run.ScenarioRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The state bound of a file source counts the keys the file holds, not its rows spread over its periods. */
class FileStateBoundTest {
    /** 10^12 windows per key of 8 KiB: one key's state is 8.192 × 10^15 bytes, just under 2^53 − 1. */
    private static final String HUGE_WINDOWS = "entryBytes: 8KiB\n  windowOverlap: 1000000\n  retention: 1000000\n"
            + "  dedupTtl: none";

    @TempDir
    Path dir;

    /** The lesson with its timing section, reading {@code events.csv} of two months, with the state given. */
    private Path scenario(String state) throws Exception {
        String yaml = Reports.timingYaml("generator: meter-readings\n  seed: 20260218\n  subscribers: 200\n"
                        + "  periods: 2026-01..2026-12", "events: events.csv\n  key: key\n  period: period",
                "period: 2026-09", "period: 2026-02", "intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 1]",
                "interval: 6", "interval: 1",
                "entryBytes: 64                  # bytes per state entry\n  windowOverlap: 1                # sliding "
                        + "window size / slide\n  retention: 1                    # windows kept open per key\n"
                        + "  dedupTtl: 3                     # row ids held for 3 periods; none = never expires", state);
        return Files.writeString(dir.resolve("course.yml"), yaml);
    }

    @Test
    void oneKeyOfAThousandRowsIsBoundAsOneKey() throws Exception {
        StringBuilder events = new StringBuilder("key,period\n");
        for (int i = 0; i < 1000; i++) {
            events.append("A001,").append(i < 500 ? "2026-01" : "2026-02").append('\n');
        }
        Files.writeString(dir.resolve("events.csv"), events);

        Path report = dir.resolve("report");
        PipelineRun.report(scenario(HUGE_WINDOWS), report);

        JsonNode source = new ObjectMapper().readTree(report.resolve("report.json").toFile()).get("source");
        assertThat(source.get("distinctKeys").asLong()).isEqualTo(1);
    }

    @Test
    void twoKeysOfTheSameWindowsAreRefusedNamingTheFilesKeys() throws Exception {
        Files.writeString(dir.resolve("events.csv"), "key,period\nA001,2026-01\nA002,2026-02\n");

        ConfigException e = catchThrowableOfType(ConfigException.class,
                () -> ScenarioRuns.load(scenario(HUGE_WINDOWS)));

        assertThat(e.getMessage()).isEqualTo(dir.resolve("course.yml") + ":23: state: the state can grow to 2 keys × "
                + "1000000 windowOverlap × 1000000 retention + 2 dedup ids = 2000000000002 entries of 8192 bytes, "
                + "16384000000016384 bytes; at most 9007199254740991 bytes (2^53 − 1) are counted exactly: lower "
                + "entryBytes, windowOverlap, retention or the keys of events.csv");
    }
}
