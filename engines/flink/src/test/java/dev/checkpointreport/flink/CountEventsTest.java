package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The counting job on Flink's MiniCluster at parallelism 2 against the plugin reading the same events: the
 * report built from the job's counts file is the report built from the events, but for its {@code source}.
 */
class CountEventsTest {
    private static final int WORKERS = 4;
    private static final long START = Instant.parse("2026-01-01T00:00:00Z").toEpochMilli();
    private static final long MINUTE = 60_000;
    private static final List<String> PERIODS = periods();

    @RegisterExtension
    static final MiniClusterExtension CLUSTER = new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder()
            .setNumberTaskManagers(1).setNumberSlotsPerTaskManager(2).build());

    @TempDir
    Path folder;

    @Test
    void csvWithPeriodLabelsCountsAsThePluginCounts() throws Exception {
        Path events = RandomEvents.csv(folder.resolve("events.csv"),
                RandomEvents.of(20261201, 6_000, PERIODS, START, MINUTE, WORKERS));
        String source = "  events: events.csv\n  key: key\n  period: period\n";
        JsonNode[] reports = bothReports(source, "--events", events.toString(), "--key", "key", "--period", "period");
        assertSameApartFromSource(reports[0], reports[1]);
        assertThat(rows(reports[1])).isEqualTo(6_000);
        assertThat(reports[0].toString()).contains("\"p06, mid\"");
    }

    @Test
    void jsonLinesWithTimesCountsAsThePluginCounts() throws Exception {
        Path events = RandomEvents.jsonLines(folder.resolve("events.jsonl"),
                RandomEvents.of(7, 5_000, PERIODS, START, MINUTE, WORKERS));
        String source = "  events: events.jsonl\n  key: key\n  time: time\n  periodStart: 2026-01-01T00:00:00Z\n"
                + "  periods: " + declared() + "\n";
        JsonNode[] reports = bothReports(source, "--events", events.toString(), "--key", "key", "--time", "time",
                "--period-start", "2026-01-01T00:00:00Z", "--period-length", "PT1M",
                "--periods", quotedLabels());
        assertSameApartFromSource(reports[0], reports[1]);
        assertThat(rows(reports[1])).isEqualTo(5_000);
    }

    @Test
    void aFolderOfFilesCountsAsThePluginCountsTheirEventsInOneFile() throws Exception {
        List<RandomEvents.Event> all = RandomEvents.of(31, 6_000, PERIODS, START, MINUTE, WORKERS);
        Path events = RandomEvents.csv(folder.resolve("events.csv"), all);
        Path parts = Files.createDirectories(folder.resolve("parts"));
        for (int part = 0; part < 3; part++) {
            RandomEvents.csv(parts.resolve("part-" + part + ".csv"), all.subList(part * 2_000, part * 2_000 + 2_000));
        }
        String source = "  events: events.csv\n  key: key\n  time: time\n  periodStart: 2026-01-01T00:00:00Z\n"
                + "  periods: " + declared() + "\n";
        JsonNode[] reports = bothReports(source, "--events", parts.toString(), "--format", "csv", "--key", "key",
                "--time", "time", "--period-start", "2026-01-01T00:00:00Z", "--period-length", "60000",
                "--periods", quotedLabels());
        assertThat(events).exists();
        assertSameApartFromSource(reports[0], reports[1]);
        assertThat(rows(reports[1])).isEqualTo(6_000);
    }

    @Test
    void aFolderNeedsPeriodsInAnOrderOfTheirOwn() throws Exception {
        Path parts = Files.createDirectories(folder.resolve("parts"));
        Files.writeString(parts.resolve("a.csv"), "key,period\na,p1\n");
        CountOptions options = CountOptions.parse("--events", parts.toString(), "--format", "csv", "--output",
                folder.resolve("counts.csv").toString(), "--workers", "2", "--key", "key", "--period", "period");
        assertThatThrownBy(() -> CountEvents.count(environment(), options)).hasMessage(parts + " is a folder: its "
                + "files' period labels have no order between them; give --periods, or --time with --period-start "
                + "and --period-length");
    }

    @Test
    void aPartitionColumnPlacesEventsAsThePluginPlacesThem() throws Exception {
        Path events = RandomEvents.csv(folder.resolve("events.csv"),
                RandomEvents.of(99, 4_000, PERIODS, START, MINUTE, WORKERS));
        String source = "  events: events.csv\n  key: key\n  period: period\n  partition: partition\n";
        JsonNode[] reports = bothReports(source, "--events", events.toString(), "--key", "key", "--period", "period",
                "--partition", "partition");
        assertSameApartFromSource(reports[0], reports[1]);
        assertThat(rows(reports[1])).isEqualTo(4_000);
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
        assertThatThrownBy(() -> CountEvents.count(environment(), options)).hasMessage(events + ": " + byJob);
        Path scenario = scenario("refused.yml", "  events: refused.csv\n  key: key\n  period: period\n");
        assertThatThrownBy(() -> PluginReport.of(scenario, folder.resolve("report"))).hasMessageContaining(byPlugin);
    }

    /** The report of the events read by the plugin, and of the job's counts of them. */
    private JsonNode[] bothReports(String source, String... job) throws Exception {
        Path counts = folder.resolve("counts.csv");
        List<String> args = new ArrayList<>(List.of(job));
        args.addAll(List.of("--output", counts.toString(), "--workers", Integer.toString(WORKERS)));
        CountsTable table = CountEvents.count(environment(), CountOptions.parse(args.toArray(String[]::new)));
        table.write(counts.toString(), WORKERS);
        JsonNode fromEvents = PluginReport.of(scenario("events.yml", source), folder.resolve("report-events"));
        String declared = source.lines().filter(line -> line.startsWith("  periods:")).findFirst().orElse("");
        JsonNode fromCounts = PluginReport.of(scenario("counts.yml", "  counts: counts.csv\n"
                + (declared.isEmpty() ? "" : declared + "\n")), folder.resolve("report-counts"));
        return new JsonNode[] {fromEvents, fromCounts};
    }

    private Path scenario(String name, String source) throws Exception {
        return Files.writeString(folder.resolve(name), "title: Counted by Flink\nsource:\n" + source
                + "failure:\n  period: \"" + PERIODS.get(8) + "\"\n  probabilities: [1.0, 0.5]\n"
                + "checkpoint:\n  intervals: [none, 4, 2, 1]\n  stateRows: 50\nworkers: " + WORKERS + "\n"
                + "timing:\n  periodLength: 1m\n  capacity: 1.5\n  detection: 30s\nstate:\n  entryBytes: 64\n",
                StandardCharsets.UTF_8);
    }

    private static void assertSameApartFromSource(JsonNode fromEvents, JsonNode fromCounts) {
        ObjectNode events = fromEvents.deepCopy();
        ObjectNode counts = fromCounts.deepCopy();
        assertThat(events.remove("source")).isNotEqualTo(counts.remove("source"));
        assertThat(counts).isEqualTo(events);
    }

    /** The rows of every worker, as the report adds them up. */
    private static long rows(JsonNode report) {
        long rows = 0;
        for (JsonNode worker : report.path("workerLoad").path("workers")) {
            rows += worker.path("rows").asLong();
        }
        return rows;
    }

    private static StreamExecutionEnvironment environment() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(2);
        return env;
    }

    /** The periods as the scenario declares them. */
    private static String declared() {
        return "[" + String.join(", ", PERIODS.stream().map(p -> "\"" + p + "\"").toList()) + "]";
    }

    /** The periods as --periods takes them: one CSV record. */
    private static String quotedLabels() {
        return String.join(",", PERIODS.stream().map(p -> "\"" + p + "\"").toList());
    }

    private static List<String> periods() {
        List<String> periods = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            periods.add(i == 6 ? "p06, mid" : String.format("p%02d-é", i));
        }
        return periods;
    }
}
