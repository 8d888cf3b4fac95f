package dev.checkpointreport.flink.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.checkpointreport.flink.PluginReport;
import dev.checkpointreport.measured.Checkpoint;
import dev.checkpointreport.measured.FlinkNewest;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.SavedResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One real job read two ways: {@link ClicksJob} (a checkpoint every 300 ms, Flink keeping 50, one failure and a
 * restore) on the MiniCluster with Flink's Prometheus reporter, saved by the scrape goal's core from its REST API
 * and by a real Prometheus server (Debian's, on 127.0.0.1, every 200 ms) from the reporter, whose range the scrape
 * goal's Prometheus query saves at its finest step, a second. Every checkpoint
 * Prometheus saw up to the last REST scrape is a completed checkpoint of the REST history, with its duration and
 * sizes to the millisecond and the byte, or, when the reporter's scrape straddled a completion, those of a checkpoint
 * completed between the samples before and after it ({@link ReportsAgree}); both see the one failure and the one
 * restore at Flink's time; and the plugin's reports of the two agree on the state size's percentiles. The REST
 * scrapes go on, in runs of the goal of 10 s, until the job has restored and Prometheus's samples show enough of its
 * checkpoints ({@link ClicksRun}): each step waits on what the job and Prometheus did, never on the clock. It takes
 * 30 to 40 s on a quiet machine.
 */
class PrometheusAgainstRestTest {
    private static final Duration INTERVAL = Duration.ofMillis(300);
    private static final long FAIL_AFTER = 12;
    private static final Duration SCRAPING = Duration.ofSeconds(10);
    @TempDir
    Path dir;

    @Test
    void everyCheckpointPrometheusSawIsTheRestHistorysOwn() throws Exception {
        List<String> log = new ArrayList<>();
        ClicksRun.Saved saved = ClicksRun.run(dir, dir.resolve("checkpoints"), INTERVAL, 50, FAIL_AFTER, SCRAPING,
                true, log::add);
        log.forEach(line -> System.out.println("scrape: " + line));
        assertThat(saved.scraped().failed()).as("%s", log).isZero();

        Measurements rest = Measurements.read(responses(saved.rest()));
        Measurements prometheus = Measurements.readPrometheus(responses(saved.prometheus()));
        TreeMap<Long, Checkpoint> byId = new TreeMap<>();
        rest.completed().forEach(checkpoint -> byId.put(checkpoint.id(), checkpoint));
        // the range goes on past the last REST scrape, whose answer Flink may have cached for 3 s
        List<Long> seen = prometheus.completed().stream().map(Checkpoint::id).filter(id -> id <= byId.lastKey())
                .toList();
        System.out.printf("REST: checkpoints %d to %d, %d completed, Flink counts %d; Prometheus saw %d of them "
                        + "(%s) and %d after%n", byId.firstKey(), byId.lastKey(), rest.completed().size(),
                ((FlinkNewest) rest.facts()).counts().completed(), seen.size(), seen, prometheus.completed().size() - seen.size());

        assertThat(prometheus.jobId()).isEqualTo(rest.jobId());
        assertThat(rest.completed().stream().map(Checkpoint::id).toList()).containsAll(seen);
        // the goal's query answers a sample a second; the REST scrapes went on until Prometheus's samples, a second
        // apart, showed ClicksRun.SEEN of the checkpoints the REST history holds
        assertThat(seen.size()).isGreaterThanOrEqualTo(ClicksRun.SEEN);
        assertThat(rest.failures()).hasSize(1);
        assertThat(prometheus.failures()).hasSameSizeAs(rest.failures());
        assertThat(rest.restores()).hasSize(1);
        assertThat(prometheus.restores()).hasSize(1);
        assertThat(prometheus.restores().get(0).timestamp()).isEqualTo(rest.restores().get(0).timestamp());
        System.out.printf("restored from checkpoint %d (REST), from %d as Prometheus's samples tell%n",
                rest.restores().get(0).checkpoint(), prometheus.restores().get(0).checkpoint());

        JsonNode fromRest = report("rest", "flink: rest/**.json").path("measured");
        JsonNode fromPrometheus = report("prometheus", "prometheus: prometheus/**.json").path("measured");
        ReportsAgree.Seen both = ReportsAgree.where(fromRest, fromPrometheus);
        System.out.printf("the reports agree on checkpoints %s; of them, %s show another checkpoint's figures%n",
                both.ids(), both.torn());
        assertThat(both.ids()).isEqualTo(seen);
        for (String figure : List.of("p50", "p90", "max")) {
            assertThat(fromPrometheus.path("percentiles").path("stateSize").path(figure).path("value"))
                    .as("the state size's %s", figure)
                    .isEqualTo(fromRest.path("percentiles").path("stateSize").path(figure).path("value"));
        }
    }

    private JsonNode report(String name, String measured) throws Exception {
        Path scenario = Files.writeString(dir.resolve(name + ".yml"), "title: Clicks per user\nsource:\n"
                + "  generator: meter-readings\n  subscribers: 200\n  periods: 2026-01..2026-12\nfailure:\n"
                + "  period: 2026-09\n  probabilities: [1.0, 0.5]\ncheckpoint:\n  intervals: [none, 4, 2, 1]\n"
                + "  stateRows: 50\nworkers: 2\nmeasured:\n  " + measured + "\n", StandardCharsets.UTF_8);
        return PluginReport.of(scenario, dir.resolve("report-" + name));
    }

    /** The JSON files below {@code folder}, in order, as a scenario beside it names them. */
    static List<SavedResponse> responses(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".json")).sorted()
                    .map(file -> new SavedResponse(file, file.toString(),
                            folder.getParent().relativize(file).toString().replace('\\', '/')))
                    .toList();
        }
    }
}
