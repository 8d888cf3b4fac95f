package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An up-to-date folder is found whole by each listed file's stat as the marker's {@code seen} lines record it,
 * reading none; a file whose stat is not exactly as recorded, or was recorded in the marker's own clock tick, is
 * read, so every edit the SHA-256 catches is still caught.
 */
class SeenFilesTest {
    private static final List<String> STAMP = List.of("inputs sha256:" + "ab".repeat(32), "INFO optimal");
    private static final String PAGE = "<p>eleven</p>";
    private static final String OTHER = "<p>twelve</p>";

    @TempDir
    Path project;
    private Path out;
    private ReportFolder folder;
    /** The marker's lines as the plugin wrote them. */
    private List<String> written;

    @BeforeEach
    void writeTheReport() throws IOException {
        out = project.resolve("report");
        folder = ReportFolder.judge(out, null, null, null);
        folder.replace(fresh -> {
            Files.writeString(fresh.resolve("index.html"), PAGE);
            Files.writeString(fresh.resolve("report.json"), "{\"rows\":1}");
            Files.createDirectory(fresh.resolve("assets"));
            Files.writeString(fresh.resolve("assets/report.css"), "p { color: teal; }");
            afterTheClockTicks(fresh.resolve("assets/report.css"));
        }, STAMP);
        written = Files.readAllLines(marker(), StandardCharsets.UTF_8);
    }

    /** Waits until a file written now gets a later time than {@code last}, so that the marker is not racily clean. */
    private void afterTheClockTicks(Path last) throws IOException {
        long written = FileStat.of(last).changed();
        Path probe = project.resolve("probe");
        do {
            Files.writeString(probe, "tick");
        } while (FileStat.of(probe).modified() <= written);
        Files.delete(probe);
    }

    private FileListing.Difference compared() throws IOException {
        return Marker.read(out).listing().compare(out);
    }

    /** No file added or missing, {@code changed} files written over, {@code read} files read to find out. */
    private static FileListing.Difference changedAndRead(int changed, int read) {
        return new FileListing.Difference(List.of(), 0, changed, read);
    }

    private Path marker() {
        return out.resolve(ReportFolder.MARKER);
    }

