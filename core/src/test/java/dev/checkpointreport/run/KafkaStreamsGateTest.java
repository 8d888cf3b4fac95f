package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.run.Check.Kind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example course's Kafka Streams capture with {@code measured.tolerance}: the slowest restore is judged as a
 * changelog replay against the model's keys, the slowest catch-up against the model's drain rate, each a measured
 * check of the one verdict, in exact words.
 */
class KafkaStreamsGateTest {
    private static final Path COURSE = Path.of("../example-project/scenarios");

    @TempDir
    Path folder;

    private ScenarioResult withTolerance(String tolerance, String... replaced) throws Exception {
        Path data = Files.createDirectories(folder.resolve("data/kafka-streams"));
        if (Files.exists(folder.resolve("kafka-streams.yml"))) {
            throw new IllegalStateException("one scenario a test");
        }
        try (Stream<Path> logs = Files.list(COURSE.resolve("data/kafka-streams"))) {
            for (Path log : logs.toList()) {
                Files.copy(log, data.resolve(log.getFileName().toString()));
            }
        }
        Files.copy(COURSE.resolve("data/kafka-streams-app.csv"), folder.resolve("data/kafka-streams-app.csv"));
        String yaml = Files.readString(COURSE.resolve("kafka-streams.yml")) + "  tolerance: " + tolerance + "\n";
        for (int i = 0; i < replaced.length; i += 2) {
            yaml = yaml.replace(replaced[i], replaced[i + 1]);
        }
        return ScenarioRun.of(Files.writeString(folder.resolve("kafka-streams.yml"), yaml));
    }

    private static List<String> streamsChecks(ScenarioResult result) {
        List<Check> measured = result.verdict().checks(Kind.MEASURED);
        return measured.subList(2, measured.size()).stream().map(c -> (c.passed() ? "pass " : "FAIL ") + c.message())
                .toList();
    }

    @Test
    void theWipedRestartsReplayAndItsCatchUpAreBeyondTheModelAtHalfAgainItsPrediction() throws Exception {
        ScenarioResult result = withTolerance("50%");

        String place = folder.resolve("kafka-streams.yml") + ":33: ";
        assertThat(streamsChecks(result)).containsExactly("FAIL " + place + "The slowest restore, before RUNNING at "
                + "2026-12-03T19:06:03.461Z, replayed 55289 changelog records in 1.4 s; the model predicts 153.6 ms for "
                + "its 3000 keys in 2 stores, one record each as a compacted changelog holds them, at that rate: an "
                + "underestimate of 821.5 %, beyond the tolerance of 50 %; the changelog held 9.21 records an entry; "
                + "have the broker clean the stores' changelog topics sooner (segment.ms, min.cleanable.dirty.ratio) "
                + "or keep a flushed "
                + "state dir, since commit.interval.ms does not shorten a restore.",
                "FAIL " + place + "The slowest catch-up, after RUNNING at 2026-12-03T19:06:03.461Z, drained a lag of "
                + "4485 records in 3.8 s; the model drains it in 356.0 ms at timing.capacity 2 (12600 records a "
                + "second beyond the arrival of 12600): an underestimate of 962.2 %, beyond the tolerance of 50 %; a "
                + "timing.capacity of at most 1.141 keeps it within.");
        assertThat(result.verdict().passed()).isFalse();
    }

    @Test
    void theCapacityTheCatchUpNamesKeepsItWithin() throws Exception {
        ScenarioResult result = withTolerance("50%", "capacity: 2", "capacity: 1.141");

        assertThat(streamsChecks(result).get(1)).isEqualTo("pass " + folder.resolve("kafka-streams.yml") + ":33: "
                + "The slowest catch-up, after RUNNING at 2026-12-03T19:06:03.461Z, drained a lag of 4485 records in "
                + "3.8 s; the model drains it in 2.5 s at timing.capacity 1.141 (1776.6 records a second beyond the "
                + "arrival of 12600): an underestimate of 49.8 %, within the tolerance of 50 %.");
    }

    @Test
    void aToleranceWideEnoughPassesBothAndTheVerdictSaysSo() throws Exception {
        ScenarioResult result = withTolerance("1000%");

        assertThat(streamsChecks(result)).allMatch(line -> line.startsWith("pass ") && line.contains(", within the "
                + "tolerance of 1000 %") && line.endsWith("."));
        assertThat(streamsChecks(result)).hasSize(2);
    }
}
