package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The local Flink the job starts when run with {@code java}: its small network memory still carries eight readers'
 * shuffle, and their counts of a file cut in eight are the plugin's.
 */
@Tag("flink")
class LocalClusterTest {
    @TempDir
    Path folder;

    @Test
    void eightReadersCountOnTheLocalClustersMemoryAsThePluginCounts() throws Exception {
        List<String> periods = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            periods.add(String.format("p%02d", i));
        }
        JobAndPlugin both = new JobAndPlugin(folder, JobAndPlugin.WORKERS, periods.get(8));
        Path events = RandomEvents.jsonLines(folder.resolve("events.jsonl"),
                RandomEvents.of(88, 16_000, periods, JobAndPlugin.START, JobAndPlugin.MINUTE, JobAndPlugin.WORKERS));
        JsonNode[] reports = both.reports(LocalCluster.environment(8), 16 << 10,
                "  events: events.jsonl\n  key: key\n  period: period\n", "--events", events.toString(), "--key",
                "key", "--period", "period");
        JobAndPlugin.assertSameApartFromSource(reports[0], reports[1]);
        assertThat(JobAndPlugin.rows(reports[1])).isEqualTo(16_000);
    }
}
