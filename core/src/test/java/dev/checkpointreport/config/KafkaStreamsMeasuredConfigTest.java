package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.run.ScenarioData;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.run.ScenarioRuns;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code measured.kafkaStreams}: a Kafka Streams app's listener logs, read with the scenario. */
class KafkaStreamsMeasuredConfigTest {
    @TempDir
    Path folder;

    private Path scenario(String... replaced) throws IOException, URISyntaxException {
        Path logs = Files.createDirectories(folder.resolve("kafka-streams"));
        Path log = Path.of(KafkaStreamsMeasuredConfigTest.class.getResource("/measured/kafka-streams/streams.jsonl")
                .toURI());
        Files.copy(log, logs.resolve("streams.jsonl"));
        String[] all = new String[replaced.length + 2];
        all[0] = "flink: flink/*.json             # responses saved from Flink's REST API, one file per scrape";
        all[1] = "kafkaStreams: kafka-streams/streams.jsonl*";
        System.arraycopy(replaced, 0, all, 2, replaced.length);
        return Measured.scenario(folder, all);
    }

    @Test
    void itsKeyNamesTheSourceAndTheLogsAreReadWithTheScenario() throws Exception {
        ScenarioData data = ScenarioRuns.load(scenario());
        assertThat(data.config().measured().source()).isEqualTo(HistorySource.KAFKA_STREAMS);
        assertThat(HistorySource.KAFKA_STREAMS.key()).isEqualTo("kafkaStreams");
        Measurements measured = data.measurements();
        assertThat(measured.source()).isEqualTo(HistorySource.KAFKA_STREAMS);
        assertThat(measured.checkpoints()).hasSize(3);
        assertThat(measured.files()).containsExactly("kafka-streams/streams.jsonl");
    }

    @Test
    void theLogWarnsOfARestoreFromZeroWithItsLevers() throws Exception {
        ScenarioResult result = ScenarioRun.of(scenario());
        assertThat(result.verdict().warnings()).filteredOn(line -> line.startsWith("Kafka Streams"))
                .containsExactly("Kafka Streams app orders, RUNNING again at 2026-12-03T17:46:47.500Z after replaying "
                        + "700 changelog records: commit.interval.ms sets the input run again (150 records fetched and "
                        + "not yet committed when the log last saw the old process), not this restore: halving it "
                        + "would not shorten the replay of 700 changelog records; 1 of 2 store partitions replayed "
                        + "their changelog from offset 0: no memtable flush yet: the old process's last snapshot "
                        + "showed no SST file of the store, so the state dir held no offset.");
    }

    @Test
    void kafkaStreamsAndAnotherSourceInOneSectionAreRefused() throws Exception {
        Path scenario = scenario("kafkaStreams: kafka-streams/streams.jsonl*",
                "kafkaStreams: kafka-streams/streams.jsonl*\n  spark: spark/*.jsonl");
        assertThat(BadMeasuredTest.refusedIn(folder, scenario)).isEqualTo("measured.yml:34: measured.kafkaStreams: a "
                + "scenario measures one job from one kind of file: name kafkaStreams's listener logs, or one other "
                + "source's files, not both");
    }
}
