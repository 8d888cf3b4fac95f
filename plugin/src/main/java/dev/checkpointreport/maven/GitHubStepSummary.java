package dev.checkpointreport.maven;

import dev.checkpointreport.report.markdown.StepSummary;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.logging.Log;

/**
 * The run's verdicts in the summary of a GitHub Actions step: appended to the file that
 * {@value #VARIABLE} names, when it names one. A summary that cannot be written is a warning, never a
 * failed build: the report is written and the gate still judges.
 */
final class GitHubStepSummary {
    static final String VARIABLE = "GITHUB_STEP_SUMMARY";

    private GitHubStepSummary() {
    }

    static void append(Log log, List<StepSummary.Entry> scenarios) {
        append(log, System.getenv(VARIABLE), scenarios);
    }

    /** As {@link #append(Log, List)}, to {@code target} in place of the variable's value. */
    static void append(Log log, String target, List<StepSummary.Entry> scenarios) {
        if (target == null || target.isEmpty()) {
            return;
        }
        try {
            StepSummary.append(Path.of(target), scenarios);
        } catch (IOException | InvalidPathException e) {
            log.warn(Messages.summaryFailed(target, e));
        }
    }
}
