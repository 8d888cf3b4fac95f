package dev.checkpointreport.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        return InputDigest.of().text("failOnSuboptimal", "true").file("scenario", scenario)
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

    @Test
    void theSameInputsGiveTheSameDigest() {
        assertThat(digest()).isEqualTo(digest()).matches("sha256:[0-9a-f]{64}");
    }

    @Test
    void aByteOfTheScenarioChangesIt() {
        changes(w -> write(scenario, "title: A\nworkers: 5\n"));
    }

    @Test
    void aTemplatesBytesChangeIt() {
        changes(w -> write(templates.resolve("assets/report.css"), "p { color: navy; }"));
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

        assertThat(InputDigest.of().text("failOnSuboptimal", "false").file("scenario", scenario)
                .folder("templates", templates).text("code", "dev.checkpointreport:plugin:1.0").value()).isNotEqualTo(lesson);
        assertThat(InputDigest.of().text("failOnSuboptimal", "true").file("scenario", scenario)
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
