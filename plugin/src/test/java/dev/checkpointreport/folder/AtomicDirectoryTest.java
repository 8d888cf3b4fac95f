package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder whose name leaves no room for a suffix is replaced all the same; a mount point is refused. */
class AtomicDirectoryTest {
    private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
    private static final int NAME_MAX = 255;

    @TempDir
    Path dir;

    private static void write(Path out, String report) throws Exception {
        ReportFolder.judge(out, null, null, null).replace(f -> Files.writeString(f.resolve("report.json"), report));
    }

    @Test
    void aFolderWithTheLongestNameIsReplacedThroughShorterSiblings() throws Exception {
        Path out = dir.resolve("r".repeat(NAME_MAX));

        write(out, "{\"first\":true}");
        write(out, "{\"next\":true}");

        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"next\":true}");
        assertThat(ReportFolderTest.names(dir)).containsExactly(out.getFileName().toString());
    }

    @Test
    void theShorterSiblingsAKillLeftBesideALongNameAreRecognisedAndCleared() throws Exception {
        Path out = dir.resolve("r".repeat(NAME_MAX));
        Path fresh = Debris.sibling(out, Debris.NEW, ID);
        Path old = Debris.sibling(out, Debris.OLD, ID);
        assertThat(fresh.getFileName().toString()).startsWith(".cr-").endsWith(".new-" + ID);
        assertThat(old.getFileName().toString().getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(NAME_MAX);
        Files.createDirectory(fresh);
        ReportFolder.mark(fresh);
        Files.createDirectory(old);
        ReportFolder.mark(old);
        Files.writeString(old.resolve("report.json"), "{\"last\":true}");
        Path users = Files.createDirectory(dir.resolve(".cr-" + "0".repeat(24) + ".new-" + ID));
        Files.writeString(users.resolve("notes.txt"), "mine");

        Debris.clear(out, path -> true);

        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"last\":true}");
        assertThat(ReportFolderTest.names(dir)).containsExactly(users.getFileName().toString(),
                out.getFileName().toString());
        assertThat(Files.readString(users.resolve("notes.txt"))).isEqualTo("mine");
    }

    @Test
    void aMountPointIsRefusedWithoutWritingACopyBesideIt() throws Exception {
        Path out = Files.createDirectory(dir.resolve("report"));
        Files.writeString(out.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT);
        Map<String, String> before = ReportFolderTest.contents(dir);
        AtomicBoolean written = new AtomicBoolean();

        assertThatThrownBy(() -> AtomicDirectory.replace(out, f -> written.set(true), p -> p.equals(out) ? 2L : 1L))
                .isInstanceOf(ReportFolderException.class)
                .hasMessage("Refusing to write the report to " + out + ": it is a mount point, on another file system than"
                        + " its parent " + dir + ", and cannot be replaced by moving a folder in its place;"
                        + " write the report to a folder inside it");
        assertThat(written).isFalse();
        assertThat(ReportFolderTest.contents(dir)).isEqualTo(before);
    }

    @Test
    void aFolderOnItsParentsFileSystemIsNoMountPoint() throws Exception {
        Path out = Files.createDirectory(dir.resolve("report"));

        AtomicDirectory.replace(out, f -> Files.writeString(f.resolve("report.json"), "{}"));

        assertThat(Replaceable.device(out)).isEqualTo(Replaceable.device(dir));
        assertThat(ReportFolderTest.names(out)).containsExactly(ReportFolder.MARKER, "report.json");
    }
}
