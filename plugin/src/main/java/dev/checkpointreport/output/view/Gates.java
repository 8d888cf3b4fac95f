package dev.checkpointreport.output.view;

import dev.checkpointreport.output.view.Page.Gate;
import dev.checkpointreport.run.ScenarioVerdict;
import dev.checkpointreport.run.ScenarioVerdict.Check;
import dev.checkpointreport.run.ScenarioVerdict.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The gate's verdicts as a page or a card shows them, read from the run's {@link ScenarioVerdict} and never
 * judged again: the decision, the recovery objective, the claims and the measured checks, each passing or failing
 * as the verdict says.
 */
final class Gates {

    private Gates() {
    }

    /** The decision's verdict, or {@code null} without a decision. */
    static Gate decision(ScenarioVerdict verdict) {
        Check check = verdict.first(Kind.DECISION);
        return check == null ? null : new Gate("Gate", check.passed(), check.text());
    }

    /** The recovery objective's verdict, or {@code null} without timing or decision. */
    static Gate recovery(ScenarioVerdict verdict) {
        Check check = verdict.first(Kind.RECOVERY);
        return check == null ? null : new Gate("Recovery gate", check.passed(), check.text());
    }

    /**
     * The claims' verdict, or {@code null} without claims: the one passed check, or every false claim in turn,
     * a false one with its place when {@code placed} (a card of a site, where the page's line numbers are not at
     * hand); a passed check needs none, as the decision's and the recovery's do not.
     */
    static Gate claims(ScenarioVerdict verdict, boolean placed) {
        List<Check> claims = verdict.checks(Kind.CLAIM);
        if (claims.isEmpty()) {
            return null;
        }
        boolean passed = true;
        List<String> texts = new ArrayList<>();
        for (Check check : claims) {
            passed &= check.passed();
            texts.add(placed && !check.passed() ? check.message() : check.text());
        }
        return new Gate("Claims gate", passed, String.join(" ", texts));
    }

    /**
     * The measured checks' verdict, or {@code null} without {@code measured.tolerance}: every failing check's text
     * in turn, or that both pass.
     */
    static Gate measured(ScenarioVerdict verdict) {
        List<Check> checks = verdict.checks(Kind.MEASURED);
        if (checks.isEmpty()) {
            return null;
        }
        List<String> failed = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (Check check : checks) {
            all.add(check.text());
            if (!check.passed()) {
                failed.add(check.text());
            }
        }
        return new Gate("Measured gate", failed.isEmpty(), String.join(" ", failed.isEmpty() ? all : failed));
    }
}
