package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.run.ScenarioRuns;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A scenario path that is not a small regular file of YAML is refused before it can hang, exhaust memory
 * or overflow the stack, with one line naming it, and the last good report is left as it was.
 */
class BadScenarioFileTest extends RefusalTest {
    @Test
    void aFolderIsRefused() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("scenarios"));

        assertThat(last.refuses(folder)).isEqualTo(folder + ": is a folder; expected the scenario's YAML file");
    }

    @Test
    void aSymlinkIsJudgedByWhatItPointsAt() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("link.yml"), Files.createDirectories(dir.resolve("target-folder")));

        assertThat(last.refuses(link)).isEqualTo(link + ": is a folder; expected the scenario's YAML file");
    }

    @Test
    void aSymlinkLoopIsRefused() throws Exception {
        Path loop = Files.createSymbolicLink(dir.resolve("loop.yml"), dir.resolve("loop.yml"));

        assertThat(last.refuses(loop)).isEqualTo(loop + ": the file cannot be read: Too many levels of symbolic links "
                + "or unable to access attributes of symbolic link");
    }

    @Test
    void devZeroIsRefusedBeforeItIsRead() {
        Path zero = Path.of("/dev/zero");

        assertThat(last.refuses(zero)).isEqualTo("/dev/zero: is not a regular file (a device, a pipe or a socket); "
                + "expected the scenario's YAML file");
    }

    @Test
    void aNamedPipeIsRefusedBeforeItIsOpened() throws Exception {
        Path fifo = dir.resolve("scenario.fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor()).as("mkfifo's exit code").isZero();

        assertThat(last.refuses(fifo)).isEqualTo(fifo + ": is not a regular file (a device, a pipe or a socket); "
                + "expected the scenario's YAML file");
    }

    @Test
    void theSizeCapCountsTheBytesActuallyRead() throws Exception {
        Path big = last.scenario("big.yml", Lesson.yaml() + "#" + "x".repeat(Limits.MAX_FILE_BYTES) + "\n");

        assertThat(last.refuses(big)).isEqualTo(big + ": the file is larger than 1000000 bytes; a scenario is a few lines");
    }

    @Test
    void aSparseFileOfTenGigabytesIsRefusedWithoutReadingIt() throws Exception {
        Path sparse = dir.resolve("sparse.yml");
        try (RandomAccessFile file = new RandomAccessFile(sparse.toFile(), "rw")) {
            file.setLength(10L << 30);
        }

        assertThat(last.refuses(sparse)).isEqualTo(sparse + ": the file is larger than 1000000 bytes; a scenario is a few lines");
    }

    @Test
    void aFileOfExactlyTheCapIsRead() throws Exception {
        String lesson = Lesson.yaml();
        int padding = Limits.MAX_FILE_BYTES - lesson.getBytes(StandardCharsets.UTF_8).length - 2;
        Path full = last.scenario("full.yml", lesson + "#" + "x".repeat(padding) + "\n");

        assertThat(Files.size(full)).isEqualTo(Limits.MAX_FILE_BYTES);
        assertThat(ScenarioRuns.load(full).config().title()).isEqualTo("State in Stream Engines");
    }

    @Test
    void bytesThatAreNotUtf8AreRefused() throws Exception {
        Path latin1 = last.scenario("latin1.yml", new byte[] {'t', 'i', 't', 'l', 'e', ':', ' ', (byte) 0xE9});

        assertThat(last.refuses(latin1)).isEqualTo(latin1 + ":1: the file is not UTF-8 text: the byte 0xE9 at offset 7 "
                + "cannot be decoded; save the file as UTF-8");
    }

    @Test
    void aKeyThatIsNotUtf8IsRefusedWithItsLineAndByteOffset() throws Exception {
        byte[] yaml = Lesson.yaml().replace("workers: 4", "work\u00E9rs: 4").getBytes(StandardCharsets.ISO_8859_1);
        int offset = Lesson.yaml().indexOf("workers: 4") + 4;
        Path latin1 = last.scenario("latin1-key.yml", yaml);

        assertThat(last.refuses(latin1)).isEqualTo(latin1 + ":14: the file is not UTF-8 text: the byte 0xE9 at offset "
                + offset + " cannot be decoded; save the file as UTF-8");
    }

    @Test
    void deeplyNestedBracketsAreRefusedWithTheirLine() throws Exception {
        String yaml = Lesson.yaml() + "title2: " + "[".repeat(20_000) + "\n";

        assertThat(last.refuses(yaml)).isEqualTo(dir.resolve("course.yml")
                + ":19: lists and mappings nested more than 10 levels deep; a scenario needs 3");
    }

    @Test
    void deeplyNestedBlockMappingsAreRefused() throws Exception {
        StringBuilder yaml = new StringBuilder(Lesson.yaml());
        for (int level = 0; level < 12; level++) {
            yaml.append("  ".repeat(level)).append("k").append(level).append(":\n");
        }

        // the root is level 1; the mapping under k9, starting at k10 on line 29, is level 11
        assertThat(last.refuses(yaml.toString())).isEqualTo(dir.resolve("course.yml")
                + ":29: lists and mappings nested more than 10 levels deep; a scenario needs 3");
    }

    @Test
    void manyAliasesOfListsAreRefused() throws Exception {
        StringBuilder yaml = new StringBuilder("a0: &a0 [x, x]\n");
        for (int i = 1; i < 30; i++) {
            yaml.append("a").append(i).append(": &a").append(i).append(" [*a").append(i - 1).append(", *a")
                    .append(i - 1).append("]\n");
        }

        assertThat(last.refuses(yaml.toString())).isEqualTo(dir.resolve("course.yml") + ": YAML refused: Number of "
                + "aliases for non-scalar nodes exceeds the specified max=50 (at most 50 aliases of lists or mappings)");
    }
}
