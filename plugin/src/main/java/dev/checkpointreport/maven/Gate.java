package dev.checkpointreport.maven;

import dev.checkpointreport.run.GateCheck;
import dev.checkpointreport.run.ScenarioResult;
import dev.checkpointreport.timing.Durations;
import dev.checkpointreport.timing.IntervalRecoveryTime;
import dev.checkpointreport.timing.RecoveryTimeAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
        List<String> failures = failures(result);
        if (!failures.isEmpty()) {
            throw new MojoFailureException(String.join(" ", failures));
        }
    }

    /**
     * Checks every scenario of a site, keyed by the file it was read from as a reader names it, and then
     * fails once: one line per failing scenario, each starting with its file.
     */
    void checkAll(Map<String, ScenarioResult> results) throws MojoFailureException {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, ScenarioResult> scenario : results.entrySet()) {
            List<String> failures = failures(scenario.getValue());
            if (!failures.isEmpty()) {
                lines.add(scenario.getKey() + ": " + String.join(" ", failures.stream()
                        .map(failure -> withoutFile(failure, scenario.getValue())).toList()));
            }
        }
        if (!lines.isEmpty()) {
            throw new MojoFailureException(String.join(System.lineSeparator(), lines));
        }
    }

    /**
     * A false claim's line without the file it starts with, which the site's line names already: {@code line 50:
     * claims[24].breakEven is false: ...}.
     */
    private static String withoutFile(String failure, ScenarioResult result) {
        return result.claims().stream().map(claim -> claim.place().file() + ":").filter(failure::startsWith)
                .findFirst().map(file -> "line " + failure.substring(file.length())).orElse(failure);
    }

    /** Logs the warnings and passed checks of one scenario, and returns the lines of the checks that fail it. */
    private List<String> failures(ScenarioResult result) {
        List<String> failures = new ArrayList<>();
        result.analysis().intervalsLikeNone().forEach(k -> log.warn("Checkpoint interval " + k + " is longer than "
                + "the " + result.analysis().periodCount() + " periods of the stream: it takes no checkpoint and "
                + "behaves like 'none'."));
        List<GateCheck> checks = result.gateChecks();
        int rows = result.analysis().verdict() == null ? 0 : 1;
        checks.subList(0, rows).forEach(check -> judge(check, failures));
        RecoveryTimeAnalysis recovery = result.recovery();
        if (recovery != null) {
            recovery.intervals().stream().filter(IntervalRecoveryTime::snapshotsOverlap).forEach(r -> log.warn(
                    "Snapshots of interval " + r.interval() + " take up to " + Durations.format(r.longestSnapshot())
                    + ", as long as the interval itself or longer: each snapshot overlaps the next."));
            if (recovery.verdict() == null) {
                recovery.rates().overload().ifPresent(o -> log.warn(o.message()));
            }
        }
        checks.subList(rows, checks.size()).forEach(check -> judge(check, failures));
        return failures;
    }

    private void judge(GateCheck check, List<String> failures) {
        if (check.passed()) {
            log.info(check.message());
        } else if (failOnSuboptimal) {
            failures.add(check.message());
        } else {
            log.warn(check.message() + passedOver);
        }
    }
}
