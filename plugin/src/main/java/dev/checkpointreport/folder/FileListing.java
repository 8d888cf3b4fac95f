package dev.checkpointreport.folder;

import dev.checkpointreport.parallel.InParallel;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Every file the plugin wrote into a report's folder, by its path relative to the folder ({@code /} between
 * names), with its size and SHA-256, and what {@code stat} said of it when it was listed ({@link FileStat}); the
 * folder's marker holds it. Only regular files are listed: the plugin writes no link, and a folder is the
 * plugin's only as the place of a listed file. The SHA-256 is the proof: only {@link #compare}, which finds an
 * up-to-date report unchanged, trusts a file whose stat is still as listed without reading it.
 */
record FileListing(NavigableMap<String, Entry> files) {
    private static final String FILE = "file ";

    /** A listed file's size in bytes, its SHA-256 in hex, and its stat when it was listed, or null when none is known. */
    record Entry(long size, String sha256, FileStat seen) {
        Entry(long size, String sha256) {
            this(size, sha256, null);
        }

        /** Whether {@code file} is still as listed by its stat alone: seen before the marker was written, and as seen. */
        boolean unchanged(Path file, long written) {
            return seen != null && seen.before(written) && seen.sameAs(FileStat.of(file));
        }
    }

    /**
     * What a folder holds beside its listing: the paths that are not the plugin's, how many listed files are
     * gone, and how many listed files were written over since. Not the plugin's: a path not listed, a link or a
     * folder where a file is listed, and a listed file written over when no listed file is still as listed, for
     * then the listing proves nothing (a hand-made one guesses no SHA-256). While one file still proves it, a
     * listed file written over is the plugin's, so an edited report is written again. {@code read}: how many
     * listed files were read to compare them, the others being unchanged by their stat.
     */
    record Difference(List<String> strangers, int missing, int changed, int read) {
        boolean none() {
            return strangers.isEmpty() && missing == 0 && changed == 0;
        }
    }

    FileListing {
        files = Collections.unmodifiableNavigableMap(new TreeMap<>(files));
    }