    /** The marker as written with the {@code seen} line of {@code path} replaced by {@code line}, of time {@code time}. */
    private void markerSaying(String path, String line, long time) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String kept : written) {
            lines.add(kept.startsWith(FileStat.SEEN) && kept.endsWith(" " + path) ? line : kept);
        }
        Files.write(marker(), lines, StandardCharsets.UTF_8);
        Files.setLastModifiedTime(marker(), FileTime.from(time, TimeUnit.NANOSECONDS));
    }

    @Test
    void anUnchangedFolderIsFoundWholeWithoutReadingAListedFile() throws Exception {
        assertThat(written).filteredOn(line -> line.startsWith(FileStat.SEEN)).hasSize(3);

        assertThat(compared()).isEqualTo(changedAndRead(0, 0));
        assertThat(folder.whole(List.of("index.html", "report.json"))).contains(STAMP);
    }

    @Test
    void anUnchangedFolderIsFoundWholeWhereNothingCanBeWrittenBesideIt() throws Exception {
        // a read-only file system, as a folder that even root cannot write to stands in for it: no lock can be made
        try (Unwritable readOnly = Unwritable.make(project)) {
            assertThat(folder.whole(List.of("index.html", "report.json"))).contains(STAMP);
        }
        assertThat(ReportFolderTest.names(project)).containsExactly("report");
    }

    @Test
    void anEditThatKeepsTheSizeAndPutsTheTimeBackIsCaughtByItsStatusChange() throws Exception {
        Path page = out.resolve("index.html");
        FileTime modified = Files.getLastModifiedTime(page);
        Files.writeString(page, OTHER);
        Files.setLastModifiedTime(page, modified);

        assertThat(compared()).isEqualTo(changedAndRead(1, 1));
        assertThat(folder.whole(List.of("index.html"))).isEmpty();
    }

    @Test
    void aFileWhoseStatWasRecordedInTheMarkersClockTickIsRead() throws Exception {
        Path page = out.resolve("index.html");
        Files.writeString(page, OTHER);
        Files.setLastModifiedTime(page, FileTime.from(FileStat.of(page).changed() + 1_000_000, TimeUnit.NANOSECONDS));
        FileStat edited = FileStat.of(page);
        // as if the plugin had listed the file and written the marker in the tick of the user's edit
        markerSaying("index.html", edited.line("index.html"), edited.modified());
        assertThat(compared()).isEqualTo(changedAndRead(1, 1));

        Files.setLastModifiedTime(page, FileTime.from(edited.changed() - 1, TimeUnit.NANOSECONDS));
        FileStat earlier = FileStat.of(page);
        markerSaying("index.html", earlier.line("index.html"), earlier.changed());
        assertThat(compared()).isEqualTo(changedAndRead(1, 1));

        // a tick later the same stat is trusted, as a stat that matches means: the SHA-256 is not read
        markerSaying("index.html", earlier.line("index.html"), earlier.changed() + 1);
        assertThat(compared()).isEqualTo(changedAndRead(0, 0));
    }

    @Test
    void aCopyMovedOverAListedFileIsReadWhateverItsTimes() throws Exception {
        Path page = out.resolve("index.html");
        FileStat listed = FileStat.of(page);
        Path copy = Files.writeString(out.resolve("index.html.tmp"), OTHER);
        Files.move(copy, page, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        FileStat moved = FileStat.of(page);
        assertThat(moved.inode()).isNotEqualTo(listed.inode());
        // the copy's own times recorded, as if they matched the listing's, with the listed file's inode
        FileStat sameTimes = new FileStat(moved.size(), moved.modified(), moved.changed(), listed.device(),
                listed.inode());
        markerSaying("index.html", sameTimes.line("index.html"), moved.changed() + 1);
        assertThat(compared()).isEqualTo(changedAndRead(1, 1));

        Files.writeString(page, PAGE);
        FileStat restored = FileStat.of(page);
        markerSaying("index.html", new FileStat(restored.size(), restored.modified(), restored.changed(),
                listed.device(), listed.inode()).line("index.html"), restored.changed() + 1);
        assertThat(compared()).isEqualTo(changedAndRead(0, 1));
    }

    @Test
    void aMarkerWithoutSeenLinesReadsEveryFile() throws Exception {
        List<String> lines = new ArrayList<>(written);
        lines.removeIf(line -> line.startsWith(FileStat.SEEN));
        Files.write(marker(), lines);

        assertThat(compared()).isEqualTo(changedAndRead(0, 3));
        assertThat(folder.whole(List.of("index.html"))).contains(STAMP);
        Files.writeString(out.resolve("index.html"), OTHER);
        assertThat(compared()).isEqualTo(changedAndRead(1, 3));
        assertThat(folder.whole(List.of("index.html"))).isEmpty();
    }

    @Test
    void malformedSeenLinesAreIgnoredAndEveryFileIsRead() throws Exception {
        Path page = out.resolve("index.html");
        Files.writeString(page, OTHER);
        FileStat edited = FileStat.of(page);
        String trusting = edited.line("index.html");
        long later = edited.changed() + 1;
        String[] malformed = {"seen 1 2 3 index.html", "seen x 2 3 4 index.html", "seen +1 2 3 4 index.html",
            "seen 1 2 3 99999999999999999999 index.html", "seen 1 2 3 4 notes.md", "seen 1 2 3 4 ../index.html",
            "seen  1 2 3 4 index.html", "seen "};
        for (String bad : malformed) {
            // the valid line alone would have the edit trusted; a malformed one beside it has every file read
            markerSaying("index.html", trusting + "\n" + bad, later);
            assertThat(Marker.read(out).stamp()).as(bad).isEqualTo(STAMP);
            assertThat(compared()).as(bad).isEqualTo(changedAndRead(1, 3));
        }
        markerSaying("index.html", trusting + "\n" + trusting, later);
        assertThat(compared()).isEqualTo(changedAndRead(1, 3));
        markerSaying("index.html", trusting, later);
        assertThat(compared()).isEqualTo(changedAndRead(0, 0));
    }

    @Test
    void aMarkerWithoutAStampKeepsNoSeenLines() throws Exception {
        folder.replace(fresh -> Files.writeString(fresh.resolve("index.html"), PAGE));

        assertThat(Files.readAllLines(marker())).noneMatch(line -> line.startsWith(FileStat.SEEN));
        assertThat(folder.stamped()).isFalse();
    }
}
