package dev.checkpointreport.flink.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.flink.PluginReport;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example course's capture, as {@link ExampleCapture} made it: the clicks counted per second are the job's,
 * the scrape goal's folders hold the job's named operators and merge into a history with no gap and a restore,
 * and the Prometheus range of the same run agrees with it checkpoint by checkpoint. No job runs: it reads the
 * committed files, in about 2 s.
 */
class ExampleCaptureTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * The completed checkpoints no Prometheus sample of the capture shows: the two slowest (606 and 445 ms), each
     * followed by the next checkpoint's completion before the next sample.
     */
    private static final List<Long> UNSEEN = List.of(20L, 22L);
    @TempDir
    Path reports;

    @Test
    void theCoursesCountsAreTheJobsClicksPerSecondAndSubtask() throws Exception {
        assertThat(Files.readString(ExampleCapture.COURSE.resolve("data/measured-job.csv"), StandardCharsets.UTF_8))
                .isEqualTo(ClicksJob.counts(ExampleCapture.SECONDS));
    }

    @Test
    void everyScrapeSavedTheJobsNamedOperators() throws Exception {
        List<Path> jobs;
        try (Stream<Path> files = Files.walk(ExampleCapture.COURSE.resolve("data/flink"))) {
            jobs = files.filter(file -> file.getFileName().toString().equals("job.json")).toList();
        }
        assertThat(jobs).hasSizeGreaterThan(1);
        for (Path job : jobs) {
            List<String> names = new ArrayList<>();
            JSON.readTree(job.toFile()).path("vertices").forEach(vertex -> names.add(vertex.path("name").asText()));
            assertThat(names).as("%s", job).containsExactly("Source: " + ClicksJob.SOURCE, ClicksJob.COUNTER,
                    "discard: Writer");
        }
    }

    @Test
    void theMergedHistoryHasNoGapARestoreAndPrometheusAgreesWithIt() throws Exception {
        JsonNode rest = PluginReport.of(ExampleCapture.COURSE.resolve("measured.yml"), reports.resolve("rest"))
                .path("measured");
        JsonNode checkpoints = rest.path("checkpoints");
        long first = checkpoints.path(0).path("id").asLong();
        long last = checkpoints.path(checkpoints.size() - 1).path("id").asLong();
        assertThat(first).isEqualTo(1);
        assertThat(checkpoints.size()).as("checkpoints %d to %d, one each", first, last).isEqualTo(last);
        long completed = 0;
        for (JsonNode checkpoint : checkpoints) {
            completed += checkpoint.path("status").asText().equals("COMPLETED") ? 1 : 0;
        }
        assertThat(completed).isEqualTo(rest.path("counts").path("completed").asLong());
        assertThat(rest.path("restores")).hasSize(1);
        assertThat(rest.path("restores").path(0).path("checkpoint").asLong()).isEqualTo(ExampleCapture.FAIL_AFTER);
        assertThat(rest.path("failures")).hasSize(1);

        JsonNode prometheus = PluginReport.of(ExampleCapture.COURSE.resolve("prometheus.yml"),
                reports.resolve("prometheus")).path("measured");
        ReportsAgree.Seen both = ReportsAgree.where(rest, prometheus);
        List<Long> unseen = new ArrayList<>();
        checkpoints.forEach(checkpoint -> unseen.add(checkpoint.path("id").asLong()));
        unseen.removeAll(both.ids());
        assertThat(unseen).isEqualTo(UNSEEN);
        // no sample of this capture pairs a checkpoint's id with the previous one's figures
        assertThat(both.torn()).isEmpty();
    }
}
