/**
 * A scenario run: the model, the timing, the claims and the measured checks over one scenario, and its one verdict.
 *
 * <p>{@code ScenarioRun} runs a scenario, from the YAML file through {@code ConfigLoader}
 * ({@code ScenarioRun.load} into a {@code ScenarioData}: {@code DataFileReader} counts the source file the
 * configuration names with {@code source} and reads the measured responses with {@code measured}, exactly the files
 * the composed scenario listed), {@code MeterStream.count}, {@code RecoveryModel.analyse} and {@code TimingModel.analyse}, checks the
 * scenario's claims ({@code Claims.check}), and returns a {@code ScenarioResult} that carries the run's one
 * {@code ScenarioVerdict}: each {@code Check} of the gate (its {@code Check.Kind}: {@code decision},
 * {@code recovery}, {@code claim}, {@code measured}; passed; its place {@code path:line: }, the path relative to
 * the project's folder, and its text), made from the model's figures ({@code DecisionCost}, {@code DecidedRecovery},
 * {@code ComputedClaim}, {@code MeasuredFigure}), and the warnings beside them. {@code Check},
 * {@code ScenarioVerdict} and {@code gate.GateOutcome} are the only pass/fail types from the model to the page. The verdict is decided here, once; the log, the page's summary, the cards, {@code index.json}, the
 * step summary and the exit status only read it. It writes nothing.
 */
package dev.checkpointreport.run;
