package dev.checkpointreport.maven;

import dev.checkpointreport.claims.ClaimResult;
import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * The build's gate, after the report is written: the decided interval must be the cheapest in rows
 * and, with a recovery objective, recover in time; a job that can never catch up fails a decision too;
 * and every claim the scenario states must hold.
 */
final class Gate {
    private final Log log;
    private final boolean failOnSuboptimal;

    Gate(Log log, boolean failOnSuboptimal) {
        this.log = log;
        this.failOnSuboptimal = failOnSuboptimal;
    }

    void check(ScenarioResult result) throws MojoFailureException {
        List<String> failures = new ArrayList<>();
        result.analysis().intervalsLikeNone().forEach(k -> log.warn("Checkpoint interval " + k + " is longer than "
                + "the " + result.analysis().periodCount() + " periods of the stream: it takes no checkpoint and "
                + "behaves like 'none'."));
        Verdict rows = result.analysis().verdict();
        if (rows != null) {
            judge(rows.optimal(), rows.message(), failures);
        }
        RecoveryTimeAnalysis recovery = result.recovery();
        if (recovery != null) {
            recovery.intervals().stream().filter(IntervalRecoveryTime::snapshotsOverlap).forEach(r -> log.warn(
                    "Snapshots of interval " + r.interval() + " take up to " + Durations.format(r.longestSnapshot())
                    + ", as long as the interval itself or longer: each snapshot overlaps the next."));
            ObjectiveVerdict time = recovery.verdict();
            if (time != null) {
                judge(time.met(), time.message(result.config().periods()), failures);
            } else {
                recovery.rates().overload().ifPresent(o -> log.warn(o.message()));
            }
        }
        claims(result.claims(), failures);
        if (!failures.isEmpty()) {
            throw new MojoFailureException(String.join(" ", failures));
        }
    }

    /** Every false claim is a failure of its own line; when all hold, one line says so. */
    private void claims(List<ClaimResult> claims, List<String> failures) {
        List<ClaimResult> failed = claims.stream().filter(c -> !c.holds()).toList();
        if (!claims.isEmpty() && failed.isEmpty()) {
            log.info("The scenario's " + claims.size() + (claims.size() == 1 ? " claim holds." : " claims all hold."));
        }
        failed.forEach(c -> judge(false, c.message(), failures));
    }

    private void judge(boolean passed, String message, List<String> failures) {
        if (passed) {
            log.info(message);
        } else if (failOnSuboptimal) {
            failures.add(message);
        } else {
            log.warn(message + " (checkpoint.failOnSuboptimal=false)");
        }
    }
}
