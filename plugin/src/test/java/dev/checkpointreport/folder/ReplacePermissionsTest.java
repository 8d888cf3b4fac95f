package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The folder's rules pass to the new report, and a folder this user cannot replace is refused before writing. */
class ReplacePermissionsTest {
    private static final int MODE = 02750;

    @TempDir
    Path dir;

    private static void write(Path out, String report) throws Exception {
        ReportFolder.judge(out, null, null, null).replace(f -> Files.writeString(f.resolve("report.json"), report));
    }

    private static int mode(Path path) throws Exception {
        return (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 07777;
    }

    private static GroupPrincipal group(Path path) throws Exception {
        return Files.getFileAttributeView(path, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                .readAttributes().group();
    }

    /** Another group than the folder's, where this user may give one (root may give any); else its own. */
    private static GroupPrincipal anotherGroup(Path folder) throws Exception {
        UserPrincipalLookupService groups = folder.getFileSystem().getUserPrincipalLookupService();
        PosixFileAttributeView view = Files.getFileAttributeView(folder, PosixFileAttributeView.class);
        GroupPrincipal own = group(folder);
        for (String name : List.of("daemon", "bin", "adm", "users", "staff", "nogroup")) {
            try {
                view.setGroup(groups.lookupPrincipalByGroupName(name));
                return group(folder);
            } catch (java.io.IOException e) {
                view.setGroup(own);
            }
        }
        return own;
    }

    @Test
    void anEmptyFolderKeepsItsModeAndGroupAndItsFilesTakeTheGroup() throws Exception {
        Path out = Files.createDirectory(dir.resolve("report"));
        GroupPrincipal group = anotherGroup(out);
        Files.setAttribute(out, "unix:mode", MODE);

        write(out, "{}");
        assertThat(Integer.toOctalString(mode(out))).isEqualTo(Integer.toOctalString(MODE));
        assertThat(group(out)).isEqualTo(group);
        assertThat(group(out.resolve("report.json"))).isEqualTo(group);

        write(out, "{\"again\":true}");
        assertThat(Integer.toOctalString(mode(out))).isEqualTo(Integer.toOctalString(MODE));
        assertThat(group(out)).isEqualTo(group);
    }

    @Test
    void aReportWhoseFilesThisUserCannotDeleteIsRefusedBeforeWritingOnEveryRun() throws Exception {
        Path out = dir.resolve("report");
        ReportFolder.judge(out, null, null, null).replace(f -> {
            Files.writeString(f.resolve("report.json"), "{\"last\":true}");
            Files.writeString(Files.createDirectory(f.resolve("assets")).resolve("report.css"), "body {}");
        });
        Path assets = out.resolve("assets");

        try (Unwritable locked = Unwritable.make(assets)) {
            Map<String, String> before = ReportFolderTest.contents(dir);
            for (int run = 0; run < 2; run++) {
                assertThatThrownBy(() -> write(out, "{\"next\":true}")).isInstanceOf(ReportFolderException.class)
                        .hasMessage("Refusing to write the report to " + out + ": permission denied: this user cannot"
                                + " delete the files in " + assets + ", so the report there cannot be replaced;"
                                + " make it writable, or delete it");
                assertThat(ReportFolderTest.contents(dir)).isEqualTo(before);
            }
        }
    }

    @Test
    void aReportInAFolderThisUserCannotWriteIsRefusedBeforeWriting() throws Exception {
        Path parent = Files.createDirectory(dir.resolve("docs"));
        Path out = parent.resolve("report");
        write(out, "{\"last\":true}");

        try (Unwritable locked = Unwritable.make(parent)) {
            Map<String, String> before = ReportFolderTest.contents(dir);
            assertThatThrownBy(() -> write(out, "{\"next\":true}")).isInstanceOf(ReportFolderException.class)
                    .hasMessage("Refusing to write the report to " + out + ": permission denied: this user cannot"
                            + " write in its parent " + parent);
            assertThat(ReportFolderTest.contents(dir)).isEqualTo(before);
        }
    }
}
