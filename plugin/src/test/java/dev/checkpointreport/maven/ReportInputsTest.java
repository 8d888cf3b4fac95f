package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.config.ComposedScenario;
import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.config.DataFiles;
import dev.checkpointreport.uptodate.ReportInputs;
import java.io.File;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The code that writes the report is an input: a release by its version, a snapshot also by its jar's size and
 * time; so is the data file a scenario reads, by its size, its modification and status-change times and its inode,
 * never read for the digest.
 */
class ReportInputsTest {
    @TempDir
    Path work;

    private static Artifact artifact(String name, String version, Path jar) {
        DefaultArtifact artifact = new DefaultArtifact("dev.checkpointreport", name, version, "runtime", "jar", null,
                new DefaultArtifactHandler("jar"));
        artifact.setFile(jar.toFile());
        return artifact;
    }

    /**
     * The data files the pipeline lists for {@code scenario}: none for one it cannot read, whose failure it keeps
     * for the run to say.
     */
    private static List<Path> named(Path scenario) {
        try {
            return DataFiles.named(scenario);
        } catch (ConfigException e) {
            return List.of();
        }
    }

    private String digest(String version, String freemarker) {
        Path jar = work.resolve("plugin.jar");
        PluginDescriptor plugin = new PluginDescriptor();
        plugin.setPluginArtifact(artifact("checkpoint-report-maven-plugin", version, jar));
        plugin.setArtifacts(List.of(artifact("freemarker", freemarker, work.resolve("freemarker.jar"))));
        File config = work.resolve("checkpoint-report.yml").toFile();
        return ReportInputs.digest("report", List.of(config), List.of(), named(config.toPath()), null, true,
                PluginCode.of(plugin));
    }

    @Test
    void anotherVersionOfThePluginOrOfALibraryChangesTheDigest() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        String released = digest("1.0", "2.3.34");

