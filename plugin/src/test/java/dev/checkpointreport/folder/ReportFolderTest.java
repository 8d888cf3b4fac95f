package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.Trees;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The folder rule: the report replaces only a folder it made, an empty one or a missing one. */
class ReportFolderTest {
    private static final String RULE = "; the report replaces its folder as a whole, so it needs a missing or empty"
            + " folder, or one it wrote";

    @TempDir
    Path project;
    private Path config;

    @BeforeEach
    void writeTheScenario() throws IOException {
        config = project.resolve("checkpoint-report.yml");
        Files.writeString(config, Lesson.yaml());
    }

    private ScenarioResult generate(Path out) throws Exception {
        return PipelineRun.report(PipelineRun.request(config, out).basedir(project.toFile()));
    }

    private void assertRefused(Path out, String why) throws IOException {
        Map<String, String> before = contents(project);
        assertThatThrownBy(() -> generate(out)).isInstanceOf(ReportFolderException.class)
                .hasMessage("Refusing to write the report to " + out + ": " + why + RULE);
        assertThat(contents(project)).isEqualTo(before);
    }

    @Test
    void aFolderOfTheUsersIsRefusedNamingThreeOfItsFiles() throws Exception {
        Path docs = Files.createDirectory(project.resolve("docs"));
        for (String name : new String[] {"index.md", "CNAME", "logo.png", "notes.txt", "about.md"}) {
            Files.writeString(docs.resolve(name), name);
        }
        assertRefused(docs, "it holds files the plugin did not write (CNAME, about.md, index.md and 2 more)");
    }

    @Test
    void theProjectAndTheFoldersAboveItAreRefused() throws Exception {
        assertRefused(project, "it is the project's folder");
        assertRefused(project.getParent(), "it holds the project's folder, " + project.toRealPath());
    }

    @Test
    void theScenarioFileAndAFolderHoldingTheTemplatesAreRefused() throws Exception {
        Path templates = Files.createDirectories(project.resolve("site/templates"));
        assertRefused(config, "it is the scenario file");
        assertThatThrownBy(() -> PipelineRun.report(PipelineRun.request(config, project.resolve("site"))
                .templateDirectory(templates.toFile()).basedir(project.toFile())))
                .hasMessage("Refusing to write the report to " + project.resolve("site") + ": it holds the template"
                        + " folder, " + templates.toRealPath() + RULE);
    }

    @Test
    void theRootTheHomeFolderAFileAndAnEmptyPathAreRefused() throws Exception {
        Path home = Path.of(System.getProperty("user.home"));
        assertThatThrownBy(() -> ReportFolder.judge(Path.of("/"), null, null, null))
                .hasMessage("Refusing to write the report to /: it is the file-system root" + RULE);
        assertThatThrownBy(() -> ReportFolder.judge(home, null, null, null))
                .hasMessage("Refusing to write the report to " + home.toRealPath() + ": it is the home folder" + RULE);
        Path pom = Files.writeString(project.resolve("pom.xml"), "<project/>");
        assertRefused(pom, "it is a file");
        assertRefused(pom.resolve("report"), "its parent " + pom + " is a file");
        assertThatThrownBy(() -> generate(Path.of(""))).isInstanceOf(ReportFolderException.class)
                .hasMessage("The report's folder is an empty path; name a folder of its own, such as target/checkpoint-report");
    }

    @Test
    void aLinkIsJudgedAsTheFolderItPointsTo() throws Exception {
        Path docs = Files.createDirectory(project.resolve("docs"));
        Files.writeString(docs.resolve("index.md"), "# Course");
        Path link = Files.createSymbolicLink(project.resolve("report"), docs);

        assertThatThrownBy(() -> generate(link)).hasMessage("Refusing to write the report to " + link + " (a link to "
                + docs.toRealPath() + "): it holds files the plugin did not write (index.md)" + RULE);
        assertThat(Files.readString(docs.resolve("index.md"))).isEqualTo("# Course");
        Path up = Files.createSymbolicLink(project.resolve("up"), project);
        assertThatThrownBy(() -> generate(up.resolve("."))).hasMessageContaining("it is the project's folder");
    }

