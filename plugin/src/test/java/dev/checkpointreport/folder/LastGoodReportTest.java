package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Trees;
import dev.checkpointreport.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refused or failed run never removes or half-overwrites the last good report, and a run never deletes a file put
 * into the folder while it wrote the report: the last report is then kept aside whole.
 */
class LastGoodReportTest {

    @Test
    void aBadConfigLeavesTheLastReportByteForByte(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("checkpoint-report.yml");
        Path out = dir.resolve("target/checkpoint-report");
        Files.writeString(config, Lesson.yaml());
        PipelineRun.report(config, out);
        byte[] good = Files.readAllBytes(out.resolve("report.json"));

        Files.writeString(config, Lesson.yamlWith("workers: 4", "workers: 0"));

        assertThatThrownBy(() -> PipelineRun.report(config, out)).isInstanceOf(ConfigException.class);
        assertThat(Files.readAllBytes(out.resolve("report.json"))).isEqualTo(good);
        assertThat(siblings(out)).containsExactly("checkpoint-report");
    }

    @Test
    void aFailingWriteLeavesTheOldFolderAndNoTemporaryOne(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("report");
        Files.createDirectories(out);
        Files.writeString(out.resolve("report.json"), "{\"old\":true}");
        Marker.write(out, java.util.List.of());

        assertThatThrownBy(() -> ReportFolder.judge(out, null, null, null).replace(folder -> {
            Files.writeString(folder.resolve("report.json"), "{\"half\":");
            throw new IOException("disk full");
        })).hasMessage("disk full");

        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"old\":true}");
        assertThat(siblings(out)).containsExactly("report");
    }

    @Test
    void aNewRunReplacesTheWholeFolder(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("report");
        Files.createDirectories(out);
        Files.writeString(out.resolve("stale.txt"), "from an older run");
        Marker.write(out, java.util.List.of());

        ReportFolder.judge(out, null, null, null).replace(folder -> Files.writeString(folder.resolve("report.json"), "{}"));

        assertThat(Files.exists(out.resolve("stale.txt"))).isFalse();
        // a report is published as it is: its folder is as readable as any other the build makes
        Path plain = Files.createDirectory(dir.resolve("plain"));
        assertThat(Files.getPosixFilePermissions(out)).isEqualTo(Files.getPosixFilePermissions(plain));
        Files.delete(plain);
        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{}");
        assertThat(siblings(out)).containsExactly("report");
    }

    @Test
    void aFilePutIntoTheFolderWhileTheReportIsWrittenIsKeptAsideWithTheLastReport(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("report");
        ReportFolder.judge(out, null, null, null).replace(f -> Files.writeString(f.resolve("report.json"), "{\"old\":1}"));
        Map<String, String> old = Trees.contents(out);

        // judged, then written: the user saves a file into the old report meanwhile
        Optional<String> warning = ReportFolder.judge(out, null, null, null).replace(fresh -> {
            Files.writeString(fresh.resolve("report.json"), "{\"new\":1}");
            Files.writeString(Files.createDirectories(out.resolve("drafts")).resolve("notes.md"), "mine");
        });

        List<String> kept = siblings(out).stream().filter(name -> name.startsWith(".report.kept-")).toList();
        assertThat(kept).hasSize(1);
        Path aside = dir.resolve(kept.get(0));
        assertThat(warning).contains("Files were put into " + out + " while the report was written (drafts): the new"
                + " report is in place, and the last one is kept aside whole, with them, in " + aside + "; move your"
                + " files out of it and delete it");
        Map<String, String> withNotes = new TreeMap<>(old);
        withNotes.put("drafts", Trees.describe(aside.resolve("drafts")));
        withNotes.put("drafts/notes.md", Trees.describe(aside.resolve("drafts/notes.md")));
        assertThat(Trees.contents(aside)).isEqualTo(withNotes);
        assertThat(aside.resolve("drafts/notes.md")).hasContent("mine");
        assertThat(out.resolve("report.json")).hasContent("{\"new\":1}");
        assertThat(siblings(out)).containsExactly(kept.get(0), "report");

        // a later run leaves the kept folder alone, and finds nothing to keep
        assertThat(ReportFolder.judge(out, null, null, null).replace(f -> Files.writeString(f.resolve("report.json"),
                "{}"))).isEmpty();
        assertThat(siblings(out)).containsExactly(kept.get(0), "report");
        assertThat(aside.resolve("drafts/notes.md")).hasContent("mine");
    }

    @Test
    void aFilePutIntoAnEmptyFolderWhileTheReportIsWrittenIsKeptAside(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectory(dir.resolve("report"));

        Optional<String> warning = ReportFolder.judge(out, null, null, null).replace(fresh -> {
            Files.writeString(fresh.resolve("report.json"), "{}");
            Files.writeString(out.resolve("notes.md"), "mine");
        });

        assertThat(warning).hasValueSatisfying(line -> assertThat(line).contains("(notes.md)").doesNotContain("\n"));
        List<String> kept = siblings(out).stream().filter(name -> name.startsWith(".report.kept-")).toList();
        assertThat(dir.resolve(kept.get(0)).resolve("notes.md")).hasContent("mine");
    }

    @Test
    void twoRunsOfTheSameConfigWriteIdenticalBytes(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("checkpoint-report.yml");
        Files.writeString(config, Lesson.yaml());
        PipelineRun.report(config, dir.resolve("a"));
        PipelineRun.report(config, dir.resolve("b"));

        assertThat(Files.readAllBytes(dir.resolve("a/report.json"))).isEqualTo(Files.readAllBytes(dir.resolve("b/report.json")));
    }

    private static java.util.List<String> siblings(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder.getParent())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".yml")).sorted().toList();
        }
    }
}
