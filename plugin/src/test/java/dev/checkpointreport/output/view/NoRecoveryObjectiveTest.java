package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Reports;
import dev.checkpointreport.output.json.ReportJsonOutput;
import java.io.IOException;
import java.nio.file.Path;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code timing} section with a decision and no {@code objective}, which the README allows: the recovery
 * gate judges only whether the job catches up, and says so, instead of reading an objective that is not
 * there.
 */
class NoRecoveryObjectiveTest {
    private static final String VERDICT = "Checkpoint interval 6 recovers from every failure, with no recovery"
            + " objective set: its worst recovery, after a failure in 2026-12, takes 12m 11s (detection 30.0 s,"
            + " restore 0.065 ms, replay 3m 24s, catch-up 8m 17s).";

    @TempDir
    Path folder;

    @Test
    void theRecoveryGatePassesAndStatesTheWorstRecoveryWithoutAnObjective() throws IOException {
        Path report = Reports.write(folder, Reports.timingYaml("objective:\n  recoveryTime: 15m", ""), null);
        Document page = Reports.page(report);
        assertThat(page.getElementById("recovery-gate").text()).isEqualTo("Recovery gate: pass. " + VERDICT);
        assertThat(page.getElementById("recovery-gate").hasClass("gate-pass")).isTrue();
        JsonNode verdict = new ObjectMapper().readTree(report.resolve(ReportJsonOutput.REPORT_JSON).toFile())
                .path("recovery").path("verdict");
        assertThat(verdict.path("met").asBoolean()).isTrue();
        assertThat(verdict.path("message").asText()).isEqualTo(VERDICT);
        assertThat(verdict.path("cheapestMeetingFound").asBoolean()).isFalse();
    }
}
