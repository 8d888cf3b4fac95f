package dev.checkpointreport.flink.placement;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.flink.LocalFlink;
import dev.checkpointreport.flink.PluginReport;
import dev.checkpointreport.source.Partition;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.JobID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real job with a hot key on the MiniCluster at parallelism 3, and the plugin's report of the same events:
 * under {@code partitioner: flink} the model's busiest worker is the subtask that held the hot key's state and
 * Flink's busiest subtask by records read; under the lesson's FNV-1a it is another worker.
 */
@Tag("flink")
class HotKeyPlacementTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int KEYS = 300;
    private static final int HOT_EVENTS = 2_000;
    private static final List<String> PERIODS = List.of("p1", "p2", "p3", "p4");
    @TempDir
    Path folder;

    /** The first of {@code hot-0, hot-1, …} that the two rules place on different workers, so they can disagree. */
    private static String hotKey() {
        Partition flink = Partition.flink(HotKeyJob.PARALLELISM, 128);
        for (int i = 0; ; i++) {
            String key = "hot-" + i;
            if (flink.workerOf(key) != Partition.workerOf(key, HotKeyJob.PARALLELISM)) {
                return key;
            }
        }
    }

    @Test
    void underFlinksPartitionerTheModelsBusiestWorkerIsTheSubtaskThatHeldTheHotKey() throws Exception {
        String hot = hotKey();
        List<String> keys = new ArrayList<>();
        StringBuilder csv = new StringBuilder("key,period\n");
        for (int p = 0; p < PERIODS.size(); p++) {
            for (int k = 0; k < KEYS; k++) {
                keys.add("user-" + k);
                csv.append("user-").append(k).append(',').append(PERIODS.get(p)).append('\n');
            }
            for (int e = 0; e < HOT_EVENTS / PERIODS.size(); e++) {
                keys.add(hot);
                csv.append(hot).append(',').append(PERIODS.get(p)).append('\n');
            }
        }
        Files.writeString(folder.resolve("events.csv"), csv, StandardCharsets.UTF_8);

        HotKeyJob.SUBTASK_OF_KEY.clear();
        long[] readBySubtask;
        try (LocalFlink flink = LocalFlink.start(HotKeyJob.PARALLELISM, folder.resolve("checkpoints"), 0)) {
            JobID job = flink.cluster().submitJob(HotKeyJob.graph(keys)).get().getJobID();
            assertThat(flink.cluster().requestJobResult(job).get().isSuccess()).isTrue();
            readBySubtask = recordsRead(flink.rest(), job.toHexString());
        }
        int heldTheHotKey = HotKeyJob.SUBTASK_OF_KEY.get(hot);
        assertThat(HotKeyJob.SUBTASK_OF_KEY).hasSize(KEYS + 1).doesNotContainValue(-1);
        assertThat(readBySubtask[heldTheHotKey]).as("records read per subtask %s", readBySubtask)
                .isEqualTo(HOT_EVENTS + keys.stream().filter(k -> !k.equals(hot)
                        && HotKeyJob.SUBTASK_OF_KEY.get(k) == heldTheHotKey).count());
        int flinksBusiest = busiest(readBySubtask);

        JsonNode underFlink = PluginReport.of(scenario("flink.yml", "  partitioner: flink\n"), folder.resolve("flink"));
        JsonNode underLesson = PluginReport.of(scenario("lesson.yml", ""), folder.resolve("lesson"));

        assertThat(flinksBusiest).isEqualTo(heldTheHotKey);
        assertThat(underFlink.path("workerLoad").path("busiestWorker").asInt()).isEqualTo(heldTheHotKey);
        for (int w = 0; w < HotKeyJob.PARALLELISM; w++) {
            assertThat(underFlink.path("workerLoad").path("workers").path(w).path("rows").asLong())
                    .as("worker %d's rows", w).isEqualTo(readBySubtask[w]);
        }
        assertThat(underLesson.path("workerLoad").path("busiestWorker").asInt())
                .isEqualTo(Partition.workerOf(hot, HotKeyJob.PARALLELISM)).isNotEqualTo(heldTheHotKey);
        System.out.printf("hot key %s: Flink's busiest subtask %d (records read %s); the model's busiest worker "
                + "%d under flink, %d under fnv1a%n", hot, flinksBusiest, java.util.Arrays.toString(readBySubtask),
                underFlink.path("workerLoad").path("busiestWorker").asInt(),
                underLesson.path("workerLoad").path("busiestWorker").asInt());
    }

    private static int busiest(long[] counts) {
        int busiest = 0;
        for (int i = 1; i < counts.length; i++) {
            busiest = counts[i] > counts[busiest] ? i : busiest;
        }
        return busiest;
    }

    /** Flink's {@code read-records} of each subtask of the counting vertex, from its REST API. */
    private static long[] recordsRead(URI rest, String job) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        JsonNode vertices = get(http, rest.resolve("/jobs/" + job)).path("vertices");
        for (JsonNode vertex : vertices) {
            if (vertex.path("name").asText().contains(HotKeyJob.COUNTER)) {
                JsonNode subtasks = get(http, rest.resolve("/jobs/" + job + "/vertices/" + vertex.path("id").asText()))
                        .path("subtasks");
                long[] read = new long[HotKeyJob.PARALLELISM];
                for (JsonNode subtask : subtasks) {
                    read[subtask.path("subtask").asInt()] = subtask.path("metrics").path("read-records").asLong();
                }
                return read;
            }
        }
        throw new AssertionError("no vertex named " + HotKeyJob.COUNTER + " in " + vertices);
    }

    private static JsonNode get(HttpClient http, URI uri) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as("GET %s", uri).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private Path scenario(String name, String partitioner) throws Exception {
        return Files.writeString(folder.resolve(name), "title: A hot key\nsource:\n  events: events.csv\n  key: key\n"
                + "  period: period\n  periods: [p1, p2, p3, p4]\n" + partitioner
                + "failure:\n  period: p3\n  probabilities: [1.0]\n"
                + "checkpoint:\n  intervals: [none, 2, 1]\n  stateRows: 50\nworkers: " + HotKeyJob.PARALLELISM + "\n",
                StandardCharsets.UTF_8);
    }
}