    /**
     * The listing of every regular file in {@code folder} but its root's marker, each file read to hash it, on
     * every core: a course of 50 scenarios holds 4 MB, which a cold JVM without its SHA-256 intrinsic (as with
     * {@code -XX:TieredStopAtLevel=1}) hashes at about 70 MB/s.
     */
    static FileListing of(Path folder) throws IOException {
        List<Found> found = new ArrayList<>();
        Path marker = folder.resolve(ReportFolder.MARKER);
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (!file.equals(marker)) {
                    found.add(new Found(file, attrs.size()));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        List<Entry> entries = InParallel.map(found, Found::listed);
        Map<String, Entry> files = new TreeMap<>();
        for (int i = 0; i < found.size(); i++) {
            files.put(relative(folder, found.get(i).file()), entries.get(i));
        }
        return new FileListing(new TreeMap<>(files));
    }

    /** A file the walk found, of the size it found. */
    private record Found(Path file, long size) {
        Entry listed() throws IOException {
            FileStat seen = FileStat.of(file); // before the file is read, so a later write shows
            String sha256 = sha256(file);
            return new Entry(size, sha256, seen != null && seen.size() == size ? seen : null);
        }
    }

    /**
     * Compares {@code folder} with this listing, reading a file only when its type is as listed and its stat is
     * not still as listed ({@link Entry#unchanged}, against the marker's modification time).
     */
    Difference compare(Path folder) throws IOException {
        List<String> strangers = new ArrayList<>();
        Map<String, Path> present = new TreeMap<>();
        walk(folder, folder, strangers, present);
        long written = FileStat.modified(folder.resolve(ReportFolder.MARKER));
        List<String> changed = new ArrayList<>();
        int read = 0;
        for (Map.Entry<String, Path> file : present.entrySet()) {
            Entry listed = files.get(file.getKey());
            if (listed.unchanged(file.getValue(), written)) {
                continue;
            }
            read++;
            if (!same(file.getValue(), listed)) {
                changed.add(file.getKey());
            }
        }
        if (present.size() == changed.size()) {
            strangers.addAll(changed);
        }
        Collections.sort(strangers);
        return new Difference(strangers, files.size() - present.size(), changed.size(), read);
    }

    /**
     * What {@code folder} holds that does not show it to be the plugin's: the paths it does not list, and the
     * listed files when none of them is still as listed, reading listed files only until one is (then every listed
     * file is the plugin's, written over or not): judging a folder of 50 reports reads one small file, not megabytes.
     */
    Strangers strangers(Path folder) throws IOException {
        List<String> unlisted = new ArrayList<>();
        Map<String, Path> present = new TreeMap<>();
        walk(folder, folder, unlisted, present);
        Collections.sort(unlisted);
        for (Map.Entry<String, Path> file : present.entrySet()) {
            if (same(file.getValue(), files.get(file.getKey()))) {
                return new Strangers(unlisted, List.of());
            }
        }
        return new Strangers(unlisted, List.copyOf(present.keySet()));
    }

    /**
     * What {@link #strangers} finds: {@code unlisted}, the paths the listing does not name (a link or a folder where
     * it names a file among them), and {@code unproven}, the listed files when every one of them was written over
     * since, so that nothing shows the listing to be the plugin's; both in name order.
     */
    record Strangers(List<String> unlisted, List<String> unproven) {
        boolean none() {
            return unlisted.isEmpty() && unproven.isEmpty();
        }
    }

    /** The paths in {@code folder} that this listing does not name, reading no file: what was put there since. */
    List<String> unlisted(Path folder) throws IOException {
        List<String> unlisted = new ArrayList<>();
        walk(folder, folder, unlisted, new TreeMap<>());
        Collections.sort(unlisted);
        return unlisted;
    }

    /** Fills {@code present} with the listed files under {@code dir}, each regular, and {@code strangers} with the rest. */
    private void walk(Path root, Path dir, List<String> strangers, Map<String, Path> present) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = relative(root, entry);
                BasicFileAttributes attrs = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (dir.equals(root) && name.equals(ReportFolder.MARKER)) {
                    continue;
                }
                Entry listed = files.get(name);
                if (attrs.isRegularFile() && listed != null) {
                    present.put(name, entry);
                } else if (attrs.isDirectory() && holds(name + "/")) {
                    walk(root, entry, strangers, present);
                } else {
                    strangers.add(name);
                }
            }
        }
    }

    private static boolean same(Path file, Entry listed) {
        try {
            return listed.size() == Files.size(file) && listed.sha256().equals(sha256(file));
        } catch (IOException e) {
            return false; // a file the plugin cannot read is not one it can prove it wrote
        }
    }

    private boolean holds(String prefix) {
        String next = files.ceilingKey(prefix);
        return next != null && next.startsWith(prefix);
    }

    /** One line per file, {@code file SIZE SHA256 PATH}, the path escaped on one line ({@link OneLine}). */
    String text() {
        StringBuilder text = new StringBuilder();
        files.forEach((path, entry) -> text.append(FILE).append(entry.size()).append(' ').append(entry.sha256())
                .append(' ').append(OneLine.escape(path)).append('\n'));
        return text.toString();
    }

    /** One {@link FileStat#line} per file whose stat is known, in the listing's order. */
    String seenText() {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, Entry> file : files.entrySet()) {
            if (file.getValue().seen() != null) {
                text.append(file.getValue().seen().line(file.getKey())).append('\n');
            }
        }
        return text.toString();
    }

    /**
     * This listing with the stats {@link #seenText} wrote as {@code lines}. When one of them is not such a line,
     * names a path not listed or one named before, none is kept, and every file is read to compare it.
     */
    FileListing seen(List<String> lines) {
        Map<String, Entry> seen = new TreeMap<>(files);
        for (String line : lines) {
            String path = FileStat.path(line);
            Entry listed = path == null ? null : seen.get(path);
            FileStat stat = listed == null || listed.seen() != null ? null : FileStat.parse(line, listed.size());
            if (stat == null) {
                return this;
            }
            seen.put(path, new Entry(listed.size(), listed.sha256(), stat));
        }
        return new FileListing(new TreeMap<>(seen));
    }

    /** The listing {@link #text} wrote as {@code lines}, or empty when they are not such a listing. */
    static Optional<FileListing> parse(List<String> lines) {
        Map<String, Entry> files = new TreeMap<>();
        for (String line : lines) {
            String[] parts = line.split(" ", 4);
            if (parts.length != 4 || !(parts[0] + " ").equals(FILE) || !parts[2].matches("[0-9a-f]{64}")
                    || !parts[1].matches("[0-9]{1,18}")) {
                return Optional.empty();
            }
            String path = OneLine.unescape(parts[3]);
            if (!plain(path) || files.put(path, new Entry(Long.parseLong(parts[1]), parts[2])) != null) {
                return Optional.empty();
            }
        }
        return files.isEmpty() ? Optional.empty() : Optional.of(new FileListing(new TreeMap<>(files)));
    }

    /** A path of names below the folder: not absolute, no empty name, no {@code .} or {@code ..}. */
    private static boolean plain(String path) {
        for (String name : path.split("/", -1)) {
            if (name.isEmpty() || name.equals(".") || name.equals("..") || name.indexOf('\0') >= 0) {
                return false;
            }
        }
        return !path.equals(ReportFolder.MARKER);
    }

    private static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }

    private static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("this Java has no SHA-256", e);
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS), digest)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
