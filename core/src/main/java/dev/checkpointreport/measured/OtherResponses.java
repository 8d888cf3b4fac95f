package dev.checkpointreport.measured;

import dev.checkpointreport.scrape.Cadence;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads the saved responses beside {@code /checkpoints}: the checkpoint configuration, one operator's subtasks
 * at one checkpoint, the job's exception history and the job's details, which name it and its operators (each
 * vertex's {@code id} and {@code name}, the id a subtasks file is named by).
 */
final class OtherResponses {
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");
    private static final String DURATION = "a duration in milliseconds of at least 0";
    private static final String SIZE = "a size in bytes of at least 0";
    /** The JobManager's settings the scrape cadence reads as durations, and sums in milliseconds. */
    private static final List<String> DURATIONS = List.of("rest.cache.checkpoint-statistics.timeout",
            "web.refresh-interval");

    private OtherResponses() {
    }

    static ParsedResponse config(JsonValue root) throws MeasuredException {
        long interval = root.at("interval").whole("the checkpoint interval in milliseconds, above 0", 1,
                Bounds.MAX_DURATION);
        CheckpointSettings settings = new CheckpointSettings(interval,
                root.at("timeout").optionalWhole(DURATION, 0, Bounds.MAX_DURATION),
                root.at("min_pause").optionalWhole(DURATION, 0, Bounds.MAX_DURATION),
                text(root.at("mode")), text(root.at("state_backend")), text(root.at("checkpoint_storage")),
                root.file());
        return new ParsedResponse(ResponseShape.CONFIG, root.file(), List.of(), null, null, null, settings, null, List.of(),
                List.of(), Map.of());
    }

    static ParsedResponse subtasks(JsonValue root, String vertex) throws MeasuredException {
        long checkpoint = root.at("id").whole("a checkpoint id, a whole number", 0, JsonValue.MAX_WHOLE);
        List<SubtaskState.Subtask> subtasks = new ArrayList<>();
        Map<Integer, String> listed = new HashMap<>();
        long total = 0;
        for (JsonValue subtask : root.at("subtasks").items("subtasks")) {
            if (!subtask.isObject()) {
                throw subtask.expected("a subtask's statistics");
            }
            int index = (int) subtask.at("index").whole("the subtask's index, a whole number", 0, Integer.MAX_VALUE);
            String first = listed.putIfAbsent(index, subtask.path());
            if (first != null) {
                throw subtask.at("index").error("subtask " + index + " is listed twice, at " + first + " and here; a "
                        + "response lists each subtask once: save it again");
            }
            if (subtask.at("state_size").present()) {
                long size = subtask.at("state_size").whole(SIZE, 0, JsonValue.MAX_WHOLE);
                total += size;
                if (total > JsonValue.MAX_WHOLE) {
                    throw subtask.at("state_size").error("the subtasks' state adds up to more than "
                            + JsonValue.MAX_WHOLE + " bytes, past what the report counts exactly");
                }
                subtasks.add(new SubtaskState.Subtask(index, size,
                        subtask.at("checkpointed_size").optionalWhole(SIZE, 0, JsonValue.MAX_WHOLE),
                        subtask.at("end_to_end_duration").optionalWhole(DURATION, 0, Bounds.MAX_DURATION)));
            } else {
                subtasks.add(new SubtaskState.Subtask(index, null, null, null));
            }
        }
        if (subtasks.isEmpty()) {
            throw root.at("subtasks").error("the list of subtasks is empty; expected one entry per subtask");
        }
        return new ParsedResponse(ResponseShape.SUBTASKS, root.file(), List.of(), null, null, null, null,
                new SubtaskState(checkpoint, vertex, subtasks), List.of(), List.of(), Map.of());
    }

    static ParsedResponse exceptions(JsonValue root) throws MeasuredException {
        List<JobFailure> failures = new ArrayList<>();
        for (JsonValue entry : root.at("exceptionHistory").at("entries").items("the job's failures")) {
            if (!entry.isObject()) {
                throw entry.expected("a failure's timestamp and exceptionName");
            }
            failures.add(new JobFailure(entry.at("timestamp").whole("a time in milliseconds since 1970", 0,
                    Bounds.MAX_TIMESTAMP), text(entry.at("exceptionName"))));
        }
        return new ParsedResponse(ResponseShape.EXCEPTIONS, root.file(), List.of(), null, null, null, null, null, failures,
                List.of(), Map.of());
    }

    static ParsedResponse job(JsonValue root) throws MeasuredException {
        String jid = root.at("jid").text("the job's id, 32 hexadecimal digits");
        if (!JOB_ID.matcher(jid).matches()) {
            throw root.at("jid").expected("the job's id, 32 hexadecimal digits");
        }
        Map<String, String> operators = new HashMap<>();
        JsonValue vertices = root.at("vertices");
        for (JsonValue vertex : vertices.present() ? vertices.items("the job's vertices") : List.<JsonValue>of()) {
            if (!vertex.isObject()) {
                throw vertex.expected("a vertex's id and name");
            }
            String id = vertex.at("id").text("the vertex's id");
            operators.put(id, JsonValue.shown(vertex.at("name").text("the vertex's name, such as \"Source: clicks\""),
                    80));
        }
        return new ParsedResponse(ResponseShape.JOB, root.file(), List.of(), null, null, null, null, null, List.of(),
                List.of(new JobId(jid, root.file(), root.at("jid").path())), operators);
    }

    /** The JobManager's settings by key, from a saved {@code /jobmanager/config}: {@code [{key, value}]}. */
    static Map<String, String> jobManagerConfig(JsonValue root) throws MeasuredException {
        Map<String, String> settings = new HashMap<>();
        for (JsonValue entry : root.items("the JobManager's settings, each a key and a value")) {
            if (!entry.isObject()) {
                throw entry.expected("a setting's key and value");
            }
            JsonValue value = entry.at("value");
            String key = entry.at("key").text("the setting's name");
            String text = value.isText() ? value.text("the setting's value") : value.present() ? value.node().asText()
                    : "";
            if (DURATIONS.contains(key)) {
                bounded(value, key, text);
            }
            settings.put(key, text);
        }
        return settings;
    }

    /** Refuses a cache the cadence does not take ({@link Cadence#refused}), in the scrape goal's words. */
    private static void bounded(JsonValue value, String key, String text) throws MeasuredException {
        String refused = Cadence.refused(key, text);
        if (refused != null) {
            throw value.error(refused);
        }
    }

    private static String text(JsonValue value) {
        return value.isText() ? JsonValue.shown(value.node().textValue(), 80) : null;
    }
}
