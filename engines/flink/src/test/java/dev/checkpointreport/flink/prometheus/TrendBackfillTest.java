package dev.checkpointreport.flink.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.flink.PluginReport;
import dev.checkpointreport.scrape.PrometheusRequest;
import dev.checkpointreport.scrape.PrometheusScraper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Weeks of history from a real Prometheus: 31 days of a growing Flink job's checkpoint metrics ({@link GrowingJob},
 * a sample every six minutes) backfilled with Debian's {@code promtool tsdb create-blocks-from openmetrics}, the
 * server started on them at 127.0.0.1, the scrape goal's core asking it for 30 days at a step of an hour, and the
 * plugin's report of the saved answers: its daily figures are those the test works out from its own samples at the
 * answers' hours.
 */
@Tag("prometheus")
class TrendBackfillTest {
    private static final Duration STEP = Duration.ofHours(1);
    @TempDir
    Path dir;

    @Test
    void thirtyDaysBackfilledGiveTheDailyFiguresOfTheirSamples() throws Exception {
        Saved saved = capture(dir, dir.resolve("scenario/data"));
        Path scenario = Files.writeString(dir.resolve("scenario/trend.yml"), "title: Backfilled\nsource:\n"
                + "  generator: meter-readings\n  subscribers: 20\n  periods: 2026-01..2026-12\nfailure:\n"
                + "  period: 2026-09\n  probabilities: [0.5]\ncheckpoint:\n  intervals: [none, 6]\n  stateRows: 20\n"
                + "workers: 2\nmeasured:\n  prometheus: data/**.json\n", StandardCharsets.UTF_8);
        JsonNode trend = PluginReport.of(scenario, dir.resolve("report")).path("measured").path("trend");

        Map<LocalDate, long[]> expected = saved.job().daily(saved.first(), saved.last(), STEP.toMillis());
        List<String> seen = new ArrayList<>();
        List<String> wanted = new ArrayList<>();
        for (JsonNode day : trend.path("daily")) {
            seen.add(day.path("day").asText() + " " + day.path("checkpoints").asLong() + " " + day.path("p50").asLong()
                    + " " + day.path("p90").asLong() + " " + day.path("maxDuration").asLong() + " "
                    + day.path("maxState").asLong());
        }
        expected.forEach((day, f) -> wanted.add(day + " " + f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + f[4]));
        assertThat(seen).hasSizeGreaterThanOrEqualTo(30).containsExactlyElementsOf(wanted);
        assertThat(trend.path("duration").path("tooFewDays").asBoolean()).isFalse();
        assertThat(trend.path("state").path("steps").size()).isGreaterThanOrEqualTo(1);
    }

    /** What a capture saved: the job, the answers' folder and their first and last sample, in milliseconds. */
    record Saved(GrowingJob job, Path folder, long first, long last) {
    }

    /**
     * Backfills 31 days up to the next hour into a real Prometheus, and has the scrape goal's core save 30 days of
     * it at a step of an hour into {@code into}.
     */
    static Saved capture(Path work, Path into) throws Exception {
        long hour = STEP.toMillis();
        long end = (Instant.now().toEpochMilli() / hour + 1) * hour;
        GrowingJob job = new GrowingJob(end - Duration.ofDays(31).toMillis(), end + hour);
        Path openMetrics = work.resolve("history.om");
        job.openMetrics(openMetrics);
        try (LocalPrometheus prometheus = LocalPrometheus.onHistory(openMetrics)) {
            PrometheusScraper.run(PrometheusRequest.of(prometheus.address().toString(), GrowingJob.JOB_ID, into, null,
                    "30d", "1h", null), System.out::println);
        }
        Path ids;
        try (Stream<Path> files = Files.walk(into)) {
            ids = files.filter(file -> file.getFileName().toString().equals("lastCompletedCheckpointId.json"))
                    .findFirst().orElseThrow();
        }
        JsonNode values = new com.fasterxml.jackson.databind.ObjectMapper().readTree(ids.toFile()).path("data")
                .path("result").path(0).path("values");
        TreeMap<Long, Long> times = new TreeMap<>();
        for (JsonNode value : values) {
            times.put(Math.round(value.path(0).asDouble() * 1000), 0L);
        }
        return new Saved(job, ids.getParent(), times.firstKey(), times.lastKey());
    }
}
