/**
 * The gate: the scenarios' verdicts turned into the lines to log and the one failure.
 *
 * <p>Entry point: {@code GateOutcome.of}. It never judges a check again: every verdict is decided once, in
 * {@code run}.
 */
package dev.checkpointreport.gate;
