package dev.checkpointreport.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Sites;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example course's Kafka Streams capture with {@code measured.tolerance: 50%}: its slowest restore and catch-up
 * are beyond the model's prediction, and the page's summary and {@code index.json} say so in the words of the run's
 * one verdict.
 */
class KafkaStreamsVerdictSiteTest {
    private static final String RESTORE = "The slowest restore, before RUNNING at 2026-12-03T19:06:03.461Z, replayed "
            + "55289 changelog records in 1.4 s; the model predicts 153.6 ms for its 3000 keys in 2 stores, one record "
            + "each as a compacted changelog holds them, at that rate: an underestimate of 821.5 %, beyond the "
            + "tolerance of 50 %; the changelog held 9.21 records an entry; have the broker clean the stores' "
            + "changelog topics sooner (segment.ms, min.cleanable.dirty.ratio) or keep a flushed state dir, since "
            + "commit.interval.ms does not shorten a restore.";
    private static final String CATCH_UP = "The slowest catch-up, after RUNNING at 2026-12-03T19:06:03.461Z, drained "
            + "a lag of 4485 records in 3.8 s; the model drains it in 356.0 ms at timing.capacity 2 (12600 records a "
            + "second beyond the arrival of 12600): an underestimate of 962.2 %, beyond the tolerance of 50 %; a "
            + "timing.capacity of at most 1.141 keeps it within.";

    @TempDir
    Path project;

    private Path site() throws Exception {
        Path data = Files.createDirectories(project.resolve("scenarios/data/kafka-streams"));
        try (Stream<Path> logs = Files.list(Sites.EXAMPLE_SCENARIOS.resolve("data/kafka-streams"))) {
            for (Path log : logs.toList()) {
                Files.copy(log, data.resolve(log.getFileName().toString()));
            }
        }
        Files.copy(Sites.EXAMPLE_SCENARIOS.resolve("data/kafka-streams-app.csv"),
                data.resolveSibling("kafka-streams-app.csv"));
        String yaml = Files.readString(Sites.EXAMPLE_SCENARIOS.resolve("kafka-streams.yml")) + "  tolerance: 50%\n";
        return Sites.write(project, List.of("kafka-streams", yaml));
    }

    @Test
    void thePagesSummaryAndIndexJsonGiveTheRestoreAndCatchUpChecks() throws Exception {
        Path site = site();
        Document page = Jsoup.parse(site.resolve("kafka-streams/index.html").toFile(), "UTF-8");
        JsonNode scenario = new ObjectMapper().readTree(site.resolve("index.json").toFile()).get("scenarios").get(0);

        assertThat(page.select("#summary #measured-gate.gate-fail").text()).contains(RESTORE + " " + CATCH_UP);
        assertThat(scenario.get("passed").asBoolean()).isFalse();
        assertThat(scenario.get("checks").findValuesAsText("message")).contains(
                "scenarios/kafka-streams.yml:33: " + RESTORE, "scenarios/kafka-streams.yml:33: " + CATCH_UP);
    }
}
