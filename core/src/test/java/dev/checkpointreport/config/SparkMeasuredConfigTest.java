package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioData;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.run.ScenarioRuns;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code measured.spark}: a Spark query's progress logs, read with the scenario, each mistake one line. */
class SparkMeasuredConfigTest {
    @TempDir
    Path folder;

    private Path scenario(String... replaced) throws IOException, URISyntaxException {
        Path spark = Files.createDirectories(folder.resolve("spark"));
        Path log = Path.of(SparkMeasuredConfigTest.class.getResource("/measured/spark/progress.jsonl").toURI());
        Files.copy(log, spark.resolve("progress.jsonl"));
        String[] all = new String[replaced.length + 2];
        all[0] = "flink: flink/*.json             # responses saved from Flink's REST API, one file per scrape";
        all[1] = "spark: spark/*.jsonl";
        System.arraycopy(replaced, 0, all, 2, replaced.length);
        return Measured.scenario(folder, all);
    }

    private String refused(Path scenario) {
        return BadMeasuredTest.refusedIn(folder, scenario);
    }

    @Test
    void itsKeyNamesTheOneSourceTheRunReadsTheFilesWith() throws Exception {
        ScenarioData data = ScenarioRuns.load(scenario());
        assertThat(data.config().measured().source()).isEqualTo(HistorySource.SPARK);
        assertThat(HistorySource.SPARK.key()).isEqualTo("spark");
        assertThat(data.measurements().source()).isSameAs(data.config().measured().source());
    }

    @Test
    void theProgressLogsAreReadWithTheScenario() throws Exception {
        Measurements measured = ScenarioRuns.load(scenario()).measurements();
        assertThat(measured.source()).isEqualTo(HistorySource.SPARK);
        assertThat(measured.checkpoints()).hasSize(8);
        assertThat(measured.files()).containsExactly("spark/progress.jsonl");
    }

    @Test
    void theToleranceJudgesTheBatchsCommitAsItJudgesAFlinkCheckpoint() throws Exception {
        ScenarioResult result = ScenarioRun.of(scenario());
        MeasuredFigure snapshot = result.measured().comparison().snapshot();
        // p90 of the 8 commits 50 55 60 60 65 70 90 210 ms is the 8th: batch 5's 210 ms
        assertThat(snapshot.checkpoint().id()).isEqualTo(5L);
        assertThat(snapshot.measured()).isEqualTo(BigFraction.of(210, 1000));
        assertThat(snapshot.withinTolerance()).isEqualTo(
                snapshot.measured().compareTo(snapshot.predicted().multiply(BigFraction.of(3, 2))) <= 0);
        assertThat(snapshot.text()).startsWith("Batch 5, the p90 of 8 measured, took 210.0 ms to commit its state; "
                + "the model predicts ");
        MeasuredFigure state = result.measured().comparison().state();
        assertThat(state.checkpoint().id()).isEqualTo(7L);
        assertThat(state.measured()).isEqualTo(BigFraction.of(2100));
    }

    @Test
    void aBadRecordIsNamedWithItsFileLineAndField() throws Exception {
        Path scenario = scenario();
        Path log = folder.resolve("spark/progress.jsonl");
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        lines.set(4, lines.get(4).replace("\"memoryUsedBytes\":5400", "\"memoryUsedBytes\":\"5400\""));
        Files.write(log, lines, StandardCharsets.UTF_8);
        assertThat(refused(scenario)).isEqualTo("spark/progress.jsonl:5: $.stateOperators[0].memoryUsedBytes: "
                + "expected a size in bytes of at least 0, found the text '5400'");
        assertThat(Files.readAllLines(log, StandardCharsets.UTF_8)).isEqualTo(lines);
    }

    @Test
    void flinkAndSparkInOneSectionAreRefused() throws Exception {
        Path scenario = scenario("spark: spark/*.jsonl", "spark: spark/*.jsonl\n  flink: flink/*.json");
        assertThat(refused(scenario)).isEqualTo("measured.yml:34: measured.spark: a scenario measures one job: name "
                + "flink's saved responses or spark's progress logs, not both");
    }
}
