/**
 * The folder rule: a report folder is judged, locked, replaced in one step and cleared of a killed run's debris,
 * and never holds or loses a file the plugin did not write.
 *
 * <p>Entry point: {@code ReportFolder} ({@code judgeKind}, {@code judgeContents}, {@code replace}), told by its
 * caller which paths the plugin writes. Its marker lists every file written; a refusal is a
 * {@code ReportFolderException}. It knows nothing of what a report holds.
 */
package dev.checkpointreport.folder;
