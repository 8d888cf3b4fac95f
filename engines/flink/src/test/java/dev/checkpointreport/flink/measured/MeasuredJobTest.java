package dev.checkpointreport.flink.measured;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import dev.checkpointreport.flink.PluginReport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Flink job, run once for the class on the MiniCluster until it has restored from a checkpoint, its
 * checkpoint statistics scraped over REST into {@code target/measured-job/flink}. The course's measured
 * scenario holds a capture of another job by the scrape goal ({@code prometheus.ExampleCapture}); its
 * responses have the shape of this run's.
 */
@Tag("flink")
class MeasuredJobTest {
    /** The example course's scenarios: the measured one and its data, one capture. */
    static final Path COURSE = Path.of("..", "..", "example-project", "scenarios");
    static final Path FRESH = Path.of("target", "measured-job", "flink");

    @TempDir
    static Path checkpoints;

    @BeforeAll
    static void runTheJob() throws Exception {
        deleteResponses(FRESH);
        MeasuredRun.scrapeInto(FRESH, checkpoints);
    }

    private static void deleteResponses(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            for (Path file : responses(folder)) {
                Files.delete(file);
            }
        }
    }

    @Test
    void theJobRestoresFromACheckpointAfterTheInjectedFailure() throws Exception {
        JsonNode overview = read(FRESH.resolve("checkpoints.json"));
        assertThat(overview.path("counts").path("restored").asLong()).isEqualTo(1);
        long restoredFrom = overview.path("latest").path("restored").path("id").asLong();
        assertThat(restoredFrom).isGreaterThanOrEqualTo(KeyedCountJob.FAIL_AFTER_CHECKPOINT);
        assertThat(overview.path("latest").path("completed").path("id").asLong())
                .isGreaterThanOrEqualTo(restoredFrom + MeasuredRun.AFTER_RESTORE);
        assertThat(read(FRESH.resolve("checkpoints-config.json")).path("interval").asLong())
                .isEqualTo(KeyedCountJob.INTERVAL_MILLIS);
        assertThat(read(FRESH.resolve("exceptions.json")).path("exceptionHistory").path("entries").toString())
                .contains("injected failure after checkpoint " + KeyedCountJob.FAIL_AFTER_CHECKPOINT);
    }

    @Test
    void theCountingSubtasksHoldEveryKeyInTheirState() throws Exception {
        List<Path> subtasks = responses(FRESH).stream()
                .filter(file -> read(file).path("summary").path("state_size").isObject())
                .filter(file -> read(file).path("subtasks").size() == KeyedCountJob.PARALLELISM).toList();
        assertThat(subtasks).isNotEmpty();
        long biggest = 0;
        for (Path file : subtasks) {
            long total = 0;
            for (JsonNode subtask : read(file).path("subtasks")) {
                total += subtask.path("state_size").asLong();
            }
            biggest = Math.max(biggest, total);
        }
        // every key holds a count and its last event: more than 40 bytes each once serialized
        assertThat(biggest).isGreaterThan(40L * KeyedCountJob.KEYS);
    }

    @Test
    void theCoursesCaptureHasTheShapeOfThisOne() throws Exception {
        List<Path> committed;
        try (Stream<Path> files = Files.walk(COURSE.resolve("data").resolve("flink"))) {
            committed = files.filter(file -> file.toString().endsWith(".json")).sorted().toList();
        }
        // the scrape goal saves /jobs/<id> (job.json) too, which this run's scrape does not
        assertThat(kinds(committed)).containsAll(kinds(responses(FRESH)));
        for (Path file : committed) {
            Path fresh = responses(FRESH).stream().filter(f -> kind(f).equals(kind(file))).findFirst().orElse(null);
            if (fresh != null) {
                assertThat(ResponseShape.missing(read(file), read(fresh))).as(file + " against " + fresh).isEmpty();
            }
        }
    }

    @Test
    void theReportsMeasuredFiguresAreTheResponsesOwn(@TempDir Path course) throws Exception {
        Path flink = Files.createDirectories(course.resolve("data").resolve("flink"));
        for (Path file : responses(FRESH)) {
            Files.copy(file, flink.resolve(file.getFileName()));
        }
        Files.writeString(course.resolve("data").resolve("measured-job.csv"), KeyedCountJob.counts(6));
        Path scenario = Files.copy(COURSE.resolve("measured.yml"), course.resolve("measured.yml"));
        JsonNode report = PluginReport.of(scenario, course.resolve("report"));
        MeasuredFigures.assertFromResponses(report.path("measured"), FRESH);
    }

    /** checkpoints, checkpoints-config, subtasks or exceptions: what a file was saved from. */
    private static String kind(Path file) {
        String name = file.getFileName().toString();
        return name.startsWith("subtasks-") ? "subtasks" : name.substring(0, name.length() - ".json".length());
    }

    private static List<String> kinds(List<Path> files) {
        return files.stream().map(MeasuredJobTest::kind).distinct().sorted().toList();
    }

    static List<Path> responses(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(".json")).sorted().toList();
        }
    }

    static JsonNode read(Path file) {
        try {
            return FlinkRest.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
