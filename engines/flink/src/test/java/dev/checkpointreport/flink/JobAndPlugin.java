package dev.checkpointreport.flink;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.time.Instant;
import java.util.List;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The counting job and the plugin on the same events, in one folder: the job's counts written as a counts file,
 * and the report of each, built by the plugin's one write path from a scenario of {@code workers} workers.
 */
record JobAndPlugin(Path folder, int workers, String failurePeriod) {
    static final int WORKERS = 4;
    static final long START = Instant.parse("2026-01-01T00:00:00Z").toEpochMilli();
    static final long MINUTE = 60_000;

    /** Flink's MiniCluster as the tests run it: one task manager of two slots. */
    static MiniClusterExtension cluster() {
        return new MiniClusterExtension(new MiniClusterResourceConfiguration.Builder().setNumberTaskManagers(1)
                .setNumberSlotsPerTaskManager(2).build());
    }

    /** The report of the events read by the plugin, and of the job's counts of them, its files cut at {@code splitBytes}. */
    JsonNode[] reports(long splitBytes, String source, String... job) throws Exception {
        return reports(environment(), splitBytes, source, job);
    }

    /** {@link #reports(long, String, String...)}, the job on {@code env}. */
    JsonNode[] reports(StreamExecutionEnvironment env, long splitBytes, String source, String... job) throws Exception {
        Path counts = folder.resolve("counts.csv");
        List<String> args = new ArrayList<>(List.of(job));
        args.addAll(List.of("--output", counts.toString(), "--workers", Integer.toString(workers)));
        CountsTable table = CountEvents.count(env, CountOptions.parse(args.toArray(String[]::new)), splitBytes);
        table.write(counts.toString(), workers);
        JsonNode fromEvents = PluginReport.of(scenario("events.yml", source), folder.resolve("report-events"));
        String declared = source.lines().filter(line -> line.startsWith("  periods:")).findFirst().orElse("");
        JsonNode fromCounts = PluginReport.of(scenario("counts.yml", "  counts: counts.csv\n"
                + (declared.isEmpty() ? "" : declared + "\n")), folder.resolve("report-counts"));
        return new JsonNode[] {fromEvents, fromCounts};
    }

    /** {@link #reports}, checked to be the same apart from {@code source} and to hold {@code rows} rows. */
    JsonNode[] sameReports(long splitBytes, long rows, String source, String... job) throws Exception {
        JsonNode[] reports = reports(splitBytes, source, job);
        assertSameApartFromSource(reports[0], reports[1]);
        assertThat(rows(reports[1])).isEqualTo(rows);
        return reports;
    }

    Path scenario(String name, String source) throws Exception {
        return Files.writeString(folder.resolve(name), "title: Counted by Flink\nsource:\n" + source
                + "failure:\n  period: \"" + failurePeriod + "\"\n  probabilities: [1.0, 0.5]\n"
                + "checkpoint:\n  intervals: [none, 4, 2, 1]\n  stateRows: 50\nworkers: " + workers + "\n"
                + "timing:\n  periodLength: 1m\n  capacity: 1.5\n  detection: 30s\nstate:\n  entryBytes: 64\n",
                StandardCharsets.UTF_8);
    }

    static void assertSameApartFromSource(JsonNode fromEvents, JsonNode fromCounts) {
        ObjectNode events = fromEvents.deepCopy();
        ObjectNode counts = fromCounts.deepCopy();
        assertThat(events.remove("source")).isNotEqualTo(counts.remove("source"));
        assertThat(counts).isEqualTo(events);
    }

    /** The rows of every worker, as the report adds them up. */
    static long rows(JsonNode report) {
        long rows = 0;
        for (JsonNode worker : report.path("workerLoad").path("workers")) {
            rows += worker.path("rows").asLong();
        }
        return rows;
    }

    static StreamExecutionEnvironment environment() {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(2);
        return env;
    }
}
