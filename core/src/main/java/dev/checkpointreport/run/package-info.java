/**
 * A scenario run: its data read, the model, the timing, the claims and the measured history over one scenario, and
 * its one verdict.
 *
 * <p>Entry point: {@code ScenarioRun.of} returns a {@code ScenarioResult}, whose {@code ScenarioVerdict} (its {@code
 * Check}s and warnings) is decided here, once; every output only reads it.
 */
package dev.checkpointreport.run;
