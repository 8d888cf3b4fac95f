package dev.checkpointreport.flink.measured;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * One scrape of a job's checkpoint statistics, saved as a team saves it: the checkpoints overview, their
 * configuration, the per-subtask details of the latest completed checkpoint for every vertex with state, and
 * the exception history, one file each.
 */
final class CheckpointScrape {
    private final FlinkRest rest;
    private final String job;

    CheckpointScrape(FlinkRest rest, String job) {
        this.rest = rest;
        this.job = job;
    }

    /** Saves the responses into {@code folder}; the files written. */
    List<Path> saveInto(Path folder) throws IOException, InterruptedException {
        Files.createDirectories(folder);
        List<Path> saved = new ArrayList<>();
        String overview = rest.get("/jobs/" + job + "/checkpoints");
        saved.add(save(folder.resolve("checkpoints.json"), overview));
        saved.add(save(folder.resolve("checkpoints-config.json"), rest.get("/jobs/" + job + "/checkpoints/config")));
        long latest = FlinkRest.parse(overview).path("latest").path("completed").path("id").asLong();
        JsonNode details = FlinkRest.parse(rest.get("/jobs/" + job + "/checkpoints/details/" + latest));
        for (Iterator<Map.Entry<String, JsonNode>> tasks = details.path("tasks").fields(); tasks.hasNext(); ) {
            Map.Entry<String, JsonNode> task = tasks.next();
            if (task.getValue().path("state_size").asLong() > 0) {
                String vertex = task.getKey();
                saved.add(save(folder.resolve("subtasks-" + latest + "-" + vertex + ".json"),
                        rest.get("/jobs/" + job + "/checkpoints/details/" + latest + "/subtasks/" + vertex)));
            }
        }
        saved.add(save(folder.resolve("exceptions.json"), rest.get("/jobs/" + job + "/exceptions")));
        return saved;
    }

    private static Path save(Path file, String body) throws IOException {
        Files.writeString(file, body, StandardCharsets.UTF_8);
        return file;
    }
}
