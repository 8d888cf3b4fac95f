package dev.checkpointreport.gate;

import dev.checkpointreport.config.VisibleText;
import dev.checkpointreport.run.Check;
import dev.checkpointreport.run.ScenarioVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * What the build's gate says about a report: the lines to log, in order, and the message to fail the build
 * with, if it does; a value the goal prints and throws once, as JaCoCo's {@code check} reports its
 * violations. Made from the scenarios' {@link ScenarioVerdict}s by {@link #of}, and kept in the report's
 * stamp so that a run whose inputs are unchanged can say it again, word for word, without running the scenario.
 *
 * @param failure the message the build failed with, or {@code null} when it passed
 */
public record GateOutcome(List<Line> lines, String failure) {

    /** How a line was logged. */
    public enum Level { DEBUG, INFO, WARN, ERROR }

    /** One line the gate logged. */
    public record Line(Level level, String text) {
    }

    public GateOutcome {
        lines = List.copyOf(lines);
    }

    /**
     * A scenario's verdict, and the name the gate's lines give it.
     *
     * @param name the scenario's name in a site or aggregate ({@code c1}, {@code module/c1}), each line
     *     prefixed by it; {@code null} for a single report
     */
    public record Named(String name, ScenarioVerdict verdict) {
    }

    /**
     * What the gate says of {@code scenarios}: for each, its warnings, then each check, passed as a line of
     * information and failing as a line of the failure (one line per failing check) or, when the gate does not
     * fail the build, as a warning ending in {@code passedOver}, which says why it does not. A name, a file or
     * a text that holds a character a reader cannot see is shown as {@link VisibleText} shows it.
     */
    public static GateOutcome of(List<Named> scenarios, boolean failsBuild, String passedOver) {
        List<Line> lines = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Named scenario : scenarios) {
            // what a course wrote (a scenario's name, its file, a label in a check) is shown by the one rule,
            // so each line and each line of the failure stays one line, and none starts a workflow command
            String prefix = scenario.name() == null ? "" : VisibleText.quoted(scenario.name()) + ": ";
            for (String warning : scenario.verdict().warnings()) {
                lines.add(new Line(Level.WARN, prefix + VisibleText.visible(warning)));
            }
            for (Check check : scenario.verdict().checks()) {
                String line = prefix + VisibleText.visible(check.place()) + VisibleText.visible(check.text());
                if (check.passed()) {
                    lines.add(new Line(Level.INFO, line));
                } else if (failsBuild) {
                    failures.add(line);
                } else {
                    lines.add(new Line(Level.WARN, line + passedOver));
                }
            }
        }
        return new GateOutcome(lines, failures.isEmpty() ? null : String.join(System.lineSeparator(), failures));
    }

    public boolean fails() {
        return failure != null;
    }
}
