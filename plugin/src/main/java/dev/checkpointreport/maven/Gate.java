package dev.checkpointreport.maven;

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
 * and, with a recovery objective, recover in time; a job that can never catch up fails a decision too.
 */
final class Gate {
    private final Log log;
    private final boolean failOnSuboptimal;
    private final String passedOver;

    Gate(Log log, boolean failOnSuboptimal) {
        this(log, failOnSuboptimal, " (checkpoint.failOnSuboptimal=false)");
    }

    private Gate(Log log, boolean failOnSuboptimal, String passedOver) {
        this.log = log;
        this.failOnSuboptimal = failOnSuboptimal;
        this.passedOver = passedOver;
    }

    /**
     * The gate of a site report, which never fails the site: a miss is a warning, and the page shows it.
     * Gating the build is the {@code checkpoint-report} goal's job, as JaCoCo's {@code check} is not its
     * {@code report}.
     */
    static Gate inSite(Log log) {
        return new Gate(log, false, " (a site report does not fail the build; the checkpoint-report goal gates it)");
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
        if (!failures.isEmpty()) {
            throw new MojoFailureException(String.join(" ", failures));
        }
    }

    private void judge(boolean passed, String message, List<String> failures) {
        if (passed) {
            log.info(message);
        } else if (failOnSuboptimal) {
            failures.add(message);
        } else {
            log.warn(message + passedOver);
        }
    }
}
