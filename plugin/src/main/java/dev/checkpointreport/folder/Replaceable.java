package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.function.Function;

/**
 * Whether this user can replace a folder, asked before anything is written: a folder that cannot be
 * replaced is refused with one line, rather than written beside and then left half-replaced, or replaced
 * with its old report left as debris that every later run fails on.
 */
final class Replaceable {
    /** The operating system's word for an operation refused even to the owner (an immutable folder). */
    private static final String NOT_PERMITTED = "Operation not permitted";
    /** The operating system's word for a write to a file system mounted read-only ({@code EROFS}). */
    private static final String READ_ONLY = "Read-only file system";

    private Replaceable() {
    }

    /** The device a file lives on, to tell a mount point from a folder of its parent's file system. */
    static Object device(Path path) {
        try {
            if (path.getFileSystem().supportedFileAttributeViews().contains("unix")) {
                return Files.getAttribute(path, "unix:dev", LinkOption.NOFOLLOW_LINKS);
            }
            return Files.getFileStore(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Refuses {@code target}, an existing folder, when it is a mount point (a file system of its own, which
     * cannot be moved aside), or when this user cannot delete what it holds.
     */
    static void checkBeforeWriting(Path target, Function<Path, Object> devices) throws IOException {
        Path parent = target.getParent();
        if (!Objects.equals(devices.apply(target), devices.apply(parent))) {
            throw refused(target, "it is a mount point, on another file system than its parent " + parent
                    + ", and cannot be replaced by moving a folder in its place; write the report to a folder inside it");
        }
        Files.walkFileTree(target, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (!Files.isWritable(dir) || !Files.isExecutable(dir)) {
                    throw denied(target, "this user cannot delete the files in " + dir
                            + ", so the report there cannot be replaced; make it writable, or delete it");
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /**
     * Moves {@code target} to {@code aside} and back, the move the replacement makes, so that a folder this
     * user may not move (an immutable one, one of another user's in a folder with the sticky bit) is refused
     * before the report is written beside it. A run killed between the two moves leaves {@code aside} for
     * {@link Debris} to put back.
     */
    static void checkMove(Path target, Path aside) throws IOException {
        try {
            Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (isDenied(e)) {
                throw denied(target, "this user cannot move it aside to replace it (" + reason(e) + ")");
            }
            throw e;
        }
        Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Whether {@code e} is the file system's refusal to write at all: a read-only file system, or a permission. */
    static boolean refusesWriting(IOException e) {
        return isDenied(e) || e instanceof FileSystemException f && READ_ONLY.equals(f.getReason());
    }

    /** Whether {@code e} is the file system's refusal of a permission. */
    static boolean isDenied(IOException e) {
        return e instanceof AccessDeniedException
                || e instanceof FileSystemException f && NOT_PERMITTED.equals(f.getReason());
    }

    static ReportFolderException denied(Path folder, String why) {
        return refused(folder, "permission denied: " + why);
    }

    static ReportFolderException refused(Path folder, String why) {
        return new ReportFolderException(folder, "Refusing to write the report to " + folder + ": " + why);
    }

    private static String reason(IOException e) {
        return e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : "permission denied";
    }
}
