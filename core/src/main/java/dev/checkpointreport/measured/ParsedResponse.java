package dev.checkpointreport.measured;

import java.util.List;
import java.util.Map;

/**
 * What one saved Flink REST response holds, parsed; the parts its shape does not give are empty or {@code null}.
 *
 * @param checkpoints the history and the latest checkpoints of a {@code /checkpoints} response
 * @param counts of a {@code /checkpoints} response
 * @param restore {@code latest.restored} of a {@code /checkpoints} response
 * @param failures the entries of an {@code /exceptions} response
 * @param operators the names of a {@code /jobs/<id>} response's vertices, by vertex id
 */
record ParsedResponse(ResponseShape shape, String file, List<Checkpoint> checkpoints, JobCounts counts,
              FlinkSummary summary, Restore restore, CheckpointSettings settings, SubtaskState subtasks,
              List<JobFailure> failures, List<JobId> jobIds, Map<String, String> operators) {

    ParsedResponse {
        checkpoints = List.copyOf(checkpoints);
        failures = List.copyOf(failures);
        jobIds = List.copyOf(jobIds);
        operators = Map.copyOf(operators);
    }

    static ParsedResponse empty(ResponseShape shape, String file, List<JobId> jobIds) {
        return new ParsedResponse(shape, file, List.of(), null, null, null, null, null, List.of(), jobIds, Map.of());
    }

    /** The last time the response shows, to find the newest one; 0 when it shows none. */
    long lastSeen() {
        long last = 0;
        for (Checkpoint checkpoint : checkpoints) {
            last = Math.max(last, checkpoint.lastSeen());
        }
        return last;
    }
}
