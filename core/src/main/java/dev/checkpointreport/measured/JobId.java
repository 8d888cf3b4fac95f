package dev.checkpointreport.measured;

/**
 * A job id one file gives, and where: {@code $.jid} of {@code /jobs/<id>}, the {@code <job id>/chk-<n>} folder
 * of a completed checkpoint's {@code external_path} (Flink's file-system storage writes each checkpoint there).
 * A file's name is no evidence: a subtasks file is best named by its vertex's id, 32 hexadecimal digits as well.
 *
 * @param where the JSON path
 */
record JobId(String id, String file, String where) {
}
