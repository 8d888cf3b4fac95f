package dev.checkpointreport.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.run.ScenarioResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Four modules of a {@code -T 4} build writing one folder at once: each run whole, no debris. */
class ConcurrentWritersTest {
    private static final int WRITERS = 4;
    private static final int ROUNDS = 5;

    @Test
    void fourWritersOfOneFolderEachWriteAWholeReportAndLeaveNoDebris(@TempDir Path dir) throws Exception {
        Path config = Files.writeString(dir.resolve("checkpoint-report.yml"), Lesson.yaml());
        Path out = dir.resolve("target/checkpoint-report");
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                for (int round = 0; round < ROUNDS; round++) {
                    CountDownLatch start = new CountDownLatch(1);
                    List<Future<ScenarioResult>> runs = new ArrayList<>();
                    for (int i = 0; i < WRITERS; i++) {
                        Callable<ScenarioResult> run = () -> {
                            start.await();
                            return PipelineRun.report(PipelineRun.request(config, out).basedir(dir.toFile()));
                        };
                        runs.add(pool.submit(run));
                    }
                    start.countDown();
                    for (Future<ScenarioResult> run : runs) {
                        assertThat(run.get().analysis().rows()).isEqualTo(2200);
                    }
                    assertThat(ReportFolderTest.names(out)).containsExactly(ReportFolder.MARKER, "assets", "index.html",
                            "report.json");
                    assertThat(ReportFolderTest.names(out.getParent())).containsExactly("checkpoint-report");
                }
            });
        } finally {
            pool.shutdownNow();
        }
    }
}