        assertThat(digest("1.0", "2.3.34")).isEqualTo(released);
        assertThat(digest("1.1", "2.3.34")).isNotEqualTo(released);
        assertThat(digest("1.0", "2.3.35")).isNotEqualTo(released);
    }

    @Test
    void aSnapshotIsKnownByItsJarsStampAReleaseByItsVersion() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        String snapshot = digest("1.1-SNAPSHOT", "2.3.34");
        String release = digest("1.0", "2.3.34");

        Files.writeString(work.resolve("plugin.jar"), "other classes");

        assertThat(digest("1.1-SNAPSHOT", "2.3.34")).isNotEqualTo(snapshot);
        assertThat(digest("1.0", "2.3.34")).isEqualTo(release);
    }

    @Test
    void theEventsFileAScenarioReadsIsAnInputAsItsScenarioIs() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Files.writeString(work.resolve("checkpoint-report.yml"), "source:\n  events: data/events.csv\n  key: meter\n");
        Files.createDirectories(work.resolve("data"));
        Files.writeString(work.resolve("data/events.csv"), "meter,period\nm-1,2026-01\n");
        String before = digest("1.0", "2.3.34");

        assertThat(digest("1.0", "2.3.34")).isEqualTo(before);
        rewrite(work.resolve("data/events.csv"), "meter,period\nm-2,2026-01\n", 1);
        assertThat(digest("1.0", "2.3.34")).isNotEqualTo(before);
    }

    @Test
    void aScenarioReadOnceEntersByTheBytesTheReportWasMadeFromNotByWhatItHoldsNow() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Path scenario = work.resolve("checkpoint-report.yml");
        Files.writeString(scenario, "title: before\n");
        byte[] read = ComposedScenario.read(scenario).bytes();
        List<File> scenarios = List.of(scenario.toFile());

        String fromFile = ReportInputs.digest("report", scenarios, List.of(), List.of(), null, true, null);
        String fromRead = ReportInputs.digest("report", scenarios, Collections.singletonList(read), List.of(), null,
                true, null);
        assertThat(fromRead).isEqualTo(fromFile);

        // edited after the run read it: the report was made from the old bytes, and an up-to-date check, which
        // reads the file, must not take it for the new one
        Files.writeString(scenario, "title: after!\n");
        assertThat(ReportInputs.digest("report", scenarios, Collections.singletonList(read), List.of(), null, true,
                null)).isEqualTo(fromRead)
                .isNotEqualTo(ReportInputs.digest("report", scenarios, List.of(), List.of(), null, true, null));
        assertThat(ReportInputs.digest("report", scenarios, Collections.singletonList(null), List.of(), null, true,
                null)).isNotEqualTo(fromRead);
    }

    @Test
    void theEventsFileRewrittenInPlaceWithItsSizeInodeAndTimeKeptChangesTheDigestByItsStatusChange() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Files.writeString(work.resolve("checkpoint-report.yml"), "source:\n  events: data/events.csv\n  key: meter\n");
        Files.createDirectories(work.resolve("data"));
        Path events = work.resolve("data/events.csv");
        Files.writeString(events, "meter,period\nm-1,2026-01\n");
        String before = digest("1.0", "2.3.34");
        Map<String, Object> stat = Files.readAttributes(events, "unix:size,lastModifiedTime,ino");

        // as `touch -r` with a copy of the old file puts the time back: only the status-change time shows the edit
        rewrite(events, "meter,period\nm-2,2026-01\n", 0);
        assertThat(Files.readAttributes(events, "unix:size,lastModifiedTime,ino")).isEqualTo(stat);
        assertThat(digest("1.0", "2.3.34")).isNotEqualTo(before);
    }

    @Test
    void theEventsFileIsKnownByItsStampNeverReadForTheDigest() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Files.writeString(work.resolve("checkpoint-report.yml"), "source:\n  events: data/events.csv\n  key: meter\n");
        Files.createDirectories(work.resolve("data"));
        // a terabyte, sparse: read, it would take minutes
        try (RandomAccessFile events = new RandomAccessFile(work.resolve("data/events.csv").toFile(), "rw")) {
            events.setLength(1L << 40);
        }

        String digest = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> digest("1.0", "2.3.34"));

        assertThat(digest("1.0", "2.3.34")).isEqualTo(digest);
    }

    @Test
    void aNewScrapeTheMeasuredPatternMatchesChangesTheDigest() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Files.writeString(work.resolve("checkpoint-report.yml"), "measured:\n  flink: data/flink/**.json\n");
        Files.createDirectories(work.resolve("data/flink/0900"));
        Files.writeString(work.resolve("data/flink/0900/checkpoints.json"), "{}");
        String before = digest("1.0", "2.3.34");

        assertThat(digest("1.0", "2.3.34")).isEqualTo(before);
        Files.createDirectories(work.resolve("data/flink/1000"));
        Files.writeString(work.resolve("data/flink/1000/checkpoints.json"), "{}");
        assertThat(digest("1.0", "2.3.34")).isNotEqualTo(before);
    }

    /** Writes {@code text} into {@code file} and moves its time {@code seconds} on from what it was. */
    private static void rewrite(Path file, String text, int seconds) throws Exception {
        FileTime time = Files.getLastModifiedTime(file);
        Files.writeString(file, text);
        Files.setLastModifiedTime(file, FileTime.from(time.toInstant().plusSeconds(seconds)));
    }

    @Test
    void aScenarioThatCannotBeReadNamesNoDataFileAndStillHasADigest() throws Exception {
        Files.writeString(work.resolve("plugin.jar"), "classes");
        Files.writeString(work.resolve("checkpoint-report.yml"), "source: [unclosed\n");
        String broken = digest("1.0", "2.3.34");

        Files.writeString(work.resolve("checkpoint-report.yml"), "source:\n  events: ../outside.csv\n");
        assertThat(digest("1.0", "2.3.34")).isNotEqualTo(broken).startsWith("sha256:");
    }
}
