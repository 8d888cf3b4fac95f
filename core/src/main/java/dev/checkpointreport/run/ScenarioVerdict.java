package dev.checkpointreport.run;

import dev.checkpointreport.claims.ComputedClaim;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.ValuePlace;
import dev.checkpointreport.config.VisibleText;
import dev.checkpointreport.measured.KafkaStreamsApp;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.measured.MeasuredFigure;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.DecisionCost;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.RowCounts;
import dev.checkpointreport.run.Check.Kind;
import dev.checkpointreport.timing.DecidedRecovery;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a scenario's run says to the build, decided once: each {@link Check} of the gate, in order (the decision in
 * rows, the recovery objective with its catch-up, then each false claim or one passed check for all of them,
 * then the measured snapshot time and state size against the model's, with {@code measured.tolerance} (and a
 * Kafka Streams app's slowest restore and catch-up, {@link StreamsGate}), then
 * the trend's crossings against {@code objective.crossingWithin} and its rise against
 * {@code objective.failOnUpwardTrend}),
 * and the warnings the run gives beside them. Every output reads it: the log, the page's summary, the site's
 * card, {@code index.json}, the step summary and the exit status.
 *
 * @param warnings what the reader should know and the gate does not fail: an interval that behaves like
 *     'none', snapshots that overlap, a job that falls behind without a decision, checkpoints no scrape saw
 */
public record ScenarioVerdict(List<Check> checks, List<String> warnings) {

    public ScenarioVerdict {
        checks = List.copyOf(checks);
        warnings = List.copyOf(warnings);
    }

    /** Every check passes (true for a scenario with no decision and no claims). */
    public boolean passed() {
        return failures().isEmpty();
    }

    /** The checks that fail, in order. */
    public List<Check> failures() {
        List<Check> failures = new ArrayList<>();
        for (Check check : checks) {
            if (!check.passed()) {
                failures.add(check);
            }
        }
        return Collections.unmodifiableList(failures);
    }

    /** The checks of {@code kind}, in order. */
    public List<Check> checks(Kind kind) {
        List<Check> found = new ArrayList<>();
        for (Check check : checks) {
            if (check.kind() == kind) {
                found.add(check);
            }
        }
        return Collections.unmodifiableList(found);
    }

    /**
     * The checks of {@code kind} a reader is shown: those that fail, or every one when none fails; empty when the
     * scenario has none. The page's summary, the cards and the step summary show a kind's verdict from them.
     */
    public List<Check> shown(Kind kind) {
        List<Check> all = checks(kind);
        List<Check> failing = new ArrayList<>();
        for (Check check : all) {
            if (!check.passed()) {
                failing.add(check);
            }
        }
        return failing.isEmpty() ? all : Collections.unmodifiableList(failing);
    }

    /** The check of {@code kind}, the first one when there are several, or {@code null}. */
    public Check first(Kind kind) {
        List<Check> found = checks(kind);
        return found.isEmpty() ? null : found.get(0);
    }

    /**
     * The verdict of a run, its places naming {@code file}, the scenario file as a reader of the project names
     * it (relative to the project's folder, with forward slashes), quoted as {@link VisibleText#quoted} quotes a
     * name when it holds a character a reader cannot see.
     */
    static ScenarioVerdict of(CheckpointConfig config, RowCounts counts, Analysis analysis,
            RecoveryTimeAnalysis recovery, List<ComputedClaim> claims, MeasuredAnalysis measured, String file) {
        List<Check> checks = new ArrayList<>();
        String shown = VisibleText.quoted(file);
        String decided = shown + ":" + config.decisionLine() + ": ";
        DecisionCost rows = analysis.decisionCost();
        if (rows != null) {
            checks.add(new Check(Kind.DECISION, rows.optimal(), decided, rows.message()));
        }
        DecidedRecovery time = recovery == null ? null : recovery.decided();
        if (time != null) {
            checks.add(new Check(Kind.RECOVERY, time.met(), decided, time.message(config.periods())));
        }
        boolean allHold = true;
        for (ComputedClaim claim : claims) {
            if (!claim.holds()) {
                checks.add(new Check(Kind.CLAIM, false, shown + ":" + claim.place().line() + ": ",
                        claim.statement()));
                allHold = false;
            }
        }
        if (!claims.isEmpty() && allHold) {
            checks.add(new Check(Kind.CLAIM, true, shown + ":" + claims.get(0).place().line() + ": ",
                    "The scenario's " + claims.size() + (claims.size() == 1 ? " claim holds." : " claims all hold.")));
        }
        if (measured != null && measured.comparison() != null && measured.comparison().tolerance() != null) {
            String place = shown + ":" + config.measured().toleranceLine() + ": ";
            for (MeasuredFigure figure : List.of(measured.comparison().snapshot(), measured.comparison().state())) {
                checks.add(new Check(Kind.MEASURED, figure.withinTolerance(), place, figure.text()));
            }
            if (measured.measurements().facts() instanceof KafkaStreamsApp app) {
                checks.addAll(StreamsGate.checks(app, counts, recovery, measured.comparison().tolerance(), place));
            }
        }
        if (measured != null && config.measured().crossingWithin() != null) {
            checks.addAll(TrendGate.checks(measured.trend(), config.measured(), shown));
        }
        if (measured != null && config.measured().failOnUpwardTrend()) {
            checks.addAll(TrendGate.upward(measured.trend(), config.measured(), shown));
        }
        return new ScenarioVerdict(checks, warnings(config, analysis, recovery, measured, shown));
    }

    private static List<String> warnings(CheckpointConfig config, Analysis analysis, RecoveryTimeAnalysis recovery,
            MeasuredAnalysis measured, String shown) {
        List<String> warnings = new ArrayList<>();
        String gaps = measured == null ? null : measured.measurements().gaps().warning();
        if (gaps != null) {
            warnings.add(gaps);
        }
        if (measured != null) {
            warnings.addAll(measured.measurements().facts().notes());
        }
        for (Interval k : analysis.intervalsLikeNone()) {
            ValuePlace place = config.placeOf(k);
            warnings.add(shown + ":" + place.line() + ": " + place.key() + ": interval " + k + " is longer than the "
                    + analysis.periodCount() + " periods of the stream: it takes no checkpoint and behaves like 'none'.");
        }
        if (recovery != null) {
            for (IntervalRecoveryTime r : recovery.intervals()) {
                if (r.snapshotsOverlap()) {
                    warnings.add("Snapshots of interval " + r.interval() + " take up to "
                            + Durations.format(r.longestSnapshot())
                            + ", as long as the interval itself or longer: each snapshot overlaps the next.");
                }
            }
            if (recovery.decided() == null && recovery.rates().overload().isPresent()) {
                warnings.add(recovery.rates().overload().get().message());
            }
        }
        return warnings;
    }
}
