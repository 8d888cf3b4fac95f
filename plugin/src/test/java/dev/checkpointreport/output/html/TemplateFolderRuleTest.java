package dev.checkpointreport.output.html;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file of a course's template folder, template or asset, is a regular file inside the folder and
 * at most 1 MiB, judged before it is opened: the refusal is one line naming the file, and the last
 * report stays as it was, byte for byte.
 */
class TemplateFolderRuleTest {
    @TempDir
    Path folder;
    private LastGoodReport lastGood;
    private Path templates;

    @BeforeEach
    void writeTheLastGoodReport() throws IOException {
        lastGood = new LastGoodReport(folder);
        templates = lastGood.templates;
    }

    @Test
    void anAssetLinkedToAFileOutsideTheFolderIsRefusedAndNothingIsCopied() throws IOException {
        Path css = Files.createSymbolicLink(templates.resolve("assets/report.css"), Paths.get("/etc/passwd"));
        assertRefused(css + ": is a link to /etc/passwd, outside the template directory; copy the file into "
                + templates + " instead");
        assertThat(LastGoodReport.files(lastGood.report).get("assets/report.css")).doesNotContain("root:");
    }

    @Test
    void aTemplateLinkedToAFileOutsideTheFolderIsRefused() throws IOException {
        Path summary = Files.createSymbolicLink(templates.resolve("summary.ftlh"), Paths.get("/etc/passwd"));
        assertRefused(summary + ": is a link to /etc/passwd, outside the template directory; copy the file into "
                + templates + " instead");
    }

    @Test
    void aTemplateLinkedToDevZeroIsRefusedWithoutReadingIt() throws IOException {
        Path index = Files.createSymbolicLink(templates.resolve("index.ftlh"), Paths.get("/dev/zero"));
        assertRefused(index + ": is a link to /dev/zero, outside the template directory; copy the file into "
                + templates + " instead");
    }

    @Test
    void aTemplateHardLinkedToAFileOutsideIsRefusedBeforeALineOfItIsShown() throws IOException {
        Path secrets = Files.writeString(folder.resolve("secrets.txt"), "token=s3cr3t ${\n");
        Path summary = Files.createLink(templates.resolve("summary.ftlh"), secrets);
        assertRefused(summary + ": is a hard link (the file has 2 names), which counts as outside the template"
                + " directory; copy the file into " + templates + " instead");
    }

    @Test
    void aLinkInsideTheFolderIsTakenLikeTheFileItNames() throws IOException {
        Files.writeString(templates.resolve("brand.css"), "body { color: teal; }\n");
        Files.createSymbolicLink(templates.resolve("assets/report.css"), Paths.get("../brand.css"));
        Path written = Reports.write(folder.resolve("linked"), Lesson.yaml(), templates);
        assertThat(written.resolve("assets/report.css")).hasContent("body { color: teal; }");
    }

    @Test
    void aFifoTemplateIsRefusedWithoutOpeningIt() throws Exception {
        Path summary = fifo("summary.ftlh");
        assertRefused(summary + ": is not a regular file but a device, FIFO or socket; put a text file here");
    }

    @Test
    void aFifoAssetIsRefusedWithoutOpeningIt() throws Exception {
        Path script = fifo("assets/report.js");
        assertRefused(script + ": is not a regular file but a device, FIFO or socket; put a text file here");
    }

    @Test
    void aFolderWhereATemplateBelongsIsRefused() throws IOException {
        Path summary = Files.createDirectory(templates.resolve("summary.ftlh"));
        assertRefused(summary + ": is not a regular file but a folder; put a text file here");
    }

    @Test
    void aTemplateOverOneMebibyteIsRefused() throws IOException {
        Path summary = templates.resolve("summary.ftlh");
        Files.writeString(summary, "<section>" + " ".repeat(TemplateSources.MAX_BYTES) + "</section>\n");
        assertRefused(summary + ": is larger than 1048576 bytes (1 MiB), the limit for a template or asset");
    }

    @Test
    void anAssetOverOneMebibyteIsRefused() throws IOException {
        Path css = templates.resolve("assets/report.css");
        Files.write(css, new byte[TemplateSources.MAX_BYTES + 1]);
        assertRefused(css + ": is larger than 1048576 bytes (1 MiB), the limit for a template or asset");
    }

    private void assertRefused(String problem) {
        lastGood.assertRefused(RenderLimits.DEFAULT, problem);
    }

    private Path fifo(String name) throws Exception {
        Path fifo = templates.resolve(name);
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).isZero();
        return fifo;
    }
}
