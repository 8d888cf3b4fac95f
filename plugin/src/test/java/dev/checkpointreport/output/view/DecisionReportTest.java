package dev.checkpointreport.output.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.checkpointreport.Lesson;
import dev.checkpointreport.Reports;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The regret and sensitivity of the lesson's decision, and the analytic optimum, in the page and report.json. */
class DecisionReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;

    @Test
    void theRegretOfSixIsFourHundredRowsAtPZeroInThePageAndTheJson() throws IOException {
        Path report = Reports.lesson(folder.resolve("lesson"));
        Document page = Reports.page(report);
        JsonNode regret = JSON.readTree(report.resolve("report.json").toFile()).get("decision").get("regret");

        assertThat(page.select("#regret-finding").text()).isEqualTo("Interval 6 costs at most 400.0 expected rows "
                + "more than the best interval, at p = 0. At the declared p = 0.75 it costs 0.0 more. Had the failure "
                + "struck in 2026-05, it would have cost 600 rows more than interval 4.");
        assertThat(page.select("#regret tbody tr").get(3).text()).isEqualTo("2026-05 600 interval 4");
        assertThat(regret.get("maximumExact").asText()).isEqualTo("400");
        assertThat(regret.get("maximumAtExact").asText()).isEqualTo("0");
        assertThat(regret.get("atProbabilityExact").asText()).isEqualTo("0");
        assertThat(regret.get("curve").findValuesAsText("probabilityExact")).containsExactly("0", "11/18", "11/12", "1");
        assertThat(regret.get("curve").findValuesAsText("regretExact")).containsExactly("400", "0", "0", "200/11");
        assertThat(regret.get("byFailurePeriod").get(3).toString())
                .isEqualTo("{\"failurePeriod\":\"2026-05\",\"regret\":600,\"best\":4}");
    }

    @Test
    void atAHalfTheDecisionOfSixRegretsSeventyTwoPointSevenRows() throws IOException {
        Path report = Reports.write(folder.resolve("half"), Lesson.yamlWith("probability: 0.75", "probability: 0.5"),
                null);
        JsonNode regret = JSON.readTree(report.resolve("report.json").toFile()).get("decision").get("regret");

        assertThat(regret.get("atProbabilityExact").asText()).isEqualTo("800/11");
        assertThat(Reports.page(report).select("#regret-finding").text()).contains("At the declared p = 0.5 it costs "
                + "72.7 more.");
    }

    @Test
    void theSensitivityTableShowsElevenEighteenthsAndElevenTwelfthsAtOneTimes() throws IOException {
        Path report = Reports.lesson(folder.resolve("lesson"));
        Document page = Reports.page(report);
        JsonNode sensitivity = JSON.readTree(report.resolve("report.json").toFile()).get("sensitivity");

        assertThat(page.select("#sensitivity tbody tr").eachText()).containsExactly(
                "0.5× 100 none → 6 at 11/36; 6 → 4 at 11/24; 4 → 3 at 11/12 4",
                "1× 200 none → 6 at 11/18; 6 → 4 at 11/12 6",
                "2× 400 — (one interval is the best at every p) none");
        assertThat(page.select("#sensitivity-finding").text()).isEqualTo("From 100 to 400 state rows the decision "
                + "holds only at 1×: at p = 0.75 the best is interval 4 at 0.5× and no checkpoint at 2×, not interval 6.");
        assertThat(sensitivity.get("stateRows").get(1).get("breakEvens").findValuesAsText("probabilityExact"))
                .containsExactly("11/18", "11/12");
        assertThat(sensitivity.get("decisionHolds").asBoolean()).isFalse();
        assertThat(sensitivity.get("capacity").isNull()).isTrue();
    }

    @Test
    void withTimingTheWorstRecoveryOfSixIsGivenAtEightyAndHundredTwentyPercent() throws IOException {
        Path report = Reports.write(folder.resolve("timing"), Reports.timingYaml(), null);
        JsonNode capacity = JSON.readTree(report.resolve("report.json").toFile()).get("sensitivity").get("capacity");

        assertThat(Reports.page(report).select("#capacity-sensitivity tbody tr").eachText()).containsExactly(
                "80 % 1.2 31m 40s 2026-12 no", "100 % 1.5 12m 11s 2026-12 yes", "120 % 1.8 7m 42s 2026-12 yes");
        assertThat(capacity.get("capacities").findValuesAsText("meetsObjective")).isEqualTo(List.of("false", "true",
                "true"));
    }

    @Test
    void theOptimumTableShowsYoungDalyAndTheExactOneInWallTimeAndPeriods() throws IOException {
        Path report = Reports.write(folder.resolve("optimum"), Reports.optimumYaml(), null);
        Document page = Reports.page(report);

        assertThat(page.select("#optimum tbody tr").eachText()).containsExactly(
                "Young (1974), √(2δM) 5m 07s 5.11",
                "Daly (2006), eq. 37 4m 58s 4.97",
                "exact, M·[1 + W₀(−e^−(δ/M+1))] 4m 58s 4.97",
                "listed interval nearest the exact interval 4 (4m 00s) 4",
                "discrete model's best at p = 0.0165 no checkpoint none");
        assertThat(page.select("#optimum-finding").text()).isEqualTo("They differ: the exact optimum, 4m 58s, is "
                + "nearest interval 4 (4m 00s), but at p = 0.0165 per period, which an MTBF of 1h 00m implies, the "
                + "discrete model picks no checkpoint, because it charges each checkpoint 200 rows whatever its "
                + "snapshot takes and counts the rows a failure recomputes, while the analytic optimum trades the "
                + "13.1 s a snapshot takes against the work a failure loses at that rate.");
        assertThat(JSON.readTree(report.resolve("report.json").toFile()).get("optimum").get("agree").asBoolean())
                .isFalse();
    }

    @Test
    void withoutAnMtbfThereIsNoOptimum() throws IOException {
        Path report = Reports.write(folder.resolve("timing"), Reports.timingYaml(), null);

        assertThat(Reports.page(report).select("#optimum")).isEmpty();
        assertThat(JSON.readTree(report.resolve("report.json").toFile()).get("optimum").isNull()).isTrue();
    }
}
