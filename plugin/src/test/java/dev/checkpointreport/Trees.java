package dev.checkpointreport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Every entry of a folder tree with what it holds, to show that a refusal or a run changed none of the user's files. */
public final class Trees {

    private Trees() {
    }

    /**
     * Each path under {@code root} (links not followed) with its kind, its permissions and, for a file, the
     * SHA-256 of its bytes, for a link, where it points.
     */
    public static Map<String, String> contents(Path root) throws IOException {
        Map<String, String> all = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.toList()) {
                all.put(root.relativize(file).toString(), describe(file));
            }
        }
        return all;
    }

    /** The kind, permissions and bytes' SHA-256 (or link target) of one entry. */
    public static String describe(Path file) throws IOException {
        if (Files.isSymbolicLink(file)) {
            return "link to " + Files.readSymbolicLink(file);
        }
        String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS));
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            return "folder " + mode;
        }
        try {
            return "file " + mode + " " + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
