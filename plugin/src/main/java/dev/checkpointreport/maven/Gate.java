package dev.checkpointreport.maven;

import dev.checkpointreport.model.Verdict;
import dev.checkpointreport.report.Findings;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.IntervalRecovery;
import dev.checkpointreport.timing.ObjectiveVerdict;
import dev.checkpointreport.timing.RecoveryAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * The build's gate, after the report is written: the decided interval must be the cheapest in rows
 * and, with a recovery objective, recover in time; a job that can never catch up fails a decision too.
 */
final class Gate {
    private final Log log;
    private final boolean failOnSuboptimal;

    Gate(Log log, boolean failOnSuboptimal) {
        this.log = log;
        this.failOnSuboptimal = failOnSuboptimal;
    }

    void check(Findings findings) throws MojoFailureException {
        List<String> failures = new ArrayList<>();
        findings.analysis().intervalsLikeNone().forEach(k -> log.warn("Checkpoint interval " + k + " is longer than "
                + "the " + findings.analysis().periodCount() + " periods of the stream: it takes no checkpoint and "
                + "behaves like 'none'."));
        Verdict rows = findings.analysis().verdict();
        if (rows != null) {
            judge(rows.optimal(), rows.message(), failures);
        }
        RecoveryAnalysis recovery = findings.recovery();
        if (recovery != null) {
            recovery.intervals().stream().filter(IntervalRecovery::snapshotsOverlap).forEach(r -> log.warn(
                    "Snapshots of interval " + r.interval() + " take up to " + Durations.format(r.longestSnapshot())
                    + ", as long as the interval itself or longer: each snapshot overlaps the next."));
            ObjectiveVerdict time = recovery.verdict();
            if (time != null) {
                judge(time.met(), time.message(findings.config().periods()), failures);
            } else if (!recovery.catchesUp()) {
                log.warn(neverCatchesUp(recovery));
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
            log.warn(message + " (checkpoint.failOnSuboptimal=false)");
        }
    }

    private static String neverCatchesUp(RecoveryAnalysis recovery) {
        List<Double> arrivals = recovery.workerArrivalRates();
        int busiest = arrivals.indexOf(arrivals.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        return String.format(Locale.ROOT, "The job can never catch up after a failure: worker %d receives %.4f rows/s "
                + "but processes at most %.4f rows/s. Raise timing.capacity; see the report's recovery section.",
                busiest, arrivals.get(busiest), recovery.processingRate());
    }
}
