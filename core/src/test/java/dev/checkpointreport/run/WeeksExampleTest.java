package dev.checkpointreport.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.measured.Crossing;
import dev.checkpointreport.measured.MeasuredTrend;
import dev.checkpointreport.run.Check.Kind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example course's weeks of history, run from its checked-in capture: the step is named, the trend is fitted
 * after it, the crossings are forecast with their ranges, and the trend gate passes at its 14 days and fails when
 * the span is set past the nearest crossing's early bound.
 */
class WeeksExampleTest {
    private static final Path COURSE = Path.of("../example-project/scenarios");
    @TempDir
    Path folder;

    private ScenarioResult run(String within) throws Exception {
        Path data = Files.createDirectories(folder.resolve("data/growing"));
        try (Stream<Path> files = Files.walk(COURSE.resolve("data/growing"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.copy(file, data.resolve(file.getFileName()));
            }
        }
        Path scenario = Files.writeString(folder.resolve("weeks.yml"), Files.readString(COURSE.resolve("weeks.yml"),
                StandardCharsets.UTF_8).replace("crossingWithin: 14d", "crossingWithin: " + within),
                StandardCharsets.UTF_8);
        return ScenarioRuns.of(scenario, folder);
    }

    @Test
    void theCapturedWeeksShowTheStepAndTheCrossings() throws Exception {
        ScenarioResult result = run("14d");
        MeasuredTrend trend = result.measured().trend();

        assertThat(trend.daily().days()).hasSize(31);
        assertThat(trend.duration().steps()).hasSize(1);
        assertThat(trend.state().steps()).hasSize(1);
        assertThat(trend.crossings()).extracting(Crossing::target).containsExactly(Crossing.Target.INTERVAL,
                Crossing.Target.BUDGET, Crossing.Target.MODEL);
        assertThat(trend.crossings()).allSatisfy(crossing -> assertThat(crossing.early()).isNotNull());
        assertThat(result.verdict().checks(Kind.MEASURED)).extracting(Check::passed).containsExactly(true);
    }

    @Test
    void theGateFailsWhenTheSpanReachesTheNearestCrossing() throws Exception {
        List<Check> failed = run("60d").verdict().failures();

        assertThat(failed).extracting(Check::kind).containsOnly(Kind.MEASURED);
        assertThat(failed).extracting(Check::message).containsExactly("weeks.yml:30: The p90 snapshot duration "
                + "reaches the checkpoint interval of 6m 00s on 2027-01-20 (90 %: 2027-01-16 to 2027-01-24): its early "
                + "bound falls within objective.crossingWithin (60d 00h) of the history's last day, 2026-12-03; "
                + "lengthen the interval or shrink the state before then.", "weeks.yml:30: The state reaches "
                + "4.63GB, past which no checkpoint is cheaper than interval 6, on 2026-12-18 "
                + "(90 %: 2026-12-18 to 2026-12-18): its early bound falls within objective.crossingWithin (60d 00h) "
                + "of the history's last day, 2026-12-03; decide the interval again at that state before then.");
    }
}
