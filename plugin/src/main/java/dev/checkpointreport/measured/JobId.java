package dev.checkpointreport.measured;

/**
 * A job id one file gives, and where: {@code $.jid} of {@code /jobs/<id>}, the {@code <job id>/chk-<n>} folder
 * of a completed checkpoint's {@code external_path} (Flink's file-system storage writes each checkpoint there),
 * or a 32-digit hexadecimal part of the file's path.
 *
 * @param where the JSON path, or {@code the file's path}
 */
record JobId(String id, String file, String where) {
}
