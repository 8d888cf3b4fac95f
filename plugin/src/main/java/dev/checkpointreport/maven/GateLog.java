package dev.checkpointreport.maven;

import dev.checkpointreport.gate.GateOutcome;
import dev.checkpointreport.gate.GateOutcome.Line;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * Says what the gate decided: each line of its {@link GateOutcome} logged at its level, then the build failed
 * once, with one line per failing check, when the outcome fails. The goals judge nothing themselves; every
 * line is one line ({@link Messages#oneLine}).
 */
final class GateLog {
    /** Why a failing check is a warning when {@code failOnGate} is off. */
    static final String NOT_FAILING = " (checkpoint.failOnGate=false)";
    /** Why a failing check is a warning in {@code mvn site}. */
    static final String IN_SITE = " (a site report does not fail the build; the checkpoint-report goal gates it)";

    private GateLog() {
    }

    /** Logs the outcome's lines and fails the build with its failure. */
    static void say(GateOutcome outcome, Log log) throws MojoFailureException {
        for (Line line : outcome.lines()) {
            String text = Messages.oneLine(line.text());
            switch (line.level()) {
                case DEBUG -> log.debug(text);
                case INFO -> log.info(text);
                case WARN -> log.warn(text);
                case ERROR -> log.error(text);
            }
        }
        if (outcome.fails()) {
            // one line per failing check, each made one line by GateOutcome: the breaks between them are ours
            throw new MojoFailureException(outcome.failure());
        }
    }
}
