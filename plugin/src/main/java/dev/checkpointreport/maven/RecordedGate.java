package dev.checkpointreport.maven;

import dev.checkpointreport.report.GateOutcome;
import dev.checkpointreport.report.GateOutcome.Level;
import dev.checkpointreport.report.GateOutcome.Line;
import dev.checkpointreport.run.ScenarioResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.plugin.logging.SystemStreamLog;

/**
 * The {@link Gate} run into a record, so that its outcome can be kept with the report and said again, word
 * for word, by a build that finds the report up to date. Whatever the gate checks, its lines and its
 * failure are what is kept.
 */
final class RecordedGate {

    private RecordedGate() {
    }

    /** A check the gate makes, logging into the given log. */
    @FunctionalInterface
    private interface Check {
        void run(Gate gate) throws MojoFailureException;
    }

    /** What the gate says of {@code result}, without saying it yet. */
    static GateOutcome judge(ScenarioResult result, boolean failOnSuboptimal) {
        return record(failOnSuboptimal, gate -> gate.check(result));
    }

    /** What the gate says of a site's scenarios, keyed by file as {@link Gate#checkAll} takes them. */
    static GateOutcome judgeAll(Map<String, ScenarioResult> results, boolean failOnSuboptimal) {
        return record(failOnSuboptimal, gate -> gate.checkAll(results));
    }

    private static GateOutcome record(boolean failOnSuboptimal, Check check) {
        Recording log = new Recording();
        try {
            check.run(new Gate(log, failOnSuboptimal));
        } catch (MojoFailureException e) {
            return new GateOutcome(log.lines, e.getMessage());
        }
        return new GateOutcome(log.lines, null);
    }

    /** Logs the outcome's lines and fails the build with its failure, as the gate did. */
    static void say(GateOutcome outcome, Log log) throws MojoFailureException {
        for (Line line : outcome.lines()) {
            switch (line.level()) {
                case DEBUG -> log.debug(line.text());
                case INFO -> log.info(line.text());
                case WARN -> log.warn(line.text());
                case ERROR -> log.error(line.text());
            }
        }
        if (outcome.fails()) {
            throw new MojoFailureException(outcome.failure());
        }
    }

    /** A log that keeps the lines instead of printing them. */
    private static final class Recording extends SystemStreamLog {
        private final List<Line> lines = new ArrayList<>();

        @Override
        public void debug(CharSequence content) {
            lines.add(new Line(Level.DEBUG, content.toString()));
        }

        @Override
        public void info(CharSequence content) {
            lines.add(new Line(Level.INFO, content.toString()));
        }

        @Override
        public void warn(CharSequence content) {
            lines.add(new Line(Level.WARN, content.toString()));
        }

        @Override
        public void error(CharSequence content) {
            lines.add(new Line(Level.ERROR, content.toString()));
        }
    }
}
