package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.Trees;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writers of one folder in two processes take turns through a lock beside the folder, which nothing but a
 * regular file the plugin made can stand in for, and leave no lock file in the course's tree; a file of the user's
 * at the lock's path is refused, named, and left byte for byte as it was.
 */
class FolderLockTest {
    private static final String ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

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
            Debris.clear(folder, path -> true);
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
        Path lock = dir.resolve(".report.lock");
        // as a run killed while holding it leaves it, as one killed as it made it, and as an earlier version's
        for (String left : new String[] {FolderLock.FIRST_LINE + ID, FolderLock.FIRST_LINE, ID}) {
            Files.writeString(lock, left);

            try (FolderLock taken = lock(folder)) {
                assertThat(ReportFolderTest.names(dir)).containsExactly(".report.lock");
                assertThat(Files.readString(lock)).startsWith(FolderLock.FIRST_LINE).isNotEqualTo(left);
            }
            assertThat(ReportFolderTest.names(dir)).isEmpty();
        }
    }

    @Test
    void theLockIsMadeOnlyWhereThereIsNoneAndSaysWhatItIs(@TempDir Path dir) throws Exception {
        try (FolderLock lock = lock(dir.resolve("report"))) {
            assertThat(Files.readString(dir.resolve(".report.lock"))).matches(Pattern.quote(FolderLock.FIRST_LINE)
                    + "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
        }
    }

    @Test
    void aUsersFileAtTheLockIsRefusedNamingItAndNeverTruncatedNorDeleted(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("out");
        Path notes = dir.resolve(".out.lock");
        // printf 'my notes\n' > .out.lock; and files that only begin like the plugin's, or hold more than a token
        for (String mine : new String[] {"my notes\n", FolderLock.FIRST_LINE + "my notes\n", ID + "\n",
            FolderLock.FIRST_LINE.trim()}) {
            Files.writeString(notes, mine);
            Map<String, String> before = Trees.contents(dir);

            assertThatThrownBy(() -> lock(folder)).as(mine).isInstanceOf(ReportFolderException.class)
                    .hasMessage(notOurs(folder, notes));
            assertThat(Trees.contents(dir)).as(mine).isEqualTo(before);
            assertThat(Files.readString(notes)).isEqualTo(mine);
        }
    }

    @Test
    void anEmptyFileAtTheLockIsRefusedOnceItsMakerHadTimeToWriteIt(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("out");
        Path empty = Files.createFile(dir.resolve(".out.lock"));

        long start = System.nanoTime();
        assertThatThrownBy(() -> lock(folder)).hasMessage(notOurs(folder, empty));

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isBetween(Duration.ofSeconds(1), Duration.ofSeconds(10));
        assertThat(ReportFolderTest.names(dir)).containsExactly(".out.lock");
        assertThat(empty).isEmptyFile();
    }

    @Test
    void aFileWrittenOverTheLockWhileItIsHeldIsNotDeletedWithIt(@TempDir Path dir) throws Exception {
        Path lockFile = dir.resolve(".out.lock");
        try (FolderLock lock = lock(dir.resolve("out"))) {
            Files.writeString(lockFile, "my notes\n");
        }
        assertThat(lockFile).hasContent("my notes");
        Files.delete(lockFile);

        try (FolderLock lock = lock(dir.resolve("out"))) {
            Files.delete(lockFile);
            Files.writeString(lockFile, "my notes\n");
        }
        assertThat(lockFile).hasContent("my notes");
    }

    @Test
    void aLockFileMadeOnAFullDiskIsDeletedAtOnce(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("out");
        // what a write on a full disk throws, as the disk throws it
        FolderLock.Writes full = (channel, bytes) -> Files.write(Path.of("/dev/full"), bytes);

        assertThatThrownBy(() -> FolderLock.acquire(folder, why -> new ReportFolderException(folder, why), false, full))
                .isInstanceOf(IOException.class).hasMessage("No space left on device");

        assertThat(ReportFolderTest.names(dir)).isEmpty();
        try (FolderLock lock = lock(folder)) {
            assertThat(lock.held()).isTrue();
        }
    }

    @Test
    void aReaderGoesOnWithoutTheLockWhereNothingCanBeWrittenAndAWriterIsRefused(@TempDir Path dir) throws Exception {
        Path parent = Files.createDirectory(dir.resolve("docs"));
        Path folder = parent.resolve("report");

        try (Unwritable locked = Unwritable.make(parent)) {
            try (FolderLock reading = FolderLock.toRead(folder, why -> new ReportFolderException(folder, why))) {
                assertThat(reading.held()).isFalse();
            }
            assertThatThrownBy(() -> lock(folder)).hasMessage("Refusing to write the report to " + folder
                    + ": permission denied: this user cannot write in its parent " + parent);
        }
        try (FolderLock reading = FolderLock.toRead(folder, why -> new ReportFolderException(folder, why))) {
            assertThat(reading.held()).isTrue();
        }
        assertThat(ReportFolderTest.names(parent)).isEmpty();
    }

    private static String notOurs(Path folder, Path lock) {
        return "Refusing to write the report to " + folder + ": its lock file " + lock + " is a file the plugin did"
                + " not make (it does not begin with the plugin's line), which the plugin never changes or deletes;"
                + " move it elsewhere";
    }
}
