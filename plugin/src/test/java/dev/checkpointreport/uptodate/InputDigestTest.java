package dev.checkpointreport.uptodate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every input of a report changes the digest; nothing else does. */
class InputDigestTest {
    @TempDir
    Path work;
    private Path scenario;
    private Path templates;

    @BeforeEach
    void inputs() throws IOException {
        scenario = Files.writeString(work.resolve("checkpoint-report.yml"), "title: A\nworkers: 4\n");
        templates = Files.createDirectories(work.resolve("templates"));
        Files.writeString(templates.resolve("index.ftlh"), "<p>${report.title}</p>");
        Files.createDirectories(templates.resolve("assets"));
        Files.writeString(templates.resolve("assets/report.css"), "p { color: teal; }");
    }

    private String digest() {
        return InputDigest.of().text("failOnGate", "true").file("scenario", scenario)
                .folder("templates", templates).text("code", "dev.checkpointreport:plugin:1.0").value();
    }

    private void changes(Consumer<Path> change) {
        String before = digest();
        change.accept(work);
        assertThat(digest()).isNotEqualTo(before);
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Writes {@code text} into {@code file} and moves its time {@code seconds} on from what it was. */
    private static void rewrite(Path file, String text, int seconds) {
        rewriteBytes(file, text.getBytes(StandardCharsets.UTF_8), seconds);
    }

    private static void rewriteBytes(Path file, byte[] bytes, int seconds) {
        try {
            FileTime time = Files.getLastModifiedTime(file);
            Files.write(file, bytes);
            Files.setLastModifiedTime(file, FileTime.from(time.toInstant().plusSeconds(seconds)));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theSameInputsGiveTheSameDigest() {
        assertThat(digest()).isEqualTo(digest()).matches("sha256:[0-9a-f]{64}");
    }

    @Test
    void aByteOfTheScenarioChangesIt() {
        changes(w -> write(scenario, "title: A\nworkers: 5\n"));
    }

    @Test
    void aTemplateWrittenAgainChangesIt() {
        changes(w -> rewrite(templates.resolve("assets/report.css"), "p { color: navy; }", 1));
    }

    @Test
    void aTemplateRewrittenWithItsSizeAndTimeKeptChangesItByItsStatusChange() {
        changes(w -> rewrite(templates.resolve("assets/report.css"), "p { color: navy; }", 0));
    }

    @Test
    void aTemplateIsKnownByItsStampNeverReadForTheDigest() throws IOException {
        // a terabyte, sparse: read, it would take minutes
        try (RandomAccessFile large = new RandomAccessFile(templates.resolve("assets/report.js").toFile(), "rw")) {
            large.setLength(1L << 40);
        }

        String stamped = assertTimeoutPreemptively(Duration.ofSeconds(20), this::digest, "the digest read the file");

        assertThat(digest()).isEqualTo(stamped);
    }

    @Test
    void aLinkOutOfTheTemplateFolderIsKnownByWhereItPointsNeverByTheFileItReaches() throws IOException {
        Path secret = Files.writeString(work.resolve("secret.txt"), "token=abc");
        Files.createSymbolicLink(templates.resolve("summary.ftlh"), secret);
        String before = digest();

        rewrite(secret, "token=a much longer secret", 5);
        assertThat(digest()).isEqualTo(before);

        Files.delete(templates.resolve("summary.ftlh"));
        Files.createSymbolicLink(templates.resolve("summary.ftlh"), work.resolve("other.txt"));
        assertThat(digest()).isNotEqualTo(before);
    }

    @Test
    void aLinkToADeviceIsKnownByWhereItPoints() throws Exception {
        Path link = templates.resolve("assets/report.js");
        Files.createSymbolicLink(link, Path.of("/dev/zero"));
        String zero = assertTimeoutPreemptively(Duration.ofSeconds(60), this::digest, "the digest read /dev/zero");

        Files.delete(link);
        Files.createSymbolicLink(link, Path.of("/dev/null"));

        assertThat(digest()).isNotEqualTo(zero);
    }

    @Test
    void aLinkInsideTheFolderIsKnownByTheStampOfItsFile() throws IOException {
        Files.createSymbolicLink(templates.resolve("summary.ftlh"), templates.resolve("index.ftlh"));
        String before = digest();

        rewrite(templates.resolve("index.ftlh"), "<p>${report.title}!</p>", 1);

        assertThat(digest()).isNotEqualTo(before);
    }

    @Test
    void aScenarioIsReadUpTo1MiBAndALargerFileIsKnownByItsStamp() throws IOException {
        byte[] large = new byte[InputDigest.MAX_READ + 1];
        Files.write(scenario, large);
        String before = digest();

        assertThat(digest()).as("a larger file enters by its stamp, the same while the file is").isEqualTo(before);
        large[InputDigest.MAX_READ] = 1;
        rewriteBytes(scenario, large, 0);
        assertThat(digest()).as("a larger file rewritten, its size and time kept").isNotEqualTo(before);

        Files.write(scenario, new byte[InputDigest.MAX_READ]);
        String small = digest();
        byte[] changed = new byte[InputDigest.MAX_READ];
        changed[InputDigest.MAX_READ - 1] = 1;
        rewriteBytes(scenario, changed, 0);
        assertThat(digest()).as("a file of 1 MiB is read to its last byte").isNotEqualTo(small);
    }

    @Test
    void aTemplateAddedOrRenamedChangesIt() {
        changes(w -> write(templates.resolve("summary.ftlh"), ""));
        changes(w -> {
            try {
                Files.move(templates.resolve("summary.ftlh"), templates.resolve("table.ftlh"));
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aParameterOrThePluginChangesIt() {
        String lesson = digest();

        assertThat(InputDigest.of().text("failOnGate", "false").file("scenario", scenario)
                .folder("templates", templates).text("code", "dev.checkpointreport:plugin:1.0").value()).isNotEqualTo(lesson);
        assertThat(InputDigest.of().text("failOnGate", "true").file("scenario", scenario)
                .folder("templates", templates).text("code", "dev.checkpointreport:plugin:1.1").value()).isNotEqualTo(lesson);
    }

    @Test
    void inputsDoNotRunTogether() {
        assertThat(InputDigest.of().text("a", "bc").value()).isNotEqualTo(InputDigest.of().text("ab", "c").value());
        assertThat(InputDigest.of().text("a", "").text("b", "").value())
                .isNotEqualTo(InputDigest.of().text("a", "b").value());
    }

    @Test
    void aMissingScenarioAndAnEmptyOneDiffer() throws IOException {
        Path missing = work.resolve("missing.yml");
        Path empty = Files.writeString(work.resolve("empty.yml"), "");

        assertThat(InputDigest.of().file("scenario", missing).value())
                .isNotEqualTo(InputDigest.of().file("scenario", empty).value());
    }

    @Test
    void aFifoAmongTheTemplatesIsNotRead() throws Exception {
        Path fifo = templates.resolve("assets/report.js");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).isZero();

        String digest = assertTimeoutPreemptively(Duration.ofSeconds(10), this::digest);

        Files.delete(fifo);
        write(fifo, "");
        assertThat(digest).isNotEqualTo(digest());
    }
}
