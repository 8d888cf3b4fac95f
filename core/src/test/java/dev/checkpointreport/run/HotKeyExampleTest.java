package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.model.WorkerLoad;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The example course's hot-key scenario, run from its checked-in file: its decision and recovery gate pass,
 * and the worker that owns the hot meter takes more than twice its even share of the rows.
 */
class HotKeyExampleTest {
    private static final Path SCENARIO = Path.of("../example-project/scenarios/hot-key.yml");

    @Test
    void theHotKeyScenarioPassesItsGatesWithOneWorkerFarAboveTheOthers() throws Exception {
        assertThat(Files.size(SCENARIO.resolveSibling("data/hot-key.csv"))).isLessThan(1_000_000);

        ScenarioResult result = ScenarioRun.of(SCENARIO);

        assertThat(result.analysis().decisionCost().optimal()).isTrue();
        assertThat(result.recovery().decided().met()).isTrue();
        WorkerLoad load = result.workers();
        assertThat(load.rows()).containsExactly(6588L, 1800L, 1812L, 1800L);
        assertThat(load.keys()).containsExactly(150L, 150L, 151L, 150L);
        assertThat(load.busiest()).isZero();
        assertThat(load.busiestShare().toString()).isEqualTo("549 / 1000");
        assertThat(result.counted().distinctKeys()).isEqualTo(601);
        assertThat(result.counted().file()).isEqualTo("data/hot-key.csv");
    }
}
