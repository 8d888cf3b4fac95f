package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A folder this user cannot change, for as long as it is open: its write bits are taken away, and where
 * that is not enough (root passes over them) it is made immutable with {@code chattr +i}, which binds root
 * too. Closing gives it back.
 */
public final class Unwritable implements AutoCloseable {
    private final Path folder;
    private final boolean immutable;

    private Unwritable(Path folder, boolean immutable) {
        this.folder = folder;
        this.immutable = immutable;
    }

    public static Unwritable make(Path folder) throws IOException, InterruptedException {
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        if (!Files.isWritable(folder)) {
            return new Unwritable(folder, false);
        }
        chattr("+i", folder);
        if (Files.isWritable(folder)) {
            throw new IllegalStateException("could not make " + folder + " unwritable for this user");
        }
        return new Unwritable(folder, true);
    }

    private static void chattr(String flag, Path folder) throws IOException, InterruptedException {
        int exit = new ProcessBuilder("chattr", flag, folder.toString()).inheritIO().start().waitFor();
        if (exit != 0) {
            throw new IOException("chattr " + flag + " " + folder + " exited with " + exit);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (immutable) {
            chattr("-i", folder);
        }
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
