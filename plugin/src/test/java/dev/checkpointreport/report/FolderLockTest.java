package dev.checkpointreport.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writers of one folder in two processes take turns, and leave no lock file in the course's tree. */
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
}
