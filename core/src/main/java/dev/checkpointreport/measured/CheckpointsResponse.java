package dev.checkpointreport.measured;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a saved {@code GET /jobs/<id>/checkpoints}: its {@code counts}, {@code summary}, the {@code latest}
 * completed, savepoint, failed and restored checkpoints, and its {@code history}, each entry a Flink
 * {@code CheckpointStatistics}. A completed checkpoint must give its duration and state size; one in progress
 * gives only its id and trigger, which is all the merge needs.
 */
final class CheckpointsResponse {
    /** Flink's file-system storage writes checkpoint n of a job to {@code <dir>/<job id>/chk-<n>}. */
    private static final Pattern CHECKPOINT_FOLDER = Pattern.compile("/([0-9a-f]{32})/chk-[0-9]+/?$");
    private static final String ID = "a checkpoint id, a whole number";
    private static final String TIME = "a time in milliseconds since 1970";
    private static final String DURATION = "a duration in milliseconds of at least 0";
    private static final String SIZE = "a size in bytes of at least 0";

    private CheckpointsResponse() {
    }

    static ParsedResponse read(JsonValue root) throws MeasuredException {
        JsonValue counts = root.at("counts");
        JobCounts jobCounts = new JobCounts(count(counts, "restored"), count(counts, "total"),
                count(counts, "in_progress"), count(counts, "completed"), count(counts, "failed"));
        JsonValue summary = root.at("summary");
        FlinkSummary flink = new FlinkSummary(FlinkSummary.Figures.of(summary.at("end_to_end_duration")),
                FlinkSummary.Figures.of(summary.at("state_size")),
                FlinkSummary.Figures.of(summary.at("checkpointed_size")));
        List<Checkpoint> checkpoints = new ArrayList<>();
        List<JobId> jobIds = new ArrayList<>();
        for (JsonValue entry : root.at("history").items("checkpoints")) {
            add(entry, checkpoints, jobIds);
        }
        JsonValue latest = root.at("latest");
        Restore restore = null;
        if (latest.present()) {
            if (!latest.isObject()) {
                throw latest.expected("an object of the latest completed, savepoint, failed and restored checkpoints");
            }
            for (String kind : List.of("completed", "savepoint", "failed")) {
                if (latest.at(kind).present()) {
                    add(latest.at(kind), checkpoints, jobIds);
                }
            }
            restore = restore(latest.at("restored"));
        }
        return new ParsedResponse(ResponseShape.CHECKPOINTS, root.file(), checkpoints, jobCounts, flink, restore, null, null,
                List.of(), jobIds, Map.of());
    }

    private static void add(JsonValue entry, List<Checkpoint> checkpoints, List<JobId> jobIds)
            throws MeasuredException {
        Checkpoint checkpoint = checkpoint(entry);
        checkpoints.add(checkpoint);
        JobId jobId = checkpoint.status() == Checkpoint.Status.COMPLETED ? jobId(entry) : null;
        if (jobId != null) {
            jobIds.add(jobId);
        }
    }

    private static long count(JsonValue counts, String name) throws MeasuredException {
        return counts.at(name).whole("a count of checkpoints of at least 0", 0, JsonValue.MAX_WHOLE);
    }

    static Checkpoint checkpoint(JsonValue entry) throws MeasuredException {
        if (!entry.isObject()) {
            throw entry.expected("a checkpoint's statistics");
        }
        long id = entry.at("id").whole(ID, 0, JsonValue.MAX_WHOLE);
        Checkpoint.Status status = status(entry.at("status"));
        boolean savepoint = entry.at("is_savepoint").present() && entry.at("is_savepoint").bool("true or false");
        long trigger = entry.at("trigger_timestamp").whole(TIME, 0, Bounds.MAX_TIMESTAMP);
        Long ack = entry.at("latest_ack_timestamp").optionalWhole(TIME + ", or -1 for none", -1, Bounds.MAX_TIMESTAMP);
        Long latestAck = ack == null || ack < 0 ? null : ack;
        if (status == Checkpoint.Status.IN_PROGRESS) {
            return new Checkpoint(id, status, savepoint, trigger, latestAck, null, null, null, null, null,
                    entry.file(), entry.path(), null, null, null);
        }
        Long duration = entry.at("end_to_end_duration").whole(DURATION, 0, Bounds.MAX_DURATION);
        Long state = entry.at("state_size").whole(SIZE, 0, JsonValue.MAX_WHOLE);
        Long checkpointed = entry.at("checkpointed_size").optionalWhole(SIZE, 0, JsonValue.MAX_WHOLE);
        Long failure = null;
        String message = null;
        if (status == Checkpoint.Status.FAILED) {
            failure = entry.at("failure_timestamp").optionalWhole(TIME, 0, Bounds.MAX_TIMESTAMP);
            message = entry.at("failure_message").optionalText("the failure's message");
        }
        return new Checkpoint(id, status, savepoint, trigger, latestAck, duration, state, checkpointed, failure,
                message, entry.file(), entry.path(), null, null, null);
    }

    private static Checkpoint.Status status(JsonValue value) throws MeasuredException {
        String text = value.text("COMPLETED, FAILED or IN_PROGRESS");
        for (Checkpoint.Status status : Checkpoint.Status.values()) {
            if (status.name().equals(text.toUpperCase(Locale.ROOT))) {
                return status;
            }
        }
        throw value.expected("COMPLETED, FAILED or IN_PROGRESS");
    }

    private static Restore restore(JsonValue restored) throws MeasuredException {
        if (!restored.present()) {
            return null;
        }
        if (!restored.isObject()) {
            throw restored.expected("the restored checkpoint's id and restore_timestamp");
        }
        return new Restore(restored.at("id").whole(ID, 0, JsonValue.MAX_WHOLE),
                restored.at("restore_timestamp").whole(TIME, 0, Bounds.MAX_TIMESTAMP),
                restored.at("is_savepoint").present() && restored.at("is_savepoint").bool("true or false"),
                restored.at("external_path").present() && restored.at("external_path").isText()
                        ? restored.at("external_path").text("a path") : null);
    }

    /** The job id a completed checkpoint's folder gives, or {@code null}. */
    private static JobId jobId(JsonValue entry) throws MeasuredException {
        JsonValue path = entry.at("external_path");
        if (!path.present() || !path.isText()) {
            return null;
        }
        Matcher folder = CHECKPOINT_FOLDER.matcher(path.text("a path"));
        return folder.find() ? new JobId(folder.group(1), entry.file(), path.path()) : null;
    }
}
