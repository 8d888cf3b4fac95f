package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.config.ConfigException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a killed run leaves behind is restored or removed by the next run, but only if the plugin wrote it. */
class DebrisTest {
    private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
    private static final String OTHER_ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

    @TempDir
    Path dir;

    private Path marked(String name, String report) throws Exception {
        Path folder = Files.createDirectory(dir.resolve(name));
        Files.writeString(folder.resolve("report.json"), report);
        Marker.write(folder, java.util.List.of());
        return folder;
    }

    private void write(Path out, String report) throws Exception {
        ReportFolder.judge(out, null, null, null).replace(f -> Files.writeString(f.resolve("report.json"), report));
    }

    @Test
    void aReportLeftAsideByAKillBetweenTheRenamesIsRestored() throws Exception {
        marked(".report.old-" + ID, "{\"last\":true}");
        Path out = dir.resolve("report");

        Debris.clear(out, path -> true);

        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"last\":true}");
        assertThat(ReportFolderTest.names(dir)).containsExactly("report");
    }

    @Test
    void aRefusedScenarioStillBringsBackTheReportAKillLeftAside() throws Exception {
        marked(".report.old-" + ID, "{\"last\":true}");
        marked(".report.new-" + OTHER_ID, "{\"half\":");
        Path config = Files.writeString(dir.resolve("checkpoint-report.yml"), "workers: [");

        assertThatThrownBy(() -> PipelineRun.report(config, dir.resolve("report"))).isInstanceOf(ConfigException.class);

        assertThat(Files.readString(dir.resolve("report/report.json"))).isEqualTo("{\"last\":true}");
        assertThat(ReportFolderTest.names(dir)).containsExactly("checkpoint-report.yml", "report");
    }

    @Test
    void aHalfWrittenFolderAndAnOldOneBesideTheReportAreRemoved() throws Exception {
        marked(".report.new-" + ID, "{\"half\":");
        marked(".report.old-" + OTHER_ID, "{\"older\":true}");
        Files.createDirectory(dir.resolve(".report.new-" + OTHER_ID));
        Path out = marked("report", "{\"last\":true}");

        write(out, "{\"next\":true}");

        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"next\":true}");
        assertThat(ReportFolderTest.names(dir)).containsExactly("report");
    }

    @Test
    void aLookAlikeFolderThePluginDidNotWriteIsLeftAlone() throws Exception {
        Path users = Files.createDirectory(dir.resolve(".report.new-" + ID));
        Files.writeString(users.resolve("thesis.tex"), "\\chapter{One}");
        Path usersOld = Files.createDirectory(dir.resolve(".report.old-" + OTHER_ID));
        Files.writeString(usersOld.resolve("notes.txt"), "mine");
        Path out = dir.resolve("report");
        Files.createDirectory(out);

        write(out, "{}");

        assertThat(Files.readString(users.resolve("thesis.tex"))).isEqualTo("\\chapter{One}");
        assertThat(Files.readString(usersOld.resolve("notes.txt"))).isEqualTo("mine");
        assertThat(ReportFolderTest.names(dir)).containsExactly(".report.new-" + ID, ".report.old-" + OTHER_ID, "report");
    }

    @Test
    void aLookAlikeFolderWithAnEmptyMarkerIsLeftAlone() throws Exception {
        Path users = Files.createDirectory(dir.resolve(".report.new-" + ID));
        Files.createFile(users.resolve(ReportFolder.MARKER));
        Files.writeString(users.resolve("thesis.tex"), "\\chapter{One}");
        Path out = Files.createDirectory(dir.resolve("report"));

        write(out, "{}");

        assertThat(Files.readString(users.resolve("thesis.tex"))).isEqualTo("\\chapter{One}");
        assertThat(ReportFolderTest.names(users)).containsExactly(ReportFolder.MARKER, "thesis.tex");
    }

    @Test
    void aDeletedTreeGoesWithItsMarkerLast() throws Exception {
        Path folder = marked(".report.old-" + ID, "{}");
        Files.createDirectories(folder.resolve("assets/deep"));
        Files.writeString(folder.resolve("assets/deep/a.css"), "");

        AtomicDirectory.deleteTree(folder);

        assertThat(Files.exists(folder)).isFalse();
    }
}