    @Test
    void aMissingAnEmptyAndItsOwnFolderAreReplacedAndMarked() throws Exception {
        Path fresh = project.resolve("target/checkpoint-report");
        generate(fresh);
        generate(fresh);
        Path empty = Files.createDirectory(project.resolve("empty"));
        generate(empty);

        for (Path folder : new Path[] {fresh, empty}) {
            Path json = folder.resolve("report.json");
            assertThat(Files.readString(folder.resolve(ReportFolder.MARKER))).startsWith(ReportFolder.MARKER_TEXT
                    + "\nfiles 10\n").contains("\nfile " + Files.size(json) + " " + sha256(json) + " report.json\n",
                    " assets/report.css\n");
            assertThat(Files.readString(json)).contains("\"rows\" : 2200");
        }
        assertThat(names(project.resolve("target"))).containsExactly("checkpoint-report");
    }

    @Test
    void anUnmarkedFolderWhoseReportJsonIsNotOursIsRefused() throws Exception {
        Path out = project.resolve("report");
        generate(out);
        Files.delete(out.resolve(ReportFolder.MARKER));
        Files.writeString(out.resolve("report.json"), "{\"mine\":true}");

        assertRefused(out, "it holds files the plugin did not write (assets, index.html, report.json)");
    }

    @Test
    void aCourseSiteWhoseMarkerListsNoFilesIsRefusedNamingTheFiles() throws Exception {
        Path out = Files.createDirectories(project.resolve("site/lesson"));
        Files.writeString(out.resolve("report.json"), "{}");
        Path site = out.getParent();
        Files.writeString(site.resolve("index.json"), "{}");
        Files.writeString(site.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT + "\ninputs sha256:"
                + "ab".repeat(32) + "\nINFO optimal\n");
        Map<String, String> before = contents(project);

        assertRefused(site, "it holds files the plugin did not write (.checkpoint-report, index.json, lesson)");
        assertThat(contents(project)).isEqualTo(before);
    }

    @Test
    void aKilledEarlierRunsReportPutBackHasNoStampAndIsNotKept() throws Exception {
        Path out = project.resolve("report");
        Path aside = Files.createDirectories(project.resolve(".report.old-0f8fad5b-d9cb-469f-a165-70867728950e"));
        Files.writeString(aside.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT);
        Files.writeString(aside.resolve("report.json"), "{\"rows\":1}");

        ReportFolder judged = ReportFolder.judge(out, null, null, null);
        judged.recover();

        assertThat(out.resolve("report.json")).hasContent("{\"rows\":1}");
        assertThat(judged.stamped()).isFalse();
        assertThat(judged.whole(java.util.List.of("report.json"))).isEmpty();
    }

    @Test
    void aReportWhoseMarkerListsNoFilesIsRefusedAsNotThePlugins() throws Exception {
        Path out = project.resolve("report");
        generate(out);
        Path marker = out.resolve(ReportFolder.MARKER);
        Map<String, String> before = contents(project);

        Files.writeString(marker, ReportFolder.MARKER_TEXT + "\ninputs sha256:" + "ab".repeat(32) + "\nINFO optimal\n");
        assertRefused(out, "it holds files the plugin did not write (.checkpoint-report, assets, index.html and 1 more)");
        Files.writeString(marker, ReportFolder.MARKER_TEXT);
        assertRefused(out, "it holds files the plugin did not write (.checkpoint-report, assets, index.html and 1 more)");
        Files.delete(marker);
        assertRefused(out, "it holds files the plugin did not write (assets, index.html, report.json)");
        before.remove(out.getFileName() + "/" + ReportFolder.MARKER);
        assertThat(contents(project)).isEqualTo(before);

        Files.writeString(out.resolve("notes.md"), "mine");
        assertRefused(out, "it holds files the plugin did not write (assets, index.html, notes.md and 1 more)");
    }

    static String sha256(Path file) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(Files.readAllBytes(file)));
    }

    static java.util.List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    static Map<String, String> contents(Path root) throws IOException {
        return Trees.contents(root);
    }
}
