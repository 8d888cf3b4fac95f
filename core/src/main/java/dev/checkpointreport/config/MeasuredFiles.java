package dev.checkpointreport.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The files one pattern of {@code measured.flink}, {@code measured.spark} or {@code measured.prometheus} matches: a
 * path relative to the scenario file, or a glob such as
 * {@code data/flink/*.json} or {@code data/flink/**.json}, as {@link java.nio.file.FileSystem#getPathMatcher}
 * reads it. Only the folder before the first wildcard is walked, no deeper than {@link #MAX_DEPTH} levels and
 * past no more than {@link #MAX_VISITED} entries; each file matched is then judged as every data file is
 * ({@link DataFile}), and the files come in the order of their paths. Each pattern is walked once, for the files
 * and the folders it crosses alike.
 */
final class MeasuredFiles {
    static final int MAX_DEPTH = 16;
    static final int MAX_VISITED = 200_000;
    private static final String WILDCARDS = "*?[{";

    private MeasuredFiles() {
    }

    /** The patterns walked since the class was loaded, so a test can pin one walk per pattern and build. */
    private static final AtomicLong WALKS = new AtomicLong();

    /**
     * What a pattern matched: the files, judged, in path order, and the folders its walk crossed, in path order
     * (none for a plain path), each absolute: a scrape saved there later changes the folder's time, so an
     * up-to-date check that stamps them sees it without reading the scenario again.
     */
    record Matched(List<DataFile> files, List<Path> folders) {
    }

    static Matched matching(ConfigNode node, int max) throws ConfigException {
        String pattern = node.asText("a path or glob pattern of saved files, relative to the scenario file");
        if (pattern.startsWith("/") || pattern.contains("\\") || List.of(pattern.split("/")).contains("..")) {
            throw node.error("'" + node.shown() + "' leaves the scenario's folder; write a pattern relative to the "
                    + "scenario file, without .. or a leading /, and keep the saved files in that folder or below");
        }
        if (!hasWildcard(pattern)) {
            return new Matched(List.of(DataFile.of(node, pattern)), List.of());
        }
        Path folder = Path.of(node.file()).toAbsolutePath().getParent();
        Path start = folder.resolve(fixedPart(pattern));
        List<String> matched = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        if (Files.isDirectory(start)) {
            PathMatcher matcher;
            try {
                matcher = FileSystems.getDefault().getPathMatcher("glob:" + pattern);
            } catch (IllegalArgumentException e) {
                throw node.error("'" + node.shown() + "' is not a glob pattern: " + e.getMessage().lines().findFirst()
                        .orElse(""));
            }
            walk(node, folder, start, matcher, matched, folders, max);
        }
        if (matched.isEmpty()) {
            throw node.error("'" + node.shown() + "' matches no file in " + folder.resolve(fixedPart(pattern))
                    .normalize() + "; save the files there, or correct the pattern");
        }
        matched.sort(Comparator.naturalOrder());
        folders.sort(Comparator.naturalOrder());
        List<DataFile> files = new ArrayList<>();
        for (String written : matched) {
            files.add(DataFile.of(node, written));
        }
        return new Matched(List.copyOf(files), List.copyOf(folders));
    }

    /** How many patterns have been walked in this class loader. */
    static long walks() {
        return WALKS.get();
    }

    private static void walk(ConfigNode node, Path folder, Path start, PathMatcher matcher, List<String> matched,
                             List<Path> folders, int max) throws ConfigException {
        WALKS.incrementAndGet();
        int visited = 0;
        try (Stream<Path> paths = Files.walk(start, MAX_DEPTH)) {
            for (Iterator<Path> each = paths.iterator(); each.hasNext(); ) {
                Path path = each.next();
                if (++visited > MAX_VISITED) {
                    throw node.error("the folder " + start + " holds more than " + MAX_VISITED + " entries; "
                            + "narrow the pattern to the saved files' folder");
                }
                Path relative = folder.relativize(path);
                if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                    folders.add(path.normalize());
                } else if (matcher.matches(relative)) {
                    if (matched.size() >= max) {
                        throw node.error("'" + node.shown() + "' matches more than " + max + " files; keep fewer "
                                + "saved files, or merge old ones");
                    }
                    matched.add(relative.toString().replace('\\', '/'));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            throw node.error("the folder " + start + " cannot be read: " + e.getMessage());
        }
    }

    private static boolean hasWildcard(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (WILDCARDS.indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The folders before the first part with a wildcard: {@code data/flink} of {@code data/flink/*.json}. */
    private static String fixedPart(String pattern) {
        List<String> fixed = new ArrayList<>();
        String[] parts = pattern.split("/");
        for (int i = 0; i < parts.length - 1; i++) {
            if (hasWildcard(parts[i])) {
                break;
            }
            fixed.add(parts[i]);
        }
        return fixed.isEmpty() ? "." : String.join("/", fixed);
    }
}
