package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * What a killed run leaves beside the report's folder {@code NAME}: a half-written {@code .NAME.new-*}
 * or the last report moved aside to {@code .NAME.old-*}. The next run restores the old report when
 * {@code NAME} is missing and removes the rest, but only folders that carry the plugin's marker (its text,
 * which a fresh folder gets first, or its listing) or are empty: a folder the plugin did not write is never
 * touched, nor one whose marker is empty or another program's, nor a last report kept aside with the user's files
 * in it, {@code .NAME.kept-*} ({@link AtomicDirectory.Kept}). A name too long to take the suffix within
 * the 255 bytes a file system allows a name is replaced by a hash of it: {@code .cr-HASH.new-*}.
 */
final class Debris {
    static final String NEW = ".new-";
    static final String OLD = ".old-";
    /** The last report kept aside whole, with files put into it while it was replaced; never cleared. */
    static final String KEPT = ".kept-";
    /** The lock file of a folder's writers, beside it; see {@link FolderLock}. */
    static final String LOCK = ".lock";
    private static final int UUID_LENGTH = 36;
    private static final int NAME_MAX = 255;
    private static final String HASHED = ".cr-";
    private static final int HASH_CHARS = 24;

    private Debris() {
    }

    /** The hidden sibling of {@code folder} named with {@code kind} and {@code id}. */
    static Path sibling(Path folder, String kind, String id) {
        return folder.resolveSibling(prefix(folder) + kind + id);
    }

    /** {@code .NAME}, or {@code .cr-HASH} when {@code NAME} leaves no room in a name for the longest suffix. */
    private static String prefix(Path folder) {
        String name = folder.getFileName().toString();
        if (name.getBytes(StandardCharsets.UTF_8).length + 1 + KEPT.length() + UUID_LENGTH <= NAME_MAX) {
            return "." + name;
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            return HASHED + HexFormat.of().formatHex(digest).substring(0, HASH_CHARS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Whether a killed run left a folder beside {@code folder}, so that it is worth taking the lock to clear. */
    static boolean isLeft(Path folder) throws IOException {
        return !left(folder, NEW).isEmpty() || !left(folder, OLD).isEmpty();
    }

    /**
     * Restores or removes the debris of {@code folder}, a half-written folder only when it holds nothing but paths
     * the caller {@code writes}; the caller holds the folder's lock.
     */
    static void clear(Path folder, Predicate<String> writes) throws IOException {
        for (Path fresh : left(folder, NEW)) {
            removeIfOurs(fresh, writes);
        }
        List<Path> old = new ArrayList<>(left(folder, OLD));
        if (!old.isEmpty() && !Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            Path newest = old.stream().max(Comparator.comparing(Debris::modified)).orElseThrow();
            Files.move(newest, folder, StandardCopyOption.ATOMIC_MOVE);
            old.remove(newest);
        }
        for (Path aside : old) {
            removeIfOurs(aside, writes);
        }
    }

    /**
     * Removes {@code folder} when it is empty, its marker lists the plugin's files, or it is the bare text beside
     * nothing but files the caller {@code writes}: an empty or foreign marker proves nothing.
     */
    private static void removeIfOurs(Path folder, Predicate<String> writes) throws IOException {
        boolean marked = Files.isRegularFile(folder.resolve(ReportFolder.MARKER), LinkOption.NOFOLLOW_LINKS);
        Marker.Kind kind = marked ? Marker.read(folder).kind() : Marker.Kind.NONE;
        if (ReportFolder.isEmpty(folder) || kind == Marker.Kind.LISTED
                || kind == Marker.Kind.STAGED && onlyWritten(folder, writes)) {
            AtomicDirectory.deleteTree(folder);
        }
    }

    /** Whether every file below {@code folder} but its marker is a regular file at a path the caller writes. */
    private static boolean onlyWritten(Path folder, Predicate<String> writes) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> !file.equals(folder) && !Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS))
                    .map(file -> folder.relativize(file).toString().replace(folder.getFileSystem().getSeparator(), "/"))
                    .allMatch(path -> path.equals(ReportFolder.MARKER) || writes.test(path)
                            && Files.isRegularFile(folder.resolve(path), LinkOption.NOFOLLOW_LINKS));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static List<Path> left(Path folder, String kind) throws IOException {
        String prefix = prefix(folder) + kind;
        try (Stream<Path> siblings = Files.list(folder.getParent())) {
            return siblings.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(prefix) && name.length() == prefix.length() + UUID_LENGTH
                        && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS);
            }).toList();
        }
    }

    private static long modified(Path folder) {
        try {
            return Files.getLastModifiedTime(folder, LinkOption.NOFOLLOW_LINKS).toMillis();
        } catch (IOException e) {
            return Long.MIN_VALUE;
        }
    }
}
