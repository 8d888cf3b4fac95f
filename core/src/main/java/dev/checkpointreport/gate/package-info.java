/**
 * The gate: the scenarios' verdicts turned into the lines to log and the one failure.
 *
 * <p>{@code GateOutcome.of} is the gate: it turns the scenarios' {@code ScenarioVerdict}s, each {@code GateOutcome.Named} by its scenario, into the lines to log
 * (warnings, passed checks, and failing ones as warnings when the gate does not fail the build) and the failure,
 * one line per failing check, each prefixed by the scenario's name in a site; a value the goal prints and throws
 * once, as JaCoCo's {@code check}. It never judges a check again.
 */
package dev.checkpointreport.gate;
