package dev.checkpointreport.folder;

import static dev.checkpointreport.folder.ReportFolderTest.contents;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.output.html.CoursePages;
import dev.checkpointreport.output.html.RenderLimits;
import dev.checkpointreport.pipeline.OwnFiles;
import dev.checkpointreport.pipeline.ReportPipeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The marker proves that the plugin wrote the folder only by listing every file it wrote, with its size and
 * SHA-256: an empty or forged marker, a file added to the report, a link at a listed path, or a listing of which
 * no file still matches leaves the folder the user's, refused with every byte in place.
 */
class ForgedMarkerTest {
    private static final String RULE = "; the report replaces its folder as a whole, so it needs a missing or empty"
            + " folder, or one it wrote";

    @TempDir
    Path project;
    private Path config;
    private Path out;

    @BeforeEach
    void writeTheScenario() throws IOException {
        config = Files.writeString(project.resolve("checkpoint-report.yml"), Lesson.yaml());
        out = project.resolve("docs");
    }

    private void generate() throws Exception {
        PipelineRun.report(PipelineRun.request(config, out).basedir(project.toFile()));
    }

    private void assertRefused(String strangers) throws IOException {
        assertRefusedSaying("it holds files the plugin did not write (" + strangers + ")");
    }

    private void assertRefusedSaying(String why) throws IOException {
        Map<String, String> before = contents(project);
        assertThatThrownBy(this::generate).isInstanceOf(ReportFolderException.class).hasMessage("Refusing to write the"
                + " report to " + out + ": " + why + RULE);
        assertThat(contents(project)).isEqualTo(before);
    }

    /** The marker of the report in {@code out} with {@code file} listed too, of its true size and SHA-256. */
    private void listed(Path file) throws Exception {
        Path marker = out.resolve(ReportFolder.MARKER);
        String text = Files.readString(marker);
        int count = Integer.parseInt(text.replaceAll("(?s).*\nfiles (\\d+)\n.*", "$1"));
        String line = "file " + Files.size(file) + " " + ReportFolderTest.sha256(file) + " "
                + out.relativize(file).toString() + "\n";
        Files.writeString(marker, text.replace("\nfiles " + count + "\n", "\nfiles " + (count + 1) + "\n" + line));
    }

    private void usersSite() throws IOException {
        Files.createDirectories(out.resolve("img"));
        Files.writeString(out.resolve("index.md"), "# Course\n");
        Files.writeString(out.resolve("CNAME"), "course.example.org\n");
        Files.write(out.resolve("img/logo.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    }

    @Test
    void anEmptyMarkerLeavesAFolderOfTheUsersFilesAlone() throws Exception {
        usersSite();
        Files.createFile(out.resolve(ReportFolder.MARKER));

        assertRefused(".checkpoint-report, CNAME, img and 1 more");
    }

    @Test
    void aMarkerThatListsTheUsersFilesWithoutTheirHashesProvesNothing() throws Exception {
        usersSite();
        Files.writeString(out.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT + "\nfiles 2\nfile 9 "
                + "0".repeat(64) + " index.md\nfile 19 " + "0".repeat(64) + " CNAME\n");

        assertRefusedSaying("its marker lists files the plugin never writes (CNAME, index.md), so the listing is not"
                + " the plugin's");
        Files.writeString(out.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT + "\nfiles 1\nfile index.md\n");
        assertRefused(".checkpoint-report, CNAME, img and 1 more");
    }

    @Test
    void aFileAddedToTheReportIsNamedWithItsPath() throws Exception {
        generate();
        Files.writeString(out.resolve("notes.md"), "mine");
        Files.writeString(out.resolve("assets/mine.css"), "p { color: teal; }");

        assertRefused("assets/mine.css, notes.md");
    }

    @Test
    void aListedFileLinkedIsTheUsersWhileOneTheUserEditedStaysThePlugins() throws Exception {
        generate();
        Path page = out.resolve("index.html");
        Files.writeString(page, Files.readString(page).replace("<title>", "<title>My "));
        Path secret = Files.writeString(project.resolve("secret.txt"), "mine");
        Files.delete(out.resolve("report.json"));
        Files.createSymbolicLink(out.resolve("report.json"), secret);

        assertRefused("report.json");
    }

    @Test
    void aListingNoFileStillMatchesProvesNothing() throws Exception {
        generate();
        try (java.util.stream.Stream<Path> files = Files.walk(out)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (!file.getFileName().toString().equals(ReportFolder.MARKER)) {
                    Files.writeString(file, "mine: " + file.getFileName());
                }
            }
        }

        // the plugin's own files, each edited: named as the plugin's, and the folder still refused
        assertRefusedSaying("the files the plugin wrote there were all changed since (assets/chart.js-LICENSE.md,"
                + " assets/chart.umd.js, assets/charts.js and 7 more), so nothing shows that the folder is still the"
                + " plugin's");
        Files.writeString(out.resolve("notes.md"), "mine");
        assertRefusedSaying("it holds files the plugin did not write (notes.md), and the files the plugin wrote there"
                + " were all changed since (assets/chart.js-LICENSE.md, assets/chart.umd.js, assets/charts.js and 7"
                + " more), so nothing shows that the folder is still the plugin's");
    }

    @Test
    void aListingThatNamesAUsersFileWithItsTrueHashIsRefusedNamingIt() throws Exception {
        generate();
        Path cname = Files.writeString(out.resolve("CNAME"), "course.example.org\n");
        listed(cname);

        assertRefusedSaying("its marker lists a file the plugin never writes (CNAME), so the listing is not the"
                + " plugin's");
        Path logo = Files.write(Files.createDirectories(out.resolve("assets")).resolve("logo.png"), new byte[] {1, 2});
        Path page = Files.writeString(Files.createDirectories(out.resolve("blog")).resolve("about.md"), "# About");
        listed(logo);
        listed(page);
        assertRefusedSaying("its marker lists files the plugin never writes (CNAME, assets/logo.png, blog/about.md), so"
                + " the listing is not the plugin's");
    }

    @Test
    void aListingOfEveryNameTheSiteWritesIsThePlugins() throws Exception {
        OwnFiles own = new OwnFiles(ReportPipeline.outputs(new CoursePages(null, RenderLimits.DEFAULT, false), null,
                warning -> { }));
        for (String path : new String[] {"index.html", "report.json", "index.json", "assets/report.css",
            "assets/measured.js", "assets/chart.umd.js", "assets/chart.js-LICENSE.md", "lesson/index.html",
            "module/lesson/report.json"}) {
            assertThat(own.writes(path)).as(path).isTrue();
        }
        for (String path : new String[] {"CNAME", "index.md", "assets/logo.png", "assets/deep/report.css",
            "lesson/notes.md", ".git/index.html", "assets/index.html", "Index/report.json", "index.json/report.json"}) {
            assertThat(own.writes(path)).as(path).isFalse();
        }
    }

    @Test
    void anEarlierMarkersTextCopiedIntoTheUsersFolderNamesTheirFilesNotADeletion() throws Exception {
        usersSite();
        Files.writeString(out.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT);

        assertRefused(".checkpoint-report, CNAME, img and 1 more");
    }

    @Test
    void aListedFileThatIsGoneIsWrittenAgain() throws Exception {
        generate();
        Files.delete(out.resolve("index.html"));
        Files.delete(out.resolve("assets/report.css"));

        generate();

        assertThat(out.resolve("index.html")).isNotEmptyFile();
        assertThat(out.resolve("assets/report.css")).isNotEmptyFile();
    }
}
