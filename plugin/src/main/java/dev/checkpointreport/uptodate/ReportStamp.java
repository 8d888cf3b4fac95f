package dev.checkpointreport.uptodate;

import dev.checkpointreport.folder.OneLine;
import dev.checkpointreport.gate.GateOutcome.Level;
import dev.checkpointreport.gate.GateOutcome.Line;
import dev.checkpointreport.gate.GateOutcome;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a report was made from, as one {@link InputDigest}, the data files its scenarios read, and what the gate
 * said of it. Its {@link #lines} are kept in the folder's marker, after the listing of the report's files, written
 * last: a folder whose marker has no stamp (a report written without one, or a stamp edited by hand) is simply
 * written again. The data files are kept so that an unchanged build can make the digest again without reading
 * the scenarios' YAML to find them: their names follow from the scenarios' bytes, which the digest holds.
 *
 * @param inputs the digest of every input, {@code sha256:...}
 * @param data the data files the scenarios read, as they name them ({@code config.DataFiles}), in order
 */
public record ReportStamp(String inputs, List<Path> data, GateOutcome outcome) {
    static final String INPUTS = "inputs ";
    static final String DATA = "data ";

    /** A stamp of scenarios that read no data file. */
    public ReportStamp(String inputs, GateOutcome outcome) {
        this(inputs, List.of(), outcome);
    }

    /**
     * {@code inputs DIGEST}, {@code data PATH} per data file, then one line per line of the outcome,
     * {@code LEVEL text}, and its failure as {@code FAIL text}, each on one line ({@link OneLine}).
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        lines.add(INPUTS + inputs);
        for (Path file : data) {
            lines.add(DATA + OneLine.escape(file.toString()));
        }
        for (Line line : outcome.lines()) {
            lines.add(line.level() + " " + OneLine.escape(line.text()));
        }
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
        List<Path> data = new ArrayList<>();
        int next = 1;
        for (; next < lines.size() && lines.get(next).startsWith(DATA); next++) {
            try {
                data.add(Path.of(OneLine.unescape(lines.get(next).substring(DATA.length()))));
            } catch (InvalidPathException e) {
                return Optional.empty();
            }
        }
        Optional<GateOutcome> outcome = outcome(lines.subList(next, lines.size()));
        return outcome.isEmpty() ? Optional.empty() : Optional.of(new ReportStamp(inputs, List.copyOf(data),
                outcome.get()));
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
