package dev.checkpointreport.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;

/**
 * The folder rule: the plugin owns only the folders it made. Each one carries a {@link #MARKER} file,
 * and a folder is replaced only when it is missing, empty, or carries the marker. A folder that is or
 * holds the project, the scenario file, the templates, the home folder or the file-system root is
 * refused whatever it holds. Symbolic links are resolved first, so a link is judged as its target.
 */
public final class ReportFolder {
    /** The file that marks a folder as written by the plugin, and so as the plugin's to replace. */
    public static final String MARKER = ".checkpoint-report";
    static final String MARKER_TEXT = "This folder is written by the checkpoint-report Maven plugin, which replaces"
            + " it as a whole on every run.\nWithout this file the plugin will not replace the folder.\n";
    private static final int NAMED_FILES = 3;
    private static final java.util.Set<String> OLD_REPORT_FILES = java.util.Set.of("assets", "index.html", "report.json");
    private static final String OLD_JSON_START = "{\n  \"schemaVersion\" : 1,";

    private final Path given;
    private final Path real;

    private ReportFolder(Path given, Path real) {
        this.given = given;
        this.real = real;
    }

    /**
     * Judges {@code output} as the report's folder, writing nothing.
     *
     * @param output the folder the report is to be written to
     * @param project the project's folder; may be {@code null}
     * @param scenario the scenario file; may be {@code null}
     * @param templates the template folder; may be {@code null}
     * @return the judged folder
     * @throws IOException when the folder cannot be inspected
     */
    public static ReportFolder judge(Path output, Path project, Path scenario, Path templates) throws IOException {
        return judgeSite(output, project, scenario == null ? List.of() : List.of(scenario), templates);
    }

    /** As {@link #judge(Path, Path, Path, Path)}, for a site of several scenario files, each kept. */
    public static ReportFolder judgeSite(Path output, Path project, List<Path> scenarios, Path templates)
            throws IOException {
        if (output.toString().isEmpty()) {
            throw new ReportFolderException(output, "The report's folder is an empty path; name a folder of its own,"
                    + " such as target/checkpoint-report");
        }
        Path absolute = output.toAbsolutePath().normalize();
        Path real = realPath(absolute, output);
        ReportFolder folder = new ReportFolder(output, real);
        if (real.getParent() == null) {
            throw folder.refused("it is the file-system root");
        }
        folder.keep(Path.of(System.getProperty("user.home")), "the home folder");
        folder.keep(project, "the project's folder");
        for (Path scenario : scenarios) {
            folder.keep(scenario, "the scenario file");
        }
        folder.keep(templates, "the template folder");
        folder.checkKind();
        folder.checkContents();
        return folder;
    }

    /** Writes the contents of a folder. */
    @FunctionalInterface
    public interface Contents {
        void writeInto(Path folder) throws IOException;
    }

    /** The folder to write, with every link resolved. */
    public Path path() {
        return real;
    }

    /**
     * Restores the last report a killed run left aside, and removes its half-written folders, so that
     * the last report is back even when this run's scenario is refused.
     */
    public void recover() throws IOException {
        if (Files.isDirectory(real.getParent()) && Debris.isLeft(real)) {
            try (FolderLock lock = FolderLock.acquire(real, this::refused)) {
                Debris.clear(real);
            }
        }
    }

    /**
     * Writes the report into a fresh folder and moves it in place of this one, under a lock that other
     * writers of the same folder wait for. Debris of an earlier, killed run is cleared first.
     */
    public void replace(Contents contents) throws IOException {
        Files.createDirectories(real.getParent());
        try (FolderLock lock = FolderLock.acquire(real, this::refused)) {
            Debris.clear(real);
            checkKind();
            checkContents();
            AtomicDirectory.replace(real, contents);
        }
    }

    static boolean isMarked(Path folder) {
        return Files.isRegularFile(folder.resolve(MARKER), LinkOption.NOFOLLOW_LINKS);
    }

    static void mark(Path folder) throws IOException {
        Files.writeString(folder.resolve(MARKER), MARKER_TEXT, StandardCharsets.UTF_8);
    }

    static boolean isEmpty(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.findAny().isEmpty();
        }
    }

    ReportFolderException refused(String why) {
        String shown = real.equals(given.toAbsolutePath().normalize()) ? real.toString()
                : given + " (a link to " + real + ")";
        return new ReportFolderException(given, "Refusing to write the report to " + shown + ": " + why
                + "; the report replaces its folder as a whole, so it needs a missing or empty folder, or one it wrote");
    }

    private void keep(Path kept, String what) throws IOException {
        if (kept == null || kept.toString().isEmpty()) {
            return;
        }
        Path keptReal;
        try {
            keptReal = realPath(kept.toAbsolutePath().normalize(), kept);
        } catch (IOException e) {
            // a link that loops or points nowhere: judged where it stands; its own reader says what is wrong
            keptReal = kept.toAbsolutePath().normalize();
        }
        if (keptReal.equals(real)) {
            throw refused("it is " + what);
        }
        if (keptReal.startsWith(real)) {
            throw refused("it holds " + what + ", " + keptReal);
        }
    }

    private void checkKind() throws ReportFolderException {
        Path ancestor = real.getParent();
        while (!Files.exists(ancestor)) {
            ancestor = ancestor.getParent();
        }
        if (!Files.isDirectory(ancestor)) {
            throw refused("its parent " + ancestor + " is a file");
        }
        if (Files.exists(real) && !Files.isDirectory(real)) {
            throw refused("it is a file");
        }
    }

    private void checkContents() throws IOException {
        if (!Files.isDirectory(real) || isMarked(real) || isEmpty(real) || isUnmarkedReport(real)) {
            return;
        }
        List<String> names;
        try (Stream<Path> files = Files.list(real)) {
            names = files.map(f -> f.getFileName().toString()).sorted().toList();
        }
        int count = names.size();
        String named = String.join(", ", names.subList(0, Math.min(NAMED_FILES, count)));
        String more = count > NAMED_FILES ? " and " + (count - NAMED_FILES) + " more" : "";
        throw refused("it holds files the plugin did not write (" + named + more + ")");
    }

    /**
     * A report written before folders carried the marker: nothing but what the plugin writes, with a
     * {@code report.json} of its schema. Such a folder is the plugin's, so that an upgrade does not
     * refuse the report it wrote itself.
     */
    private static boolean isUnmarkedReport(Path folder) throws IOException {
        Path json = folder.resolve(ReportWriter.REPORT_JSON);
        if (!Files.isRegularFile(json, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (Stream<Path> files = Files.list(folder)) {
            if (!files.map(f -> f.getFileName().toString()).allMatch(OLD_REPORT_FILES::contains)) {
                return false;
            }
        }
        byte[] start = OLD_JSON_START.getBytes(StandardCharsets.UTF_8);
        try (java.io.InputStream in = Files.newInputStream(json)) {
            return java.util.Arrays.equals(in.readNBytes(start.length), start);
        }
    }

    /** {@code absolute} with the links of its existing part resolved; the missing rest is kept as it is. */
    private static Path realPath(Path absolute, Path given) throws IOException {
        Deque<Path> missing = new ArrayDeque<>();
        Path existing = absolute;
        while (existing.getParent() != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
            missing.push(existing.getFileName());
            existing = existing.getParent();
        }
        Path real;
        try {
            real = existing.toRealPath();
        } catch (NoSuchFileException e) {
            throw new ReportFolderException(given, "Refusing to write the report to " + given + ": " + existing
                    + " is a link to a file or folder that does not exist");
        }
        for (Path name : missing) {
            real = real.resolve(name);
        }
        return real;
    }
}
