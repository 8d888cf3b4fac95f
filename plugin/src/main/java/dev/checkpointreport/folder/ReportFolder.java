package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The folder rule: the plugin owns only the folders it made. Each one carries a {@link #MARKER} file that
 * lists every file the plugin wrote into it, with its size and SHA-256 ({@link Marker}), and a folder is
 * replaced only when it is missing, empty, or holds nothing but files its marker lists, each as listed. A
 * folder that is or holds the project, a scenario file, a data file, the templates, the home folder or the
 * file-system root is refused whatever it holds, and so is one whose marker lists a path the caller never writes
 * (such a listing is not the plugin's). Symbolic links are resolved first, so a link is judged as its target.
 */
public final class ReportFolder {
    /** The file that marks a folder as written by the plugin, and so as the plugin's to replace. */
    public static final String MARKER = ".checkpoint-report";
    public static final String MARKER_TEXT = "This folder is written by the checkpoint-report Maven plugin, which replaces"
            + " it as a whole on every run.\nWithout this file the plugin will not replace the folder.\n";
    private static final Predicate<String> ANY_PATH = path -> true;

    private final Path given;
    private final Path real;
    /** What the folder holds, judged against its marker. */
    private final FolderContents held;
    /** Whether the caller writes a file at a path of the folder, as {@link FolderContents} and {@link Debris} ask. */
    private final Predicate<String> writes;
    /** What {@link #judgeKind} found the folder to hold that refuses it, said by {@link #judgeContents}; or null. */
    private ReportFolderException refusedContents;

    private ReportFolder(Path given, Path real, Predicate<String> writes) {
        this.given = given;
        this.real = real;
        this.held = new FolderContents(real, writes, this::refused);
        this.writes = writes;
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
        return judge(output, project, scenario == null ? List.of() : List.of(scenario), List.of(), templates);
    }

    /**
     * As {@link #judge(Path, Path, Path, Path)}, for the scenario files of a report or a course and the data files
     * they read, each of which the folder must not hold: the run reads them after the folder is judged. Every path
     * counts as one the caller may write, as for a caller that names its files as it likes.
     */
    public static ReportFolder judge(Path output, Path project, List<Path> scenarios, List<Path> dataFiles,
            Path templates) throws IOException {
        return judge(output, project, scenarios, dataFiles, templates, ANY_PATH);
    }

    /**
     * As {@link #judge(Path, Path, List, List, Path)}, for a caller that writes only the paths {@code writes}
     * accepts ({@code /} between names, relative to the folder): a marker that lists any other path is not the
     * plugin's, and its folder is refused, naming the path.
     */
    public static ReportFolder judge(Path output, Path project, List<Path> scenarios, List<Path> dataFiles,
            Path templates, Predicate<String> writes) throws IOException {
        ReportFolder folder = judgeWhere(output, project, scenarios, dataFiles, templates, writes);
        folder.held.check();
        return folder;
    }

    /**
     * As {@link #judge(Path, Path, List, List, Path, Predicate)}, keeping a refusal for what the folder holds to
     * {@link #judgeContents}, which says it after the data files, found since, are judged: for a folder whose
     * report may be kept as it is ({@link #whole} compares every file with the marker's listing).
     */
    public static ReportFolder judgeKind(Path output, Path project, List<Path> scenarios, List<Path> dataFiles,
            Path templates, Predicate<String> writes) throws IOException {
        ReportFolder folder = judgeWhere(output, project, scenarios, dataFiles, templates, writes);
        try {
            folder.held.check();
        } catch (ReportFolderException e) {
            folder.refusedContents = e;
        }
        return folder;
    }

    private static ReportFolder judgeWhere(Path output, Path project, List<Path> scenarios, List<Path> dataFiles,
            Path templates, Predicate<String> writes) throws IOException {
        if (output.toString().isEmpty()) {
            throw new ReportFolderException(output, "The report's folder is an empty path; name a folder of its own,"
                    + " such as target/checkpoint-report");
        }
        Path absolute = output.toAbsolutePath().normalize();
        Path real = realPath(absolute, output);
        ReportFolder folder = new ReportFolder(output, real, writes);
        if (real.getParent() == null) {
            throw folder.refused("it is the file-system root");
        }
        folder.keep(Path.of(System.getProperty("user.home")), "the home folder");
        folder.keep(project, "the project's folder");
        for (Path scenario : scenarios) {
            folder.keep(scenario, "the scenario file");
        }
        for (Path data : dataFiles) {
            folder.keep(data, "the data file");
        }
        folder.keep(templates, "the template folder");
        folder.checkKind();
        return folder;
    }

    /**
     * Finishes judging a folder judged by {@link #judgeKind}, as {@link #judge(Path, Path, List, List, Path, Predicate)}
     * would have: refused when it is or holds one of {@code dataFiles}, found since, and then when it held, as
     * {@link #judgeKind} found it, a file the plugin did not write.
     */
    public void judgeContents(List<Path> dataFiles) throws IOException {
        for (Path data : dataFiles) {
            keep(data, "the data file");
        }
        if (refusedContents != null) {
            throw refusedContents;
        }
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
                Debris.clear(real, writes);
            }
        }
    }

    /**
     * Writes the report into a fresh folder and moves it in place of this one, under a lock that other
     * writers of the same folder wait for. Debris of an earlier, killed run is cleared first. The marker,
     * written last, lists every file {@code contents} wrote and keeps the lines of {@code stamp}
     * (none when empty), which the folder stores and never reads.
     *
     * @return the one-line warning to give when files were put into the folder while the report was written: the
     *     last report is then kept aside whole, with them, under the name the warning gives; empty otherwise
     */
    public Optional<String> replace(Contents contents, List<String> stamp) throws IOException {
        Files.createDirectories(real.getParent());
        try (FolderLock lock = FolderLock.acquire(real, this::refused)) {
            Debris.clear(real, writes);
            checkKind();
            held.check();
            Optional<AtomicDirectory.Kept> kept = AtomicDirectory.replace(real, fresh -> {
                contents.writeInto(fresh);
                Marker.write(fresh, stamp);
            });
            return kept.map(aside -> "Files were put into " + shown() + " while the report was written ("
                    + FolderContents.named(aside.files()) + "): the new report is in place, and the last one is kept aside whole,"
                    + " with them, in " + aside.folder() + "; move your files out of it and delete it");
        }
    }

    /** As {@link #replace(Contents, List)}, keeping no stamp. */
    public Optional<String> replace(Contents contents) throws IOException {
        return replace(contents, List.of());
    }

    /**
     * The lines of the stamp of the report in the folder when the folder holds exactly the files its marker lists, each
     * of its size and SHA-256, {@code required} among them, and none the caller never writes; empty when the report
     * must be written. Under the folder's lock, after a killed run's debris is cleared, as a write would; where
     * nothing can be written beside the folder (a read-only file system), without the lock, for no build can be
     * replacing the folder then, and with the debris left as it is.
     */
    public Optional<List<String>> whole(List<String> required) throws IOException {
        if (!Files.isDirectory(real)) {
            return Optional.empty();
        }
        try (FolderLock lock = FolderLock.toRead(real, this::refused)) {
            if (lock.held()) {
                Debris.clear(real, writes);
            }
            Marker marker = Marker.read(real);
            if (marker.kind() != Marker.Kind.LISTED || marker.stamp().isEmpty()
                    || !marker.listing().files().keySet().containsAll(required)
                    || !held.notWritten(marker.listing()).isEmpty()
                    || !marker.listing().compare(real).none()) {
                return Optional.empty();
            }
            return Optional.of(marker.stamp());
        }
    }

    /** Whether the folder's marker lists its files and keeps a stamp, which {@link #whole} may find. */
    public boolean stamped() throws IOException {
        return Files.isDirectory(real) && !Marker.read(real).stamp().isEmpty();
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
        return new ReportFolderException(given, "Refusing to write the report to " + shown() + ": " + why
                + "; the report replaces its folder as a whole, so it needs a missing or empty folder, or one it wrote");
    }

    private String shown() {
        return real.equals(given.toAbsolutePath().normalize()) ? real.toString() : given + " (a link to " + real + ")";
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
