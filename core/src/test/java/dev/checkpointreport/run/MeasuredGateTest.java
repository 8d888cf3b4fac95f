package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.Measured;
import dev.checkpointreport.measured.ModelComparison;
import dev.checkpointreport.run.Check.Kind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The measured section's gate, on the hand-checked responses: the model predicts a snapshot of 13056 B at
 * 32640 B/s, 400 ms exactly, and a largest state of 51200 B; checkpoint 8, the p90 of 9, took 500 ms, an
 * underestimate of exactly 25 %.
 */
class MeasuredGateTest {
    @TempDir
    Path folder;

    private Path scenario(String... replaced) {
        return Measured.scenario(folder, replaced);
    }

    private List<Check> measuredChecks(String... replaced) throws Exception {
        ScenarioResult result = ScenarioRuns.of(scenario(replaced), folder);
        return result.verdict().checks().stream().filter(check -> check.kind() == Kind.MEASURED).toList();
    }

    @Test
    void withinTheToleranceBothChecksPassNamingTheToleranceLine() throws Exception {
        List<Check> checks = measuredChecks();
        assertThat(checks).extracting(Check::passed).containsExactly(true, true);
        assertThat(checks).extracting(Check::message).containsExactly(
                "measured.yml:36: Checkpoint 8, the p90 of 9 measured, took 500.0 ms end to end; the model predicts "
                        + "400.0 ms for a snapshot at interval 6: an underestimate of 25 %, within the tolerance of 50 %.",
                "measured.yml:36: Checkpoint 10, the p90 of 9 measured, holds 7500 B of state; the model predicts "
                        + "51200 B at its largest: no underestimate, within the tolerance of 50 %.");
    }

    @Test
    void anUnderestimateOfExactlyTheTolerancePassesAndAHairMoreFails() throws Exception {
        assertThat(measuredChecks("tolerance: 50%", "tolerance: 25%").get(0).passed()).isTrue();
        Check failed = measuredChecks("tolerance: 50%", "tolerance: 24.9%").get(0);
        assertThat(failed.passed()).isFalse();
        assertThat(failed.message()).isEqualTo("measured.yml:36: Checkpoint 8, the p90 of 9 measured, took 500.0 ms "
                + "end to end; the model predicts 400.0 ms for a snapshot at interval 6: an underestimate of 25 %, "
                + "beyond the tolerance of 24.9 %; a storage.writeRate of at most 32.6KB/s keeps it within.");
    }

    @Test
    void aReaderIsShownTheFailingCheckAloneOrEveryCheckWhenNoneFails() throws Exception {
        ScenarioVerdict within = ScenarioRuns.of(scenario(), folder).verdict();
        assertThat(within.shown(Kind.MEASURED)).extracting(Check::passed).containsExactly(true, true);
        ScenarioVerdict beyond = ScenarioRuns.of(scenario("tolerance: 50%", "tolerance: 24.9%"), folder).verdict();
        assertThat(beyond.checks(Kind.MEASURED)).extracting(Check::passed).containsExactly(false, true);
        assertThat(beyond.shown(Kind.MEASURED)).extracting(Check::text).containsExactly("Checkpoint 8, the p90 of 9 "
                + "measured, took 500.0 ms end to end; the model predicts 400.0 ms for a snapshot at interval 6: an "
                + "underestimate of 25 %, beyond the tolerance of 24.9 %; a storage.writeRate of at most 32.6KB/s keeps "
                + "it within.");
    }

    @Test
    void theStateSizeIsJudgedAgainstTheModelsLargestState() throws Exception {
        // 8 B an entry instead of 64: the model's largest state is 6400 B, under the job's p90 of 7500 B
        Check state = measuredChecks("entryBytes: 64", "entryBytes: 8").get(1);
        assertThat(state.message()).isEqualTo("measured.yml:36: Checkpoint 10, the p90 of 9 measured, holds "
                + "7500 B of state; the model predicts 6400 B at its largest: an underestimate of 17.2 %, within the "
                + "tolerance of 50 %.");
        Check beyond = measuredChecks("entryBytes: 64", "entryBytes: 8", "tolerance: 50%", "tolerance: 17%").get(1);
        assertThat(beyond.passed()).isFalse();
        // 9 B an entry: 7200 B, and 7200 B × 1.17 holds the 7500 B measured
        assertThat(beyond.message()).isEqualTo("measured.yml:36: Checkpoint 10, the p90 of 9 measured, holds 7500 B "
                + "of state; the model predicts 6400 B at its largest: an underestimate of 17.2 %, beyond the tolerance "
                + "of 17 %; a state.entryBytes of at least 9 keeps it within.");
    }

    @Test
    void withoutAToleranceAnUnderestimateNamesTheWriteRateThatWouldPredictIt() throws Exception {
        ModelComparison model = ScenarioRuns.of(scenario("  tolerance: 50%                  # the model may underestimate it by at most this\n", ""), folder)
                .measured().comparison();
        // 13056 B in the 500 ms measured: 26112 B/s
        assertThat(model.snapshot().text()).isEqualTo("Checkpoint 8, the p90 of 9 measured, took 500.0 ms end to end; "
                + "the model predicts 400.0 ms for a snapshot at interval 6: an underestimate of 25 %; a "
                + "storage.writeRate of 26.1KB/s would predict it.");
    }

    @Test
    void theChosenPercentileNamesAnotherCheckpoint() throws Exception {
        Check snapshot = measuredChecks("percentile: p90", "percentile: p50").get(0);
        assertThat(snapshot.passed()).isTrue();
        assertThat(snapshot.text()).startsWith("Checkpoint 6, the p50 of 9 measured, took 300.0 ms end to end;")
                .contains(": no underestimate, within");
    }

    @Test
    void withoutAToleranceTheGateHasNoMeasuredCheck() throws Exception {
        assertThat(measuredChecks("  tolerance: 50%                  # the model may underestimate it by at most this\n",
                "")).isEmpty();
    }

    @Test
    void theOptimumIsRecomputedFromTheMeasuredDeltaAndMtbf() throws Exception {
        ModelComparison comparison = ScenarioRuns.of(scenario(), folder).measured().comparison();
        // δ = 0.5 s (checkpoint 8, p90), M = 9.45 s (one failure in 9.45 s): Young √(2·0.5·9.45)
        assertThat(comparison.optimum().snapshot()).isEqualTo(0.5);
        assertThat(comparison.optimum().mtbf()).isEqualTo(9.45);
        assertThat(comparison.optimum().young()).isEqualTo(Math.sqrt(9.45));
        assertThat(comparison.measuredMtbf()).isTrue();
        // the declared: δ = 0.4 s, the longest snapshot of any interval, and failure.mtbf 10 s
        assertThat(comparison.prediction().declared().young()).isEqualTo(Math.sqrt(8.0));
        // checkpoint 8 wrote 500 B (checkpointed_size) in 500 ms; the storage declares 4 × 32640 B/s
        assertThat(comparison.impliedWriteRate()).isEqualTo(1000.0);
        assertThat(comparison.declaredWriteRate()).isEqualTo(130560.0);
    }
}
