package dev.checkpointreport.report;

import java.util.List;
import java.util.Optional;

/**
 * What a report was made from, as one {@link InputDigest}, and what the gate said of it. It is kept in the
 * folder's {@link Marker}, after the listing of the report's files, written last: a folder whose marker has no
 * stamp (a report written without one, or a stamp edited by hand) is simply written again.
 *
 * @param inputs the digest of every input, {@code sha256:...}
 */
public record ReportStamp(String inputs, GateOutcome outcome) {
    static final String INPUTS = "inputs ";

    /** {@code inputs DIGEST} on a line, then the outcome's lines. */
    String text() {
        return INPUTS + inputs + "\n" + outcome.text();
    }

    /** The stamp {@link #text} wrote as {@code lines}; empty when they are not such a stamp. */
    static Optional<ReportStamp> parse(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).startsWith(INPUTS) || lines.get(0).length() == INPUTS.length()) {
            return Optional.empty();
        }
        String inputs = lines.get(0).substring(INPUTS.length());
        return GateOutcome.parse(lines.subList(1, lines.size())).map(outcome -> new ReportStamp(inputs, outcome));
    }
}
