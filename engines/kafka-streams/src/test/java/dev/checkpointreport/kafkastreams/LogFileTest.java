package dev.checkpointreport.kafkastreams;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The listener's file: it rolls before a line would take it past its size, each part whole lines, none lost. */
class LogFileTest {
    @TempDir
    Path folder;

    @Test
    void theFileRollsToNumberedPartsBeforeALineWouldPassTheSize() throws IOException {
        Path file = folder.resolve("streams.jsonl");
        List<String> lines = new ArrayList<>();
        try (LogFile log = new LogFile(file, 250)) {
            for (int i = 0; i < 10; i++) {
                String line = "{\"event\":\"snapshot\",\"n\":" + i + ",\"pad\":\"" + "x".repeat(60) + "\"}";
                lines.add(line);
                log.append(line);
            }
        }
        // 96 bytes a line: two to a part of at most 250 bytes, so parts .1 to .4 and the current file
        List<String> read = new ArrayList<>();
        for (int n = 1; n <= 4; n++) {
            Path part = folder.resolve("streams.jsonl." + n);
            assertThat(Files.size(part)).isLessThanOrEqualTo(250);
            read.addAll(Files.readAllLines(part, StandardCharsets.UTF_8));
        }
        read.addAll(Files.readAllLines(file, StandardCharsets.UTF_8));
        assertThat(folder.resolve("streams.jsonl.5")).doesNotExist();
        assertThat(read).isEqualTo(lines);
        assertThat(StreamsLog.ROLL_BYTES).isEqualTo(16L * 1024 * 1024);
    }

    @Test
    void aNameIsWrittenAsAJsonStringWhateverItHolds() {
        assertThat(LogFile.quoted("store \"a\"\\b\n")).isEqualTo("\"store \\\"a\\\"\\\\b\\u000a\"");
    }
}
