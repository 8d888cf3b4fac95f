package dev.checkpointreport.flink.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeMap;

/**
 * The plugin's {@code measured} section of one run, read from its REST history and from Prometheus, compared where
 * both hold a checkpoint: up to the REST history's last, since the range goes on past the last scrape.
 *
 * <p>Flink's reporter reads each gauge on its own while Prometheus scrapes it, so a scrape during which checkpoints
 * complete can show a checkpoint's id beside another's duration or sizes: the previous one's when the id is read
 * last, the next one's when it is read first, one further on when a loaded machine completes two in one scrape. What
 * holds at any speed is that each figure is that of a checkpoint completed between the samples Prometheus took before
 * and after: from the id the step before shows to the id the step after shows. Such a checkpoint is counted apart
 * ({@link Seen#torn()}).
 */
final class ReportsAgree {
    private static final List<String> FIGURES = List.of("duration", "stateSize", "checkpointedSize");

    private ReportsAgree() {
    }

    /** The ids both hold, and among them those whose Prometheus figures are another checkpoint's. */
    record Seen(List<Long> ids, List<Long> torn) {
    }

    /**
     * Every checkpoint the Prometheus report holds up to the REST report's last is a completed checkpoint of the REST
     * report, with its figures, or each of them that of a checkpoint completed between the steps before and after it
     * (past the REST history's last, unknown, it is not judged); the two see each restore at Flink's time, and as
     * many failures.
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
        JsonNode sampled = prometheus.path("checkpoints");
        for (int i = 0; i < sampled.size(); i++) {
            JsonNode checkpoint = sampled.path(i);
            long id = checkpoint.path("id").asLong();
            if (id > completed.lastKey()) {
                continue;
            }
            assertThat(completed).as("the REST history's completed checkpoints").containsKey(id);
            assertThat(checkpoint.path("status").asText()).isEqualTo("COMPLETED");
            ids.add(id);
            if (!figures(checkpoint).equals(figures(completed.get(id)))) {
                long after = i == 0 ? completed.firstKey() : sampled.path(i - 1).path("id").asLong();
                long before = i + 1 == sampled.size() ? Long.MAX_VALUE : sampled.path(i + 1).path("id").asLong();
                Collection<JsonNode> between = completed.subMap(after, true, before, true).values();
                for (String figure : FIGURES) {
                    JsonNode value = checkpoint.path(figure);
                    boolean someones = between.stream().anyMatch(other -> other.path(figure).equals(value));
                    assertThat(someones || before > completed.lastKey()).as("checkpoint %d's %s, %s: its own %s, or "
                                    + "that of a checkpoint from %d to %s", id, figure, value,
                            completed.get(id).path(figure), after, before == Long.MAX_VALUE ? "the last" : before)
                            .isTrue();
                }
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
