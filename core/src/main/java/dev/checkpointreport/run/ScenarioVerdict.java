package dev.checkpointreport.run;

import dev.checkpointreport.claims.ClaimResult;
import dev.checkpointreport.config.CheckpointConfig;
import dev.checkpointreport.config.VisibleText;
import dev.checkpointreport.measured.Judged;
import dev.checkpointreport.measured.MeasuredAnalysis;
import dev.checkpointreport.model.Analysis;
import dev.checkpointreport.model.Interval;
import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What a scenario's run says to the build, decided once: each check of the gate, in order (the decision in
 * rows, the recovery objective with its catch-up, then each false claim or one passed check for all of them,
 * then the measured snapshot time and state size against the model's, with {@code measured.tolerance}),
 * and the warnings the run gives beside them. Every output reads it: the log, the page's summary, the site's
 * card, {@code index.json}, the step summary and the exit status.
 *
 * @param warnings what the reader should know and the gate does not fail: an interval that behaves like
 *     'none', snapshots that overlap, a job that falls behind without a decision
 */
public record ScenarioVerdict(List<Check> checks, List<String> warnings) {

    /** What a check is about. */
    public enum Kind {
        DECISION, RECOVERY, CLAIM, MEASURED;

        /** As {@code index.json} spells it: {@code decision}, {@code recovery}, {@code claim}, {@code measured}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * One check of the gate.
     *
     * @param place where the check is written, {@code scenarios/lesson.yml:34: }, the path relative to the
     *     project's folder; empty when the scenario's file is not known
     * @param text the verdict in one line, without its place, as the page shows it
     */
    public record Check(Kind kind, boolean passed, String place, String text) {
        /** The line the log and {@code index.json} give: the place, then the verdict. */
        public String message() {
            return place + text;
        }
    }

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
    static ScenarioVerdict of(CheckpointConfig config, Analysis analysis, RecoveryTimeAnalysis recovery,
            List<ClaimResult> claims, MeasuredAnalysis measured, String file) {
        List<Check> checks = new ArrayList<>();
        String shown = VisibleText.quoted(file);
        String decided = shown + ":" + config.decisionLine() + ": ";
        Verdict rows = analysis.verdict();
        if (rows != null) {
            checks.add(new Check(Kind.DECISION, rows.optimal(), decided, rows.message()));
        }
        ObjectiveVerdict time = recovery == null ? null : recovery.verdict();
        if (time != null) {
            checks.add(new Check(Kind.RECOVERY, time.met(), decided, time.message(config.periods())));
        }
        boolean allHold = true;
        for (ClaimResult claim : claims) {
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
            for (Judged judged : List.of(measured.comparison().snapshot(), measured.comparison().state())) {
                checks.add(new Check(Kind.MEASURED, judged.passed(), place, judged.text()));
            }
        }
        return new ScenarioVerdict(checks, warnings(analysis, recovery));
    }

    private static List<String> warnings(Analysis analysis, RecoveryTimeAnalysis recovery) {
        List<String> warnings = new ArrayList<>();
        for (Interval k : analysis.intervalsLikeNone()) {
            warnings.add("Checkpoint interval " + k + " is longer than the " + analysis.periodCount()
                    + " periods of the stream: it takes no checkpoint and behaves like 'none'.");
        }
        if (recovery != null) {
            for (IntervalRecoveryTime r : recovery.intervals()) {
                if (r.snapshotsOverlap()) {
                    warnings.add("Snapshots of interval " + r.interval() + " take up to "
                            + Durations.format(r.longestSnapshot())
                            + ", as long as the interval itself or longer: each snapshot overlaps the next.");
                }
            }
            if (recovery.verdict() == null && recovery.rates().overload().isPresent()) {
                warnings.add(recovery.rates().overload().get().message());
            }
        }
        return warnings;
    }
}
