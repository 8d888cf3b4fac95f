package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A file's stat fingerprint, the one the plugin takes: what {@code stat} said of a listed file when the plugin
 * listed it, and of a large input ({@code uptodate.InputDigest}) when the report was made: its size, its last-modified and
 * status-change times in nanoseconds, and its device and inode. The marker keeps it on a {@code seen} line, so
 * that an up-to-date build need not read a file whose stat is still exactly this, as git's index and Gradle's
 * file-hash cache do. The status-change time ({@code ctime}) is what {@code touch -r} or a restored
 * modification time cannot put back, and the inode tells a file from a copy moved over it. A file whose
 * recorded times are not strictly earlier than the marker's own modification time is racily clean, as git
 * calls it: the kernel stamps times from a coarse clock, so an edit in the same tick as the listing keeps
 * every time, and such a file is always read.
 *
 * @param size the file's size in bytes
 * @param modified its last-modified time, nanoseconds since 1970
 * @param changed its status-change time ({@code unix:ctime}), nanoseconds since 1970
 * @param device the device that holds it ({@code unix:dev})
 * @param inode its inode on that device ({@code unix:ino})
 */
public record FileStat(long size, long modified, long changed, long device, long inode) {
    static final String SEEN = "seen ";
    private static final String ATTRIBUTES = "unix:size,lastModifiedTime,ctime,dev,ino";
    private static final int FIELDS = 6;

    /** What {@code stat} says of {@code file} now, a link not followed; null where the file system does not say it all. */
    static FileStat of(Path file) {
        return of(file, LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * What {@code stat} says of {@code file} now, read with {@code options} (a link followed without
     * {@link LinkOption#NOFOLLOW_LINKS}); null where the file system does not say it all (no unix view, no file).
     */
    public static FileStat of(Path file, LinkOption... options) {
        Map<String, Object> stat;
        try {
            stat = Files.readAttributes(file, ATTRIBUTES, options);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return null; // no unix view (or no file): nothing is said, so the file is read
        }
        if (stat.get("size") instanceof Long size && stat.get("lastModifiedTime") instanceof FileTime modified
                && stat.get("ctime") instanceof FileTime changed && stat.get("dev") instanceof Long device
                && stat.get("ino") instanceof Long inode) {
            return new FileStat(size, nanos(modified), nanos(changed), device, inode);
        }
        return null;
    }

    /** The modification time of {@code file} in nanoseconds; the earliest time there is when it cannot be read. */
    static long modified(Path file) {
        try {
            return nanos(Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS));
        } catch (IOException e) {
            return Long.MIN_VALUE; // no file is earlier, so none is trusted on its stat
        }
    }

    /** Whether both recorded times are strictly earlier than {@code written}, the marker's modification time. */
    boolean before(long written) {
        return modified < written && changed < written;
    }

    /** Whether {@code now}, what {@code stat} says of the file now, is exactly this; false when it is null. */
    boolean sameAs(FileStat now) {
        // field by field: a record's own equals is bootstrapped through method handles, some 30 ms in a cold JVM
        return now != null && size == now.size && modified == now.modified && changed == now.changed
                && device == now.device && inode == now.inode;
    }

    /** The fingerprint as text: its size, both times in nanoseconds, its device and inode. */
    public String text() {
        return size + " bytes, modified " + modified + ", changed " + changed + ", device " + device + ", inode "
                + inode;
    }

    /** {@code seen MTIME_NS CTIME_NS DEV INO PATH}, the path escaped on one line ({@link OneLine}). */
    String line(String path) {
        return SEEN + modified + ' ' + changed + ' ' + device + ' ' + inode + ' ' + OneLine.escape(path);
    }

    /** The path of a {@link #line}, or null when {@code line} is not one. */
    static String path(String line) {
        String[] parts = line.split(" ", FIELDS);
        return parts.length == FIELDS && line.startsWith(SEEN) ? OneLine.unescape(parts[FIELDS - 1]) : null;
    }

    /** The stat a {@link #line} says of a listed file of {@code size} bytes, or null when it is not such a line. */
    static FileStat parse(String line, long size) {
        String[] parts = line.split(" ", FIELDS);
        if (parts.length != FIELDS || !line.startsWith(SEEN)) {
            return null;
        }
        try {
            return new FileStat(size, whole(parts[1]), whole(parts[2]), whole(parts[3]), whole(parts[4]));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** A decimal number with an optional minus sign, nothing else (no {@code +}, no space). */
    private static long whole(String text) {
        if (text.startsWith("+")) {
            throw new NumberFormatException(text);
        }
        return Long.parseLong(text);
    }

    private static long nanos(FileTime time) {
        return time.to(TimeUnit.NANOSECONDS);
    }
}
