package dev.checkpointreport.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.measured.HistorySource;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.measured.Measurements;
import dev.checkpointreport.measured.PrometheusSeries;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.run.ScenarioData;
import dev.checkpointreport.run.ScenarioRun;
import dev.checkpointreport.run.ScenarioRuns;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.numbers.fraction.BigFraction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code measured.prometheus}: saved query_range answers, read with the scenario, each mistake one line. */
class PrometheusMeasuredConfigTest {
    @TempDir
    Path folder;

    private Path scenario(String... replaced) {
        return Measured.prometheus(folder, replaced);
    }

    @Test
    void itsKeyNamesTheOneSourceTheRunReadsTheFilesWith() throws Exception {
        ScenarioData data = ScenarioRuns.load(scenario());
        assertThat(data.config().measured().source()).isEqualTo(HistorySource.PROMETHEUS);
        assertThat(HistorySource.PROMETHEUS.key()).isEqualTo("prometheus");
        assertThat(data.measurements().source()).isSameAs(data.config().measured().source());
    }

    @Test
    void theAnswersAreReadWithTheScenario() throws Exception {
        Measurements measured = ScenarioRuns.load(scenario()).measurements();
        assertThat(measured.source()).isEqualTo(HistorySource.PROMETHEUS);
        assertThat(measured.checkpoints()).hasSize(6);
        assertThat(((PrometheusSeries) measured.facts()).samples()).isEqualTo(12);
        assertThat(measured.files()).hasSize(10).first().isEqualTo("prometheus/checkpointAlignmentTime.json");
    }

    @Test
    void theToleranceJudgesTheSampledCheckpointAsItJudgesAScrapedOne() throws Exception {
        ScenarioResult result = ScenarioRun.of(scenario());
        MeasuredFigure snapshot = result.measured().comparison().snapshot();
        // p90 of the 6 durations 120 150 160 180 210 300 ms is the 6th: checkpoint 4's 300 ms
        assertThat(snapshot.checkpoint().id()).isEqualTo(4L);
        assertThat(snapshot.measured()).isEqualTo(BigFraction.of(300, 1000));
        assertThat(snapshot.withinTolerance()).isEqualTo(
                snapshot.measured().compareTo(snapshot.predicted().multiply(BigFraction.of(3, 2))) <= 0);
        MeasuredFigure state = result.measured().comparison().state();
        assertThat(state.checkpoint().id()).isEqualTo(8L);
        assertThat(state.measured()).isEqualTo(BigFraction.of(1600));
        // 3 failures over the 165 s from the first sample to the last
        assertThat(result.measured().statistics().mtbf()).isEqualByComparingTo("55");
    }

    @Test
    void aBadAnswerIsNamedWithItsFileAndPath() throws Exception {
        Path scenario = scenario();
        Path answer = folder.resolve("prometheus/lastCheckpointDuration.json");
        String text = Files.readString(answer, StandardCharsets.UTF_8).replace("[1767225690,\"300\"]",
                "[1767225690,\"+Inf\"]");
        Files.writeString(answer, text, StandardCharsets.UTF_8);
        assertThat(BadMeasuredTest.refusedIn(folder, scenario)).isEqualTo("prometheus/lastCheckpointDuration.json: "
                + "$.data.result[0].values[6][1]: expected a whole number of at least 0, or -1 for none for "
                + "flink_jobmanager_job_lastCheckpointDuration, found '+Inf': Flink writes no such value of it; save "
                + "the metric's own samples, not an expression of them");
        assertThat(Files.readString(answer, StandardCharsets.UTF_8)).isEqualTo(text);
    }

    @Test
    void prometheusBesideFlinkIsRefused() throws Exception {
        Path scenario = scenario("# Prometheus's query_range answers, one file per metric",
                "\n  flink: flink/*.json");
        assertThat(BadMeasuredTest.refusedIn(folder, scenario)).isEqualTo("measured.yml:34: measured.prometheus: a "
                + "scenario measures one job from one kind of file: name prometheus's saved query_range answers, or "
                + "flink's saved responses, not both");
    }
}
