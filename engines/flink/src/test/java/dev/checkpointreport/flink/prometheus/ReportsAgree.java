package dev.checkpointreport.flink.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The plugin's {@code measured} section of one run, read from its REST history and from Prometheus, compared where
 * both hold a checkpoint: up to the REST history's last, since the range goes on past the last scrape.
 *
 * <p>Flink's reporter reads each gauge on its own while Prometheus scrapes it, so a scrape during which a checkpoint
 * completes can show the new checkpoint's id beside the previous one's duration and sizes. Such a checkpoint is
 * counted apart ({@link Seen#torn()}), and its figures must be exactly the previous completed checkpoint's.
 */
final class ReportsAgree {
    private static final List<String> FIGURES = List.of("duration", "stateSize", "checkpointedSize");

    private ReportsAgree() {
    }

    /** The ids both hold, and among them those whose Prometheus figures are the previous checkpoint's. */
    record Seen(List<Long> ids, List<Long> torn) {
    }

    /**
     * Every checkpoint the Prometheus report holds up to the REST report's last is a completed checkpoint of the REST
     * report, with its figures (or, torn, its predecessor's); the two see each restore at Flink's time, and as many
     * failures.
     */
    static Seen where(JsonNode rest, JsonNode prometheus) {
        TreeMap<Long, JsonNode> completed = new TreeMap<>();
        rest.path("checkpoints").forEach(checkpoint -> {
            if (checkpoint.path("status").asText().equals("COMPLETED")) {
                completed.put(checkpoint.path("id").asLong(), checkpoint);
            }
        });
        assertThat(prometheus.path("jobId")).isEqualTo(rest.path("jobId"));
        List<Long> ids = new ArrayList<>();
        List<Long> torn = new ArrayList<>();
        for (JsonNode checkpoint : prometheus.path("checkpoints")) {
            long id = checkpoint.path("id").asLong();
            if (id > completed.lastKey()) {
                continue;
            }
            assertThat(completed).as("the REST history's completed checkpoints").containsKey(id);
            assertThat(checkpoint.path("status").asText()).isEqualTo("COMPLETED");
            ids.add(id);
            if (!figures(checkpoint).equals(figures(completed.get(id)))) {
                Map.Entry<Long, JsonNode> before = completed.lowerEntry(id);
                assertThat(figures(checkpoint)).as("checkpoint %d's duration and sizes: its own %s, or checkpoint %s's "
                        + "before it", id, figures(completed.get(id)), before == null ? "none" : before.getKey())
                        .isEqualTo(before == null ? null : figures(before.getValue()));
                torn.add(id);
            }
        }
        assertThat(prometheus.path("restores")).hasSize(rest.path("restores").size());
        for (int i = 0; i < rest.path("restores").size(); i++) {
            JsonNode restore = prometheus.path("restores").path(i);
            // Flink's own restore time; the checkpoint is the last a sample showed before it, at most Flink's
            assertThat(restore.path("timestamp")).isEqualTo(rest.path("restores").path(i).path("timestamp"));
            assertThat(restore.path("checkpoint").asLong())
                    .isLessThanOrEqualTo(rest.path("restores").path(i).path("checkpoint").asLong());
        }
        assertThat(prometheus.path("failures")).hasSameSizeAs(rest.path("failures"));
        return new Seen(List.copyOf(ids), List.copyOf(torn));
    }

    private static List<JsonNode> figures(JsonNode checkpoint) {
        return FIGURES.stream().map(checkpoint::path).toList();
    }
}
