package dev.checkpointreport.flink.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The report's {@code measured} section against the saved responses it was read from: the counts, the
 * percentiles (nearest rank over the completed checkpoints, and Flink's own summary as it gave it), the
 * restore and its time since the failure, and each subtask's state size.
 */
final class MeasuredFigures {
    private MeasuredFigures() {
    }

    static void assertFromResponses(JsonNode measured, Path responses) throws Exception {
        JsonNode overview = MeasuredJobTest.read(responses.resolve("checkpoints.json"));
        JsonNode counts = overview.path("counts");
        assertThat(measured.path("counts").path("restored").asLong()).isEqualTo(counts.path("restored").asLong());
        assertThat(measured.path("counts").path("total").asLong()).isEqualTo(counts.path("total").asLong());
        assertThat(measured.path("counts").path("completed").asLong()).isEqualTo(counts.path("completed").asLong());
        assertThat(measured.path("counts").path("failed").asLong()).isEqualTo(counts.path("failed").asLong());
        assertThat(measured.path("flinkSummary").path("duration").path("p90").asDouble())
                .isEqualTo(overview.path("summary").path("end_to_end_duration").path("p90").asDouble());
        assertThat(measured.path("flinkSummary").path("stateSize").path("max").asLong())
                .isEqualTo(overview.path("summary").path("state_size").path("max").asLong());

        List<JsonNode> completed = new ArrayList<>();
        overview.path("history").forEach(c -> {
            if (c.path("status").asText().equals("COMPLETED")) {
                completed.add(c);
            }
        });
        completed.sort(Comparator.comparingLong((JsonNode c) -> c.path("end_to_end_duration").asLong())
                .thenComparingLong(c -> c.path("id").asLong()));
        for (int percent : new int[] {50, 90, 100}) {
            JsonNode expected = completed.get(Math.max(1, (percent * completed.size() + 99) / 100) - 1);
            JsonNode actual = measured.path("percentiles").path("duration").path(percent == 100 ? "max" : "p" + percent);
            assertThat(actual.path("checkpoint").asLong()).as("p" + percent).isEqualTo(expected.path("id").asLong());
            assertThat(actual.path("value").asLong()).isEqualTo(expected.path("end_to_end_duration").asLong());
        }

        JsonNode restored = overview.path("latest").path("restored");
        JsonNode failure = MeasuredJobTest.read(responses.resolve("exceptions.json")).path("exceptionHistory")
                .path("entries").get(0);
        JsonNode restore = measured.path("restores").get(0);
        assertThat(restore.path("checkpoint").asLong()).isEqualTo(restored.path("id").asLong());
        assertThat(restore.path("timestamp").asLong()).isEqualTo(restored.path("restore_timestamp").asLong());
        assertThat(restore.path("failureTimestamp").asLong()).isEqualTo(failure.path("timestamp").asLong());
        assertThat(restore.path("sinceFailure").asLong())
                .isEqualTo(restored.path("restore_timestamp").asLong() - failure.path("timestamp").asLong());

        int subtaskFiles = 0;
        for (Path file : MeasuredJobTest.responses(responses)) {
            if (file.getFileName().toString().startsWith("subtasks-")) {
                subtaskFiles++;
                JsonNode saved = MeasuredJobTest.read(file);
                JsonNode skew = find(measured.path("skew"), saved.path("id").asLong(), saved.path("subtasks").size(),
                        saved.path("subtasks").get(0).path("state_size").asLong());
                for (int i = 0; i < saved.path("subtasks").size(); i++) {
                    assertThat(skew.path("subtasks").get(i).path("stateSize").asLong())
                            .isEqualTo(saved.path("subtasks").get(i).path("state_size").asLong());
                }
            }
        }
        assertThat(measured.path("skew").size()).isEqualTo(subtaskFiles);
    }

    /** The skew entry of checkpoint {@code id} whose first subtask holds {@code first} bytes. */
    private static JsonNode find(JsonNode skew, long id, int subtasks, long first) {
        for (JsonNode entry : skew) {
            if (entry.path("checkpoint").asLong() == id && entry.path("subtasks").size() == subtasks
                    && entry.path("subtasks").get(0).path("stateSize").asLong() == first) {
                return entry;
            }
        }
        throw new AssertionError("no skew entry for checkpoint " + id + " with " + first + " bytes on subtask 0 in "
                + skew);
    }
}
