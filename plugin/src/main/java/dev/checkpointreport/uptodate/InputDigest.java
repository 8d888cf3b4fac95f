package dev.checkpointreport.uptodate;

import dev.checkpointreport.folder.FileStat;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * One SHA-256 digest over everything a report is made from: the scenario's bytes, the templates, the
 * parameters and the code that writes it. Two runs with the same digest write the same bytes, so the
 * second may keep the first's report. Each input is named, and its name and content enter the digest
 * with their lengths, so no two different sets of inputs run together into the same bytes.
 *
 * <p>Only the scenario is read, and only when it is a regular file (a link followed) of at most
 * {@link #MAX_READ} bytes; any other file enters by what the file system says of it ({@link #stamp}), and a
 * FIFO or a device by its kind, so the digest never hangs on a pipe nor reads a large file whole. In a
 * folder (the templates), a link is followed only to a file inside the folder; one that leads out enters
 * as where it points, never opened. The run that follows judges every such file as it always did.
 */
public final class InputDigest {
    /** The most bytes of one file the digest reads: 1 MiB, above the scenario file's limit of 1,000,000. */
    static final int MAX_READ = 1 << 20;
    private final MessageDigest sha;

    private InputDigest() {
        sha = sha256();
    }

    /** An empty digest, to which inputs are added in a fixed order. */
    public static InputDigest of() {
        return new InputDigest();
    }

    /** Adds a value by name: a parameter, or the identity of the code. */
    public InputDigest text(String name, String value) {
        entry(name, "text", (value == null ? "(none)" : value).getBytes(StandardCharsets.UTF_8));
        return this;
    }

    /**
     * Adds a file's bytes by name, when it is a regular file of at most {@link #MAX_READ} bytes; a larger one
     * by its {@link #stamp}; a missing file, one that is not a regular file, or one that cannot be read, by
     * what it is: the run that follows says what is wrong with it, in its own words.
     */
    public InputDigest file(String name, Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (attributes.isRegularFile() && attributes.size() <= MAX_READ) {
                entry(name, "file", contentDigest(file));
            } else {
                attributes(name, file, attributes);
            }
        } catch (NoSuchFileException e) {
            entry(name, "missing", new byte[0]);
        } catch (IOException e) {
            unreadable(name, e);
        }
        return this;
    }

    /**
     * Adds {@code file} by {@code bytes}, read from it by whoever reads it for the report, as {@link #file} adds a
     * file holding them: what the report was made from, even if the file changed since. Bytes past
     * {@link #MAX_READ} are not such a file's, and the file enters as {@link #file} enters it.
     */
    public InputDigest file(String name, Path file, byte[] bytes) {
        if (bytes.length > MAX_READ) {
            return file(name, file);
        }
        MessageDigest content = sha256();
        content.update(bytes);
        entry(name, "file", content.digest());
        return this;
    }

    /**
     * Adds a large file by what its file system says of it, its size, its last-modified and status-change times and
     * its identity (the inode, where there is one), without reading it: a data file of a gigabyte or the plugin's
     * own jar would otherwise be read whole on every build. Writing the file, copying another over it or checking it
     * out again changes its times, and the status-change time ({@code unix:ctime}) is the one that a rewrite in
     * place which puts the modification time back ({@code touch -r}) cannot set back, as the marker's {@code seen}
     * lines take it for the report's own files; a folder (one a {@code measured.flink} pattern walks) by the names
     * it holds; a missing or special file enters as {@link #file} enters it.
     */
    public InputDigest stamp(String name, Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                entry(name, "folder", names(file));
                return this;
            }
            attributes(name, file, attributes);
        } catch (NoSuchFileException e) {
            entry(name, "missing", new byte[0]);
        } catch (IOException e) {
            unreadable(name, e);
        }
        return this;
    }

    /**
     * Adds every entry under {@code folder} by its path inside it, in name order, each by its {@link #stamp}:
     * no file of it is read. A link enters by the stamp of the file it leads to when that file is inside the
     * folder (links resolved), and else by where it points alone; links to folders are not entered.
     */
    public InputDigest folder(String name, Path folder) {
        if (!Files.isDirectory(folder)) {
            return file(name, folder);
        }
        List<Path> files;
        Path real;
        try (Stream<Path> walk = Files.walk(folder)) {
            real = folder.toRealPath();
            files = walk.filter(p -> !p.equals(folder)).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            unreadable(name, e);
            return this;
        }
        entry(name, "folder", Integer.toString(files.size()).getBytes(StandardCharsets.UTF_8));
        for (Path file : files) {
            inside(name + "/" + folder.relativize(file).toString().replace('\\', '/'), real, file);
        }
        return this;
    }

    /** A file of {@code folder}, stamped where it lies in the folder, or by where it points when it leads out. */
    private void inside(String name, Path folder, Path file) {
        try {
            BasicFileAttributes own = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!own.isSymbolicLink()) {
                attributes(name, file, own, LinkOption.NOFOLLOW_LINKS);
                return;
            }
            Path target = file.toRealPath();
            if (target.startsWith(folder)) {
                stamp(name, target);
            } else {
                entry(name, "link out", linkText(file));
            }
        } catch (NoSuchFileException e) {
            entry(name, "link to nothing", linkText(file));
        } catch (IOException e) {
            unreadable(name, e);
        }
    }

    private static byte[] linkText(Path link) {
        try {
            return Files.readSymbolicLink(link).toString().getBytes(StandardCharsets.UTF_8);
        } catch (IOException | UnsupportedOperationException e) {
            return new byte[0];
        }
    }

    /** The names of a folder's entries, in order, one per line: a file saved into it or taken out is a change. */
    private static byte[] names(Path folder) throws IOException {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                names.add(entry.getFileName().toString());
            }
        }
        Collections.sort(names);
        return String.join("\n", names).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * {@code file} by what its file system says, {@code attributes} read with {@code options}: a folder or a special
     * file by its kind, a regular file by its {@link FileStat}, the one stat fingerprint the plugin takes (the
     * marker's {@code seen} lines are the same); where the file system does not say it all (no unix view), by its
     * size, its modification time and its identity.
     */
    private void attributes(String name, Path file, BasicFileAttributes attributes, LinkOption... options) {
        if (attributes.isDirectory()) {
            entry(name, "folder", new byte[0]);
        } else if (!attributes.isRegularFile()) {
            entry(name, "special", new byte[0]);
        } else {
            FileStat stat = FileStat.of(file, options);
            String stamp = stat != null ? stat.text() : attributes.size() + " bytes, modified "
                    + attributes.lastModifiedTime().toInstant() + ", file " + attributes.fileKey();
            entry(name, "stamp", stamp.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The digest, {@code sha256:} and 64 hexadecimal digits. */
    public String value() {
        return "sha256:" + HexFormat.of().formatHex(sha.digest());
    }

    private void unreadable(String name, Exception e) {
        entry(name, "unreadable", String.valueOf(e.getMessage()).getBytes(StandardCharsets.UTF_8));
    }

    private void entry(String name, String kind, byte[] content) {
        for (byte[] part : List.of(name.getBytes(StandardCharsets.UTF_8), kind.getBytes(StandardCharsets.UTF_8), content)) {
            sha.update(lengthOf(part));
            sha.update(part);
        }
    }

    private static byte[] lengthOf(byte[] part) {
        int n = part.length;
        return new byte[] {(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n};
    }

    private static byte[] contentDigest(Path file) throws IOException {
        MessageDigest content = sha256();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), content)) {
            in.readNBytes(MAX_READ);
        }
        return content.digest();
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
