package dev.checkpointreport.folder;

import java.util.Map;

/**
 * The operating system's words for a write that failed, as Java passes them on, and ours: the report's folder and
 * the step summary word the same failure the same way.
 */
public final class WriteFailure {
    /** What Java says when the user may not write the file. */
    public static final String PERMISSION_DENIED = "Permission denied";
    private static final Map<String, String> REASONS = Map.of(
            PERMISSION_DENIED, "is not writable (permission denied)",
            "Read-only file system", "is on a read-only file system",
            "File name too long", "has a name too long for the file system",
            "Not a directory", "has a parent that is a file, not a folder",
            "No space left on device", "could not be written: the disk is full (free some space)",
            "Disk quota exceeded", "could not be written: the disk quota is used up (free some space)");

    private WriteFailure() {
    }

    /** Our words for {@code said}, the operating system's; {@code otherwise} when we have none. */
    public static String reason(String said, String otherwise) {
        return said == null ? otherwise : REASONS.getOrDefault(said, otherwise);
    }

    /** Whether we have words for {@code said}. */
    public static boolean known(String said) {
        return said != null && REASONS.containsKey(said);
    }
}
