package dev.checkpointreport.uptodate;

import dev.checkpointreport.folder.OneLine;
import dev.checkpointreport.gate.GateOutcome.Level;
import dev.checkpointreport.gate.GateOutcome.Line;
import dev.checkpointreport.gate.GateOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a report was made from, as one {@link InputDigest}, and what the gate said of it. Its {@link #lines} are
 * kept in the folder's marker, after the listing of the report's files, written last: a folder whose marker has
 * no stamp (a report written without one, or a stamp edited by hand) is simply written again.
 *
 * @param inputs the digest of every input, {@code sha256:...}
 */
public record ReportStamp(String inputs, GateOutcome outcome) {
    static final String INPUTS = "inputs ";

    /**
     * {@code inputs DIGEST}, then one line per line of the outcome, {@code LEVEL text}, and its failure as
     * {@code FAIL text}, each on one line ({@link OneLine}).
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(INPUTS + inputs);
        outcome.lines().forEach(line -> lines.add(line.level() + " " + OneLine.escape(line.text())));
        if (outcome.failure() != null) {
            lines.add("FAIL " + OneLine.escape(outcome.failure()));
        }
        return lines;
    }

    /** The stamp {@link #lines} wrote; empty when they are not such a stamp. */
    public static Optional<ReportStamp> parse(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).startsWith(INPUTS) || lines.get(0).length() == INPUTS.length()) {
            return Optional.empty();
        }
        String inputs = lines.get(0).substring(INPUTS.length());
        return outcome(lines.subList(1, lines.size())).map(outcome -> new ReportStamp(inputs, outcome));
    }

    private static Optional<GateOutcome> outcome(List<String> text) {
        List<Line> lines = new ArrayList<>();
        String failure = null;
        for (String entry : text) {
            int space = entry.indexOf(' ');
            if (space < 0 || failure != null) {
                return Optional.empty();
            }
            String kind = entry.substring(0, space);
            String value = OneLine.unescape(entry.substring(space + 1));
            if (kind.equals("FAIL")) {
                failure = value;
            } else {
                try {
                    lines.add(new Line(Level.valueOf(kind), value));
                } catch (IllegalArgumentException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(new GateOutcome(lines, failure));
    }
}
