package dev.checkpointreport.measured;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Kafka Streams listener log of two processes read into one history: the commit windows, the restart with its
 * restores, the input fetched and not committed, the catch-up, and the levers, each figure worked out by hand in
 * the fixture's comments below.
 */
class KafkaStreamsLogTest {
    static final long T0 = 1_796_320_000_000L;

    static SavedResponse log(String name) {
        try {
            Path file = Path.of(KafkaStreamsLogTest.class.getResource("/measured/kafka-streams/" + name).toURI());
            return new SavedResponse(file, "kafka-streams/" + name, "kafka-streams/" + name);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static KafkaStreamsApp app(Measurements measured) {
        return (KafkaStreamsApp) measured.facts();
    }

    @Test
    void eachSnapshotWhoseCommitsRoseIsACommitWindow() throws MeasuredException {
        Measurements measured = Measurements.readKafkaStreams(List.of(log("streams.jsonl")));
        assertThat(measured.source()).isEqualTo(HistorySource.KAFKA_STREAMS);
        assertThat(measured.jobId()).isNull();
        assertThat(app(measured).app()).isEqualTo("orders");
        // a process's first snapshot with commits opens no window: the window needs the snapshot before it
        assertThat(measured.checkpoints()).extracting(Checkpoint::id).containsExactly(1L, 2L, 3L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::trigger)
                .containsExactly(T0 + 2000, T0 + 3000, T0 + 8000);
        assertThat(measured.checkpoints()).extracting(Checkpoint::duration).containsExactly(12L, 15L, 22L);
        assertThat(measured.checkpoints()).extracting(Checkpoint::stateSize).containsExactly(1000L, 2000L, 2500L);
        // (900 − 500) + (600 − 300), then (1200 − 950) + (800 − 700)
        assertThat(measured.checkpoints()).extracting(Checkpoint::rows).containsExactly(0L, 700L, 350L);
        assertThat(app(measured).commits()).isEqualTo(6 + 5);
        assertThat(app(measured).snapshots()).isEqualTo(5);
    }

    @Test
    void theRestartHoldsItsRestoresFromAFlushedOffsetAndFromZero() throws MeasuredException {
        Measurements measured = Measurements.readKafkaStreams(List.of(log("streams.jsonl")));
        KafkaStreamsApp.Restart restart = app(measured).restarts().get(0);
        assertThat(app(measured).restarts()).hasSize(1);
        assertThat(restart.lastLine()).isEqualTo(T0 + 4000);
        assertThat(restart.running()).isEqualTo(T0 + 7500);
        assertThat(restart.toRunning()).isEqualTo(3500L);
        assertThat(restart.restores()).extracting(KafkaStreamsApp.StoreRestore::start).containsExactly(800L, 0L);
        assertThat(restart.records()).isEqualTo(700L);
        assertThat(restart.restoreMillis()).isEqualTo(400L);
        assertThat(restart.fromZero()).isEqualTo(1);
        // task 0_1's store had no SST file at the old process's last snapshot
        assertThat(restart.noFlush()).isEqualTo(1);
        // (999 + 1 − 50 − 900) + (699 + 1 − 0 − 600)
        assertThat(restart.uncommitted()).isEqualTo(150L);
        assertThat(restart.lagAtRunning()).isEqualTo(250L);
        assertThat(restart.drainMillis()).isEqualTo(1500L);
        assertThat(restart.busiest().label()).isEqualTo("counts #1");
        assertThat(measured.restores()).containsExactly(new Restore(2, T0 + 7500, false, null, 150L, 400L));
        assertThat(measured.failures()).containsExactly(new JobFailure(T0 + 4000, null));
        assertThat(restart.levers()).containsExactly("commit.interval.ms sets the input run again (150 records "
                + "fetched and not yet committed when the log last saw the old process), not this restore: halving it "
                + "would not shorten the replay of 700 changelog records", "1 of 2 store partitions replayed their "
                + "changelog from offset 0: no memtable flush yet: the old process's last snapshot showed no SST file "
                + "of the store, so the state dir held no offset");
        assertThat(measured.facts().notes()).containsExactly("Kafka Streams app orders, RUNNING again at "
                + "2026-12-03T17:46:47.500Z after replaying 700 changelog records: " + String.join("; ",
                restart.levers()) + ".");
    }

    @Test
    void aRolledLogReadsInTimeOrderWhateverItsNames(@TempDir Path folder) throws IOException, MeasuredException {
        List<String> lines = Files.readAllLines(log("streams.jsonl").real(), StandardCharsets.UTF_8);
        // the newer part first, as a glob lists streams.jsonl before streams.jsonl.1
        Path newer = Files.write(folder.resolve("streams.jsonl"), lines.subList(8, lines.size()));
        Path older = Files.write(folder.resolve("streams.jsonl.1"), lines.subList(0, 8));
        Measurements rolled = Measurements.readKafkaStreams(List.of(new SavedResponse(newer, "streams.jsonl",
                "streams.jsonl"), new SavedResponse(older, "streams.jsonl.1", "streams.jsonl.1")));
        Measurements whole = Measurements.readKafkaStreams(List.of(log("streams.jsonl")));
        assertThat(rolled.checkpoints()).extracting(Checkpoint::trigger)
                .isEqualTo(whole.checkpoints().stream().map(Checkpoint::trigger).toList());
        assertThat(app(rolled).restarts()).isEqualTo(app(whole).restarts());
        assertThat(rolled.files()).containsExactly("streams.jsonl", "streams.jsonl.1");
    }
}
