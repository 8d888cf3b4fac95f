package dev.checkpointreport.run;

/**
 * One check of the build's gate on a scenario: the decided interval is the cheapest in rows, or it meets
 * the recovery objective and catches up, or a claim of the lesson holds.
 *
 * @param message one line a reader can act on, whether the check passed or not
 */
public record GateCheck(boolean passed, String message) {
}
