package dev.checkpointreport.output.markdown;

import static org.assertj.core.api.Assertions.assertThat;

import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.BuildHistory.Build;
import dev.checkpointreport.output.BuildHistory.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The step summary's comparison with the base says every scenario of this build and every verdict that moved: one
 * the base has no point for is named as new, and a scenario that fails other gates than in the base says which.
 */
class BaseComparisonTest {
    private static Point point(String name, boolean passed, List<String> failing) {
        return new Point(name, "6", 0.75, "6", List.of(), passed, failing, null, List.of());
    }

    private static BuildHistory history(List<Point> base, List<Point> now) {
        return new BuildHistory(List.of(new Build("2026-12-01T10:00:00Z", null, "main", base),
                new Build("2026-12-02T10:00:00Z", null, "change", now)));
    }

    @Test
    void aDeclaredProbabilityThatMovedIsSaidWhereItSaidNoChange() {
        Point base = point("lesson", true, List.of());
        Point now = new Point("lesson", "6", 0.8, "6", List.of(), true, List.of(), null, List.of());

        assertThat(BaseComparison.of(history(List.of(base), List.of(now)), "main").lines())
                .containsExactly("lesson: this change moves the declared probability from 0.75 to 0.8.");
    }

    @Test
    void aScenarioTheBaseHasNoPointForIsNamedAsNew() {
        BaseComparison compared = BaseComparison.of(history(List.of(point("lesson", true, List.of())),
                List.of(point("lesson", true, List.of()), point("added", true, List.of()))), "main");

        assertThat(compared.lines()).containsExactly("lesson: no change.",
                "added: new in this change: the base has no point for it.");
    }

    @Test
    void aScenarioThatFailsOtherGatesSaysWhichWhereItSaidNoChange() {
        BaseComparison compared = BaseComparison.of(history(List.of(point("lesson", false, List.of("decision"))),
                List.of(point("lesson", false, List.of("recovery")))), "main");

        assertThat(compared.lines()).containsExactly("lesson: no figure moved; it now fails its gates (recovery), "
                + "where it failed (decision).");
    }
}
