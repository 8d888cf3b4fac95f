package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Replaces a folder as one step: the new contents are written into a hidden sibling, marked as the
 * plugin's before anything else, and only when they are complete is the old folder moved aside and the
 * new one moved in. A run that fails halfway leaves the last good report as it was; a run killed
 * halfway leaves debris that {@link Debris} recognises by the marker. {@link ReportFolder} decides
 * whether a folder may be replaced at all; {@link Replaceable}, before anything is written, whether this
 * user can replace it; the new folder takes the old one's mode, group and ACL ({@link FolderRights}). The old
 * folder is looked at again before it is deleted: one that took a file its listing does not name while the report
 * was written is kept aside whole instead ({@link Kept}).
 */
public final class AtomicDirectory {

    private AtomicDirectory() {
    }

    /**
     * The old folder, kept aside whole under a name {@link Debris} never clears, because files were put into it while
     * the report was written: {@code files}, the paths in it that its listing does not name, in name order.
     */
    record Kept(Path folder, List<String> files) {
    }

    /**
     * Replaces {@code target}, a folder already judged and locked, with the folder {@code contents} write; returns
     * where the old folder was kept, when it had taken files since it was judged.
     */
    static Optional<Kept> replace(Path target, ReportFolder.Contents contents) throws IOException {
        return replace(target, contents, Replaceable::device);
    }

    /** As {@link #replace(Path, ReportFolder.Contents)}, telling a mount point by {@code devices} (tests fake it). */
    static Optional<Kept> replace(Path target, ReportFolder.Contents contents, Function<Path, Object> devices)
            throws IOException {
        boolean exists = Files.exists(target, LinkOption.NOFOLLOW_LINKS);
        if (exists) {
            Replaceable.checkBeforeWriting(target, devices);
        } else {
            // a name the file system refuses (too long) is said, naming the folder, before the report is written
            Files.delete(Files.createDirectory(target));
        }
        String id = UUID.randomUUID().toString();
        Path old = Debris.sibling(target, Debris.OLD, id);
        Path fresh;
        try {
            // not createTempDirectory: its folder is private to the user (0700), and a report is meant to be served
            fresh = Files.createDirectory(Debris.sibling(target, Debris.NEW, id));
        } catch (IOException e) {
            if (Replaceable.isDenied(e)) {
                throw Replaceable.denied(target, "this user cannot write in its parent " + target.getParent());
            }
            throw e;
        }
        try {
            if (exists) {
                Replaceable.checkMove(target, old);
                FolderRights.copy(target, fresh);
            }
            ReportFolder.mark(fresh);
            contents.writeInto(fresh);
            if (exists) {
                Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException | RuntimeException e) {
            deleteTree(fresh);
            throw e;
        }
        try {
            Files.move(fresh, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (exists) {
                Files.move(old, target, StandardCopyOption.ATOMIC_MOVE);
            }
            deleteTree(fresh);
            throw e;
        }
        if (!exists) {
            return Optional.empty();
        }
        List<String> put = putSince(old);
        if (!put.isEmpty()) {
            Path kept = Debris.sibling(target, Debris.KEPT, id);
            Files.move(old, kept, StandardCopyOption.ATOMIC_MOVE);
            return Optional.of(new Kept(kept, put));
        }
        deleteTree(old);
        return Optional.empty();
    }

    /**
     * What {@code old}, a folder judged to hold nothing but its listed files (or nothing at all), holds now that its
     * listing does not name: files put into it while the report was written, which deleting it would lose.
     */
    private static List<String> putSince(Path old) throws IOException {
        Marker marker = Marker.read(old);
        if (marker.kind() == Marker.Kind.LISTED) {
            return marker.listing().unlisted(old);
        }
        try (Stream<Path> files = Files.list(old)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** Deletes a folder and all it holds; the plugin's marker goes last, so a half-deleted folder is still known. */
    public static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Path marker = root.resolve(ReportFolder.MARKER);
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (!file.equals(marker)) {
                    Files.delete(file);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                if (dir.equals(root)) {
                    Files.deleteIfExists(marker);
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
