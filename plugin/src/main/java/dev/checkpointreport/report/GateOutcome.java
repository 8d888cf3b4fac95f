package dev.checkpointreport.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the build's gate said about a report: the lines it logged, in order, and the message it failed the
 * build with, if it did. Kept beside the report so that a run whose inputs are unchanged can say it again
 * without running the scenario. It holds lines, not verdicts, so any check the gate makes is kept alike.
 *
 * @param failure the message the build failed with, or {@code null} when it passed
 */
public record GateOutcome(List<Line> lines, String failure) {

    /** How a line was logged. */
    public enum Level { DEBUG, INFO, WARN, ERROR }

    /** One line the gate logged. */
    public record Line(Level level, String text) {
    }

    public GateOutcome {
        lines = List.copyOf(lines);
    }

    public boolean fails() {
        return failure != null;
    }

    /** One line per entry, {@code LEVEL text}, the failure as {@code FAIL text}; backslashes and line breaks escaped. */
    String text() {
        StringBuilder text = new StringBuilder();
        for (Line line : lines) {
            text.append(line.level()).append(' ').append(escape(line.text())).append('\n');
        }
        if (failure != null) {
            text.append("FAIL ").append(escape(failure)).append('\n');
        }
        return text.toString();
    }

    /** The outcome {@link #text} wrote, or empty when {@code lines} are not such text. */
    static Optional<GateOutcome> parse(List<String> text) {
        List<Line> lines = new ArrayList<>();
        String failure = null;
        for (String entry : text) {
            int space = entry.indexOf(' ');
            if (space < 0 || failure != null) {
                return Optional.empty();
            }
            String kind = entry.substring(0, space);
            String value = unescape(entry.substring(space + 1));
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

    /** {@code text} on one line: backslashes and line breaks escaped. */
    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
