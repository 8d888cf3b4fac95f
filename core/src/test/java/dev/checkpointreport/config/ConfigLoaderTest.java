package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.checkpointreport.Lesson;
import dev.checkpointreport.model.Criterion;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.run.ScenarioRuns;
import dev.checkpointreport.source.MeterStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {

    @Test
    void readsTheLessonsScenario() {
        CheckpointConfig config = Lesson.config();

        assertThat(config.title()).isEqualTo("State in Stream Engines");
        assertThat(config.seed()).isEqualTo(20260218L);
        assertThat(config.subscribers()).isEqualTo(200);
        assertThat(config.periods()).hasSize(12).startsWith("2026-01", "2026-02").endsWith("2026-12");
        assertThat(config.failurePeriod()).isEqualTo("2026-09");
        assertThat(config.failurePeriodIndex()).isEqualTo(8);
        assertThat(config.probabilities()).containsExactly(
                new BigDecimal("1.0"), new BigDecimal("0.75"), new BigDecimal("0.5"), new BigDecimal("0.25"));
        assertThat(config.intervals()).containsExactly(Interval.NONE, Interval.every(6), Interval.every(4),
                Interval.every(3), Interval.every(2), Interval.every(1));
        assertThat(config.stateRows()).isEqualTo(200);
        assertThat(config.workers()).isEqualTo(4);
        assertThat(config.decision().interval()).isEqualTo(Interval.every(6));
        assertThat(config.decision().probability()).isEqualByComparingTo("0.75");
        assertThat(config.decision().criterion()).isEqualTo(Criterion.EXPECTED);
    }

    @Test
    void periodsMayBeAListOfLabels() throws ConfigException {
        CheckpointConfig config = ConfigLoader.parse("weeks.yml", Lesson.yamlWith(
                "periods: 2026-01..2026-12", "periods: [w01, w02, w03]",
                "period: 2026-09", "period: w03",
                "intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 1]",
                "interval: 6", "interval: 1"));

        assertThat(config.periods()).containsExactly("w01", "w02", "w03");
        assertThat(config.failurePeriodIndex()).isEqualTo(2);
    }

    @Test
    void anIntervalLongerThanTheStreamIsKeptUpToTheLongestStream() throws ConfigException {
        CheckpointConfig config = ConfigLoader.parse("long.yml", Lesson.yamlWith(
                "intervals: [none, 6, 4, 3, 2, 1]", "intervals: [none, 13, 1200]", "interval: 6", "interval: 1200"));

        assertThat(config.periods()).hasSize(12);
        assertThat(config.intervals()).containsExactly(Interval.NONE, Interval.every(13), Interval.every(Limits.MAX_PERIODS));
        assertThat(config.decision().interval()).isEqualTo(Interval.every(1200));
    }

    @Test
    void optionalKeysTakeTheirDefaults() throws ConfigException {
        CheckpointConfig config = ConfigLoader.parse("minimal.yml", """
                source: {seed: 1, subscribers: 3, periods: [a, b]}
                failure: {period: b, probabilities: [1]}
                checkpoint: {intervals: [none], stateRows: 1}
                """);

        assertThat(config.title()).isEqualTo(Defaults.TITLE);
        assertThat(config.generator()).isEqualTo(Defaults.GENERATOR);
        assertThat(config.workers()).isEqualTo(Defaults.WORKERS);
        assertThat(config.decision()).isNull();
    }

    @Test
    void aSeedLeftOutIsTheLessonsAndNoSeedChangesTheLessonsRows() throws Exception {
        CheckpointConfig unseeded = ConfigLoader.parse("unseeded.yml", Lesson.yamlWith("  seed: 20260218\n", ""));

        assertThat(unseeded.seed()).isEqualTo(20260218L);
        List<Long> lesson = rows(unseeded);
        assertThat(lesson).hasSize(4 * 12 + 4 + 1).endsWith(2200L);
        for (String seed : List.of("0", "1", "999", "4294967295")) {
            CheckpointConfig seeded = ConfigLoader.parse("seeded.yml", Lesson.yamlWith("seed: 20260218", "seed: " + seed));
            assertThat(seeded.seed()).isEqualTo(Long.parseLong(seed));
            assertThat(rows(seeded)).as("seed " + seed).isEqualTo(lesson);
        }
    }

    /** Each worker's rows up to each period, then its keys, then the whole job's rows. */
    private static List<Long> rows(CheckpointConfig config) {
        RowCounts counts = MeterStream.count(config.seed(), config.subscribers(), config.periods().size(),
                config.workers());
        List<Long> rows = new java.util.ArrayList<>();
        for (int w = 0; w < counts.workers(); w++) {
            for (int p = 0; p < counts.periods(); p++) {
                rows.add(counts.worker(w).upTo(p));
            }
            rows.add(counts.keysOf(w));
        }
        rows.add(counts.totalRows());
        return rows;
    }

    @Test
    void aMissingFileIsNamed(@TempDir Path dir) {
        Path missing = dir.resolve("nowhere.yml");

        assertThatThrownBy(() -> ScenarioRuns.load(missing))
                .isInstanceOf(ConfigException.class)
                .hasMessage(missing + ": the configuration file does not exist");
    }

    @Test
    void aFolderIsNotAScenario(@TempDir Path dir) {
        assertThatThrownBy(() -> ScenarioRuns.load(dir))
                .isInstanceOf(ConfigException.class)
                .hasMessage(dir + ": is a folder; expected the scenario's YAML file");
    }

    @Test
    void aFileThatIsNotUtf8IsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.yml");
        Files.write(file, new byte[] {'t', 'i', 't', 'l', 'e', ':', ' ', (byte) 0xE9});

        assertThatThrownBy(() -> ScenarioRuns.load(file)).hasMessage(file + ":1: the file is not UTF-8 text: the byte 0xE9 "
                + "at offset 7 cannot be decoded; save the file as UTF-8");
    }

    @Test
    void aFileIsReadFromDisk(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("checkpoint-report.yml");
        Files.writeString(file, Lesson.yaml());

        assertThat(ScenarioRuns.load(file).config().intervals()).hasSize(6);
    }
}
