package dev.checkpointreport.flink.scrape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.PipelineRun;
import dev.checkpointreport.flink.LocalFlink;
import dev.checkpointreport.pipeline.ReportPipeline;
import dev.checkpointreport.pipeline.ScenarioList;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.flink.api.common.JobID;
import org.apache.maven.plugin.Mojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A new author's first hour by the README, on a real job on the MiniCluster: the README's course (its scenario in
 * {@code scenarios/}, listed by its {@code <scenarios>}), its scrape command as written, the JobManager's address
 * its one placeholder, then its {@code measured} section named in a scenario, and the course built. The command
 * first meets no JobManager and leaves nothing behind; then it scrapes the job into the course's own layout, and
 * is ended after its first scrape, as the author ends a week's scrape to look. Each step waits on what the job or
 * the goal did, never on the clock.
 */
@Tag("flink")
class ReadmeCourseTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The README's placeholder for the JobManager's REST address. */
    private static final String README_URL = "http://jobmanager:8081";
    private static final long WAIT_MILLIS = 300_000;
    @TempDir
    Path dir;

    @Test
    void aCourseGoesFromNothingToAMeasuredScenarioByTheReadmesCommands() throws Exception {
        Readme readme = Readme.read();
        Path course = dir.resolve("course");
        Files.createDirectories(course.resolve("scenarios"));
        Files.writeString(course.resolve("scenarios/lesson.yml"), readme.scenario(), StandardCharsets.UTF_8);
        Map<String, String> command = readme.scrapeCommand();
        assertThat(command).containsKey("checkpoint.scrape.url");
        assertThat(command.get("checkpoint.scrape.url")).isEqualTo(README_URL);
        List<String> before = files(course);

        int closed;
        try (ServerSocket free = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = free.getLocalPort();
        }
        MojoFailureException failed = catchThrowableOfType(MojoFailureException.class,
                () -> scrape(readme, course, "http://127.0.0.1:" + closed, new CopyOnWriteArrayList<>(), null));
        assertThat(failed.getMessage()).doesNotContain("\n", "Exception").startsWith("http://127.0.0.1:" + closed);
        assertThat(files(course)).as("a failed scrape leaves nothing behind").isEqualTo(before);

        List<String> log = new CopyOnWriteArrayList<>();
        CountDownLatch firstScrapeSaved = new CountDownLatch(1);
        String id;
        try (LocalFlink flink = LocalFlink.start(RestartingJob.PARALLELISM, dir.resolve("checkpoints"), 2,
                Map.of("web.checkpoints.history", "50"))) {
            RestartingJob.MAY_FAIL.set(false);
            CountDownLatch completed = new CountDownLatch(1);
            RestartingJob.checkpointCompleted = completed;
            JobID job = flink.cluster().submitJob(RestartingJob.graph()).get().getJobID();
            id = job.toHexString();
            try {
                // the JobManager records a checkpoint as completed before it notifies the tasks
                assertThat(completed.await(WAIT_MILLIS, TimeUnit.MILLISECONDS)).as("a checkpoint completed").isTrue();
                Thread goal = new Thread(() -> {
                    try {
                        scrape(readme, course, flink.rest().toString().replaceAll("/$", ""), log, firstScrapeSaved);
                    } catch (Exception e) {
                        log.add("failed: " + e.getMessage());
                        firstScrapeSaved.countDown();
                    }
                });
                goal.start();
                assertThat(firstScrapeSaved.await(WAIT_MILLIS, TimeUnit.MILLISECONDS)).as("%s", log).isTrue();
                // a week's scrape, ended while it waits for its second scrape
                goal.interrupt();
                goal.join(WAIT_MILLIS);
                assertThat(goal.isAlive()).as("%s", log).isFalse();
            } finally {
                flink.cluster().cancelJob(job).get();
            }
        }
        assertThat(log).noneMatch(line -> line.startsWith("failed: "));
        assertThat(course.resolve("scenarios/data/flink")).as("the course's own layout").isDirectory();

        Files.writeString(course.resolve("scenarios/measured.yml"), readme.scenario() + readme.measured(),
                StandardCharsets.UTF_8);
        Path site = course.resolve("target/checkpoint-report");
        ReportPipeline.Done done = PipelineRun.run(PipelineRun.course(ScenarioList.resolve(course, readme.scenarios()),
                site).basedir(course.toFile()), warning -> { });
        assertThat(done.outcome().fails()).as("%s", done.outcome().lines()).isFalse();
        JsonNode measured = JSON.readTree(site.resolve("measured/report.json").toFile()).path("measured");
        assertThat(measured.path("jobId").asText()).isEqualTo(id);
        assertThat(measured.path("checkpoints")).isNotEmpty();
        assertThat(measured.path("files").toString()).contains("data/flink/");
        assertThat(log.get(log.size() - 1)).isEqualTo("A scenario in scenarios/ reads these scrapes with "
                + "measured.flink: data/flink/**.json");
    }

    /** The README's scrape command, its JobManager's address {@code url}, run as Maven runs it in {@code course}. */
    private static void scrape(Readme readme, Path course, String url, List<String> log, CountDownLatch saved)
            throws Exception {
        Map<String, String> properties = new HashMap<>(readme.scrapeCommand());
        properties.put("checkpoint.scrape.url", url);
        Mojo goal = MavenGoal.configure("scrape", course, properties, Map.of("scenarios", readme.scenarios()));
        goal.setLog(new SystemStreamLog() {
            @Override
            public void info(CharSequence line) {
                log.add(line.toString());
                // logged once the first scrape is saved, before the goal waits for the next
                if (saved != null && line.toString().startsWith("Scraping every")) {
                    saved.countDown();
                }
            }
        });
        goal.execute();
    }

    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            return all.map(folder::relativize).map(Path::toString).sorted().toList();
        }
    }
}
