package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writers of one folder in two processes take turns through a lock beside the folder, which nothing but a
 * regular file can stand in for, and leave no lock file in the course's tree.
 */
class FolderLockTest {

    @Test
    void aWriterInAnotherProcessIsWaitedForAndNoLockFileIsLeft(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("report");
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), HoldTheLock.class.getName(), folder.toString())
                .redirectErrorStream(true).start();
        try {
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
                BufferedReader said = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
                assertThat(said.readLine()).isEqualTo("holding");

                CompletableFuture<Void> mine = CompletableFuture.runAsync(() -> {
                    try (FolderLock lock = FolderLock.acquire(folder, why -> new ReportFolderException(folder, why))) {
                        // held: only now that the other process has let go
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
                Thread.sleep(300);
                assertThat(mine).isNotDone();

                other.getOutputStream().close();
                assertThat(other.waitFor(20, TimeUnit.SECONDS)).isTrue();
                mine.get();
            });
            assertThat(ReportFolderTest.names(dir)).isEmpty();
        } finally {
            other.destroyForcibly();
        }
    }

    private static FolderLock lock(Path folder) throws IOException {
        return FolderLock.acquire(folder, why -> new ReportFolderException(folder, why));
    }

    private static void assertLockRefused(Path folder, Path lock, String kind) {
        assertThatThrownBy(() -> lock(folder)).isInstanceOf(ReportFolderException.class)
                .hasMessage("Refusing to write the report to " + folder + ": its lock file " + lock + " is " + kind
                        + ", not the regular file the plugin makes; remove it");
    }

    @Test
    void theLockIsAFileBesideTheFolderThatDebrisLeavesToItsHolder(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("report");
        try (FolderLock lock = lock(folder)) {
            Debris.clear(folder);
            assertThat(ReportFolderTest.names(dir)).containsExactly(".report.lock");
            assertThat(Files.isRegularFile(dir.resolve(".report.lock"), LinkOption.NOFOLLOW_LINKS)).isTrue();
        }
        assertThat(ReportFolderTest.names(dir)).isEmpty();
    }

    @Test
    void aFifoAtTheLockIsRefusedWithoutOpeningIt(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("report");
        Path fifo = dir.resolve(".report.lock");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor()).isZero();

        assertLockRefused(folder, fifo, "a FIFO, socket or device");
        assertThat(ReportFolderTest.names(dir)).containsExactly(".report.lock");
    }

    @Test
    void aLinkAtTheLockIsRefusedAndNotFollowed(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("report");
        Path target = Files.writeString(dir.resolve("secrets.txt"), "mine");
        Path link = Files.createSymbolicLink(dir.resolve(".report.lock"), target);

        assertLockRefused(folder, link, "a symbolic link");
        assertThat(Files.readString(target)).isEqualTo("mine");
    }

    @Test
    void aLockLeftByAKilledRunIsTakenAndRemoved(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("report");
        Files.writeString(dir.resolve(".report.lock"), "0f8fad5b-d9cb-469f-a165-70867728950e");

        try (FolderLock lock = lock(folder)) {
            assertThat(ReportFolderTest.names(dir)).containsExactly(".report.lock");
        }
        assertThat(ReportFolderTest.names(dir)).isEmpty();
    }
}
