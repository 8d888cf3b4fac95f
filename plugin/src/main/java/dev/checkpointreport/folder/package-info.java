/**
 * The folder rule: a report folder is judged, locked, replaced in one step and cleared of a killed run's debris,
 * and never holds or loses a file the plugin did not write.
 *
 * <p>The folder rule, and nothing about what is written in it. {@code ReportFolder} judges the folder and replaces
 * it through {@code AtomicDirectory} (a hidden sibling, then a move, under a {@code FolderLock} on a file beside
 * the folder, whose bytes and ownership rule are {@code LockFile}'s; {@code Debris} clears what a killed run left;
 * {@code Replaceable} refuses, before writing, a mount point or a folder this user cannot replace; {@code
 * FolderRights} gives the new folder the old one's mode, group and ACL), so a failed run never touches the last
 * good report; a refusal is a {@code ReportFolderException}. The marker ({@code Marker}, written last) lists every
 * file written ({@code FileListing}: path, size, SHA-256, each path on one line by {@code OneLine}; with a stamp,
 * also each file's stat when listed, {@code FileStat}: times, device and inode, which only {@code
 * FileListing.compare} trusts, for a file listed strictly before the marker's own time) and keeps the stamp's lines
 * as it is given them, never reading them: {@code ReportFolder} replaces a folder only while it holds nothing else
 * ({@code FolderContents} judges what it holds) and its listing names only paths the caller says it writes (a
 * predicate it is given), and {@code ReportFolder.whole} hands the stamp back only while the folder holds exactly
 * those files. {@code AtomicDirectory} looks at the old folder again before deleting it and keeps it aside whole
 * when a file was put into it meanwhile. The pipeline opens a folder with {@code ReportFolder.judgeKind}, which
 * keeps a refusal of what the folder holds for {@code judgeContents} to say after the data files, found only when
 * the report is written; finding a file the plugin did not write needs one listed file still as listed ({@code
 * FileListing.strangers}), not every file hashed, which {@code whole} alone does.
 */
package dev.checkpointreport.folder;
