package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.run.ScenarioRuns;
import dev.checkpointreport.source.CountedSource;
import dev.checkpointreport.source.Partition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code source.partitioner} and {@code source.maxParallelism}: who places an events file's keys, and their mistakes. */
class PartitionerConfigTest {
    private static final int WORKERS = 4;
    @TempDir
    Path dir;

    private Path scenario(String... keys) throws Exception {
        StringBuilder events = new StringBuilder("key,period\n");
        for (int i = 1; i <= 40; i++) {
            events.append("user-").append(i).append(",2026-0").append(1 + i % 3).append('\n');
        }
        Files.writeString(dir.resolve("events.csv"), events);
        List<String> all = new ArrayList<>(List.of("key: key", "period: period"));
        all.addAll(List.of(keys));
        return Files.writeString(dir.resolve("course.yml"), Lesson.fileSource("events.csv", all.toArray(String[]::new)));
    }

    private static List<Long> rowsPerWorker(CountedSource counted) {
        return List.of(0, 1, 2, 3).stream().map(w -> counted.counts().worker(w).upTo(counted.periods().size() - 1))
                .toList();
    }

    /** Rows per worker when each key of the file goes where {@code partition} says. */
    private static List<Long> placedBy(Partition partition) {
        long[] rows = new long[WORKERS];
        for (int i = 1; i <= 40; i++) {
            rows[partition.workerOf("user-" + i)]++;
        }
        return List.of(rows[0], rows[1], rows[2], rows[3]);
    }

    private String refused(String... keys) throws Exception {
        Path scenario = scenario(keys);
        ConfigException e = catchThrowableOfType(ConfigException.class, () -> ScenarioRuns.load(scenario));
        assertThat(e).as("refused: %s", List.of(keys)).isNotNull();
        return e.getMessage().replace(dir + "/", "");
    }

    @Test
    void flinkPlacesKeysByKeyGroupsOfTheDefaultMaxParallelism() throws Exception {
        List<Long> flink = placedBy(Partition.flink(WORKERS, 128));
        List<Long> lesson = placedBy(Partition.lesson(WORKERS));
        assertThat(flink).as("the two rules must place these keys apart for the test to tell them apart")
                .isNotEqualTo(lesson);

        assertThat(rowsPerWorker(ScenarioRuns.load(scenario("partitioner: flink")).counted())).isEqualTo(flink);
        assertThat(rowsPerWorker(ScenarioRuns.load(scenario()).counted())).isEqualTo(lesson);
        assertThat(rowsPerWorker(ScenarioRuns.load(scenario("partitioner: fnv1a")).counted())).isEqualTo(lesson);
    }

    @Test
    void aDeclaredMaxParallelismSetsTheKeyGroups() throws Exception {
        List<Long> groups = placedBy(Partition.flink(WORKERS, 7));
        assertThat(groups).isNotEqualTo(placedBy(Partition.flink(WORKERS, 128)));

        CountedSource counted = ScenarioRuns.load(scenario("partitioner: flink", "maxParallelism: 7")).counted();

        assertThat(rowsPerWorker(counted)).isEqualTo(groups);
    }

    @Test
    void mistakesAreNamedInOneLine() throws Exception {
        assertThat(refused("partitioner: murmur")).isEqualTo("course.yml:8: source.partitioner: expected fnv1a (the "
                + "lesson's hash) or flink (Flink's key groups), found the text 'murmur'");
        assertThat(refused("maxParallelism: 128")).isEqualTo("course.yml:8: source.maxParallelism: applies to "
                + "partitioner: flink only");
        assertThat(refused("partitioner: flink", "maxParallelism: 3")).isEqualTo("course.yml:9: source.maxParallelism: "
                + "expected a whole number of key groups from 4 (the workers) to 32768, found 3 (allowed: 4 to 32768)");
        assertThat(refused("partitioner: flink", "partition: task")).isEqualTo("course.yml:8: source.partitioner: "
                + "give partition or partitioner, not both: a partition column names the worker itself");
    }
}
