package dev.checkpointreport.output.markdown;

import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.view.ScenarioRow;
import dev.checkpointreport.output.view.ScenarioRow.Finding;
import dev.checkpointreport.run.ScenarioResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The verdicts of a run as a short Markdown table, one row per scenario, for the summary a CI run shows
 * (GitHub Actions' step summary): the decision, its verdict, where each interval is the best, the
 * recovery verdict, the claims' verdict and a Kafka Streams app's restarts, each mark read from the run's one
 * verdict. What a course wrote, its titles and file names, is escaped, so it reads as text.
 */
public final class StepSummary {
    static final String HEADING = "### Checkpoint report";
    private static final String NOTHING = "—";
    private static final Map<ScenarioRow.Mark, String> MARKS = Map.of(ScenarioRow.Mark.PASS, "✅",
            ScenarioRow.Mark.FAIL, "❌", ScenarioRow.Mark.WARN, "⚠️");
    /** What a table cell's inline Markdown or HTML could read as syntax: a backslash makes each literal. */
    private static final String SYNTAX = "\\`*_[]()!<>&~|";

    private StepSummary() {
    }

    /** A scenario's result, and the name of the file it was read from. */
    public record Entry(String file, ScenarioResult result) {
    }

    /**
     * The heading and the table, one row per scenario in the order given; a column Measured when a scenario
     * judges its model against a job's measured checkpoints, and a column of a Kafka Streams app's restarts when a
     * scenario reads one.
     */
    public static String markdown(List<Entry> scenarios) {
        List<ScenarioRow> digests = new ArrayList<>();
        boolean measured = false;
        boolean restarts = false;
        for (Entry scenario : scenarios) {
            ScenarioRow digest = ScenarioRow.of(scenario.result());
            digests.add(digest);
            measured |= digest.measured() != null;
            restarts |= digest.restarts() != null;
        }
        StringBuilder md = new StringBuilder(HEADING).append("\n\n")
                .append("| Scenario | Decision | Verdict | Best interval by failure probability | Recovery | Claims |")
                .append(measured ? " Measured |" : "").append(restarts ? " Kafka Streams restarts |\n" : "\n")
                .append("| --- | --- | --- | --- | --- | --- |").append(measured ? " --- |" : "")
                .append(restarts ? " --- |\n" : "\n");
        for (int i = 0; i < scenarios.size(); i++) {
            Entry scenario = scenarios.get(i);
            ScenarioRow digest = digests.get(i);
            md.append("| ").append(text(digest.title())).append(" (").append(text(scenario.file())).append(") | ")
                    .append(digest.decision() == null ? NOTHING : digest.decision()).append(" | ")
                    .append(finding(digest.verdict())).append(" | ")
                    .append(digest.bestRanges()).append(" | ")
                    .append(finding(digest.recovery())).append(" | ")
                    .append(digest.claims() == null ? NOTHING : MARKS.get(digest.claims().mark()) + " "
                            + text(digest.claims().text())).append(" |");
            if (measured) {
                md.append(" ").append(digest.measured() == null ? NOTHING : MARKS.get(digest.measured().mark()) + " "
                        + text(digest.measured().text())).append(" |");
            }
            if (restarts) {
                md.append(" ").append(digest.restarts() == null ? NOTHING : text(digest.restarts())).append(" |");
            }
            md.append("\n");
        }
        return md.toString();
    }

    /**
     * Appends the summary of {@code scenarios} to {@code file}, creating it if it is missing, on a line of its
     * own after what the file already holds. A file that exists must be a regular one: a named pipe would block
     * the build until something reads it.
     */
    public static void append(Path file, List<Entry> scenarios) throws IOException {
        append(file, scenarios, BuildHistory.NONE, null);
    }

    /**
     * As {@link #append(Path, List)}, followed by this build against the last build of {@code base} in
     * {@code history} ({@link BaseComparison}), when the history holds one.
     */
    public static void append(Path file, List<Entry> scenarios, BuildHistory history, String base)
            throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new FileSystemException(file.toString(), null, "is not a regular file");
        }
        String separator = Files.exists(file) && Files.size(file) > 0 ? "\n" : "";
        Files.writeString(file, separator + markdown(scenarios) + compared(BaseComparison.of(history, base)),
                StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** The comparison with the base as a heading and a line per scenario, every text escaped; empty without one. */
    static String compared(BaseComparison comparison) {
        if (comparison == null) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n#### ").append(text(comparison.heading())).append("\n\n");
        for (String line : comparison.lines()) {
            md.append("- ").append(text(line)).append("\n");
        }
        return md.toString();
    }

    private static String finding(Finding finding) {
        return finding == null ? NOTHING : MARKS.get(finding.mark()) + " " + finding.text();
    }

    /** Text as it reads: every character Markdown could take for syntax escaped, line breaks as spaces. */
    private static String text(String raw) {
        StringBuilder escaped = new StringBuilder();
        raw.codePoints().forEach(c -> {
            if (c == '\n' || c == '\r' || c == '\t') {
                escaped.append(' ');
                return;
            }
            if (c < 128 && SYNTAX.indexOf(c) >= 0) {
                escaped.append('\\');
            }
            escaped.appendCodePoint(c);
        });
        return escaped.toString();
    }
}
