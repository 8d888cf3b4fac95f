package dev.checkpointreport.report;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.UUID;

/**
 * Replaces a folder as one step: the new contents are written into a hidden sibling, and only when
 * they are complete is the old folder moved aside and the new one moved in. A run that fails halfway
 * leaves the last good report as it was.
 */
final class AtomicDirectory {

    /** Writes the contents of a folder. */
    @FunctionalInterface
    interface Contents {
        void writeInto(Path folder) throws IOException;
    }

    private AtomicDirectory() {
    }

    static void replace(Path target, Contents contents) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        Files.createDirectories(parent);
        String name = absolute.getFileName().toString();
        // not createTempDirectory: its folder is private to the user (0700), and a report is meant to be served
        Path fresh = Files.createDirectory(parent.resolve("." + name + ".new-" + UUID.randomUUID()));
        try {
            contents.writeInto(fresh);
        } catch (IOException | RuntimeException e) {
            deleteTree(fresh);
            throw e;
        }
        Path old = null;
        if (Files.exists(absolute)) {
            old = parent.resolve(fresh.getFileName().toString().replace(".new-", ".old-"));
            Files.move(absolute, old, StandardCopyOption.ATOMIC_MOVE);
        }
        try {
            Files.move(fresh, absolute, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (old != null) {
                Files.move(old, absolute, StandardCopyOption.ATOMIC_MOVE);
            }
            deleteTree(fresh);
            throw e;
        }
        if (old != null) {
            deleteTree(old);
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
