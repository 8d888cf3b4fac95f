package dev.checkpointreport.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The code that writes the report is an input: a release by its version, a snapshot also by its bytes. */
class ReportInputsTest {
    @TempDir
    Path work;

    private static Artifact artifact(String name, String version, Path jar) {
        DefaultArtifact artifact = new DefaultArtifact("dev.checkpointreport", name, version, "runtime", "jar", null,
                new DefaultArtifactHandler("jar"));
        artifact.setFile(jar.toFile());
        return artifact;
    }

    private String digest(String version, String freemarker) {
        Path jar = work.resolve("plugin.jar");
        PluginDescriptor plugin = new PluginDescriptor();
        plugin.setPluginArtifact(artifact("checkpoint-report-maven-plugin", version, jar));
        plugin.setArtifacts(List.of(artifact("freemarker", freemarker, work.resolve("freemarker.jar"))));
        File config = work.resolve("checkpoint-report.yml").toFile();
        return ReportInputs.digest(config, null, true, plugin);
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
    void aSnapshotIsKnownByItsBytesAReleaseByItsVersion() throws Exception {
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
        Files.writeString(work.resolve("data/events.csv"), "meter,period\nm-2,2026-01\n");
        assertThat(digest("1.0", "2.3.34")).isNotEqualTo(before);
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
