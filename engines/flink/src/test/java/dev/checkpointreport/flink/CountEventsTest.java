package dev.checkpointreport.flink;

import static dev.checkpointreport.flink.JobAndPlugin.MINUTE;
import static dev.checkpointreport.flink.JobAndPlugin.START;
import static dev.checkpointreport.flink.JobAndPlugin.WORKERS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The counting job on Flink's MiniCluster at parallelism 2 against the plugin reading the same events: the
 * report built from the job's counts file is the report built from the events, but for its {@code source}.
 */
class CountEventsTest extends OnMiniCluster {
    CountEventsTest() {
        super("p06, mid");
    }

    @Test
    void csvWithPeriodLabelsCountsAsThePluginCounts() throws Exception {
        Path events = eventsCsv(RandomEvents.of(20261201, 6_000, periods, START, MINUTE, WORKERS));
        String source = "  events: events.csv\n  key: key\n  period: period\n";
        JsonNode[] reports = both.sameReports(CountEvents.SPLIT_BYTES, 6_000, source, "--events", events.toString(), "--key", "key", "--period", "period");
        assertThat(reports[0].toString()).contains("\"p06, mid\"");
    }

    @Test
    void jsonLinesWithTimesCountsAsThePluginCounts() throws Exception {
        Path events = RandomEvents.jsonLines(folder.resolve("events.jsonl"),
                RandomEvents.of(7, 5_000, periods, START, MINUTE, WORKERS));
        String source = "  events: events.jsonl\n  key: key\n  time: time\n  periodStart: 2026-01-01T00:00:00Z\n"
                + "  periods: " + declared() + "\n";
        JsonNode[] reports = both.sameReports(CountEvents.SPLIT_BYTES, 5_000, source, "--events", events.toString(), "--key", "key", "--time", "time",
                "--period-start", "2026-01-01T00:00:00Z", "--period-length", "PT1M",
                "--periods", quotedLabels());
    }

    @Test
    void aFolderOfFilesCountsAsThePluginCountsTheirEventsInOneFile() throws Exception {
        List<RandomEvents.Event> all = RandomEvents.of(31, 6_000, periods, START, MINUTE, WORKERS);
        Path events = eventsCsv(all);
        Path parts = Files.createDirectories(folder.resolve("parts"));
        for (int part = 0; part < 3; part++) {
            RandomEvents.csv(parts.resolve("part-" + part + ".csv"), all.subList(part * 2_000, part * 2_000 + 2_000));
        }
        String source = "  events: events.csv\n  key: key\n  time: time\n  periodStart: 2026-01-01T00:00:00Z\n"
                + "  periods: " + declared() + "\n";
        JsonNode[] reports = both.sameReports(CountEvents.SPLIT_BYTES, 6_000, source, "--events", parts.toString(), "--format", "csv", "--key", "key",
                "--time", "time", "--period-start", "2026-01-01T00:00:00Z", "--period-length", "60000",
                "--periods", quotedLabels());
    }

    @Test
    void aFolderNeedsPeriodsInAnOrderOfTheirOwn() throws Exception {
        Path parts = Files.createDirectories(folder.resolve("parts"));
        Files.writeString(parts.resolve("a.csv"), "key,period\na,p1\n");
        CountOptions options = CountOptions.parse("--events", parts.toString(), "--format", "csv", "--output",
                folder.resolve("counts.csv").toString(), "--workers", "2", "--key", "key", "--period", "period");
        assertThatThrownBy(() -> CountEvents.count(JobAndPlugin.environment(), options)).hasMessage(parts + " is a folder: its "
                + "files' period labels have no order between them; give --periods, or --time with --period-start "
                + "and --period-length");
    }

    @Test
    void aPartitionColumnPlacesEventsAsThePluginPlacesThem() throws Exception {
        Path events = eventsCsv(RandomEvents.of(99, 4_000, periods, START, MINUTE, WORKERS));
        String source = "  events: events.csv\n  key: key\n  period: period\n  partition: partition\n";
        JsonNode[] reports = both.sameReports(CountEvents.SPLIT_BYTES, 4_000, source, "--events", events.toString(), "--key", "key", "--period", "period",
                "--partition", "partition");
    }

    @Test
    void aPeriodThatComesBackIsRefusedAsThePluginRefusesIt() throws Exception {
        String problem = "the period 'p1' appears again after 'p2'; list the events in period order, or declare the "
                + "order with source.periods";
        assertRefusedByBoth("key,period\na,p1\nb,p2\nc,p1\n", "line 4, column (period): " + problem, problem);
    }

    @Test
    void aBadLineIsRefusedNamingItsLineAndColumn() throws Exception {
        assertRefusedByBoth("key,period\na,p1\n,p1\nb,p2\n", "line 3, column 1 (key): the key is empty",
                "column 1 (key): the key is empty");
    }

    @Test
    void aFileWithoutTheKeyColumnIsRefusedNamingItsColumns() throws Exception {
        assertRefusedByBoth("user,period\na,p1\n", "line 1: the header has no column 'key'; its columns are 'user', "
                + "'period'", "the header has no column 'key'; its columns are 'user', 'period'");
    }

    /** The job refuses {@code csv} with {@code byJob}; the plugin, reading it itself, with a message holding {@code byPlugin}. */
    private void assertRefusedByBoth(String csv, String byJob, String byPlugin) throws Exception {
        Path events = Files.writeString(folder.resolve("refused.csv"), csv);
        CountOptions options = CountOptions.parse("--events", events.toString(), "--output",
                folder.resolve("counts.csv").toString(), "--workers", "2", "--key", "key", "--period", "period");
        assertThatThrownBy(() -> CountEvents.count(JobAndPlugin.environment(), options)).hasMessage(events + ": " + byJob);
        Path scenario = both.scenario("refused.yml", "  events: refused.csv\n  key: key\n  period: period\n");
        assertThatThrownBy(() -> PluginReport.of(scenario, folder.resolve("report"))).hasMessageContaining(byPlugin);
    }

    /** The periods as the scenario declares them. */
    private String declared() {
        return "[" + String.join(", ", periods.stream().map(p -> "\"" + p + "\"").toList()) + "]";
    }

    /** The periods as --periods takes them: one CSV record. */
    private String quotedLabels() {
        return String.join(",", periods.stream().map(p -> "\"" + p + "\"").toList());
    }
}
