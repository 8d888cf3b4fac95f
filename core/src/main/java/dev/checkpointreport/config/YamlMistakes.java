package dev.checkpointreport.config;

import java.util.Optional;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;

/**
 * An indent that does not line up and a bracket left open, said in the scenario's words and placed where the
 * author made them. SnakeYAML words both as parser states ("expected &lt;block end&gt;", "expected ',' or ']',
 * but got :") and places an open bracket on the line after the list, where it first sees a key.
 */
final class YamlMistakes {
    private static final String ALIGN = "; keys of one mapping start in the same column";

    private YamlMistakes() {
    }

    /** A mistake as the scenario's author would say it: the line to name and what is wrong there. */
    record Said(int line, String problem) {
    }

    /** What to say of {@code e} thrown while reading {@code text}, or empty for any other mistake. */
    static Optional<Said> said(MarkedYamlEngineException e, String text) {
        String problem = e.getProblem();
        if (problem == null || e.getProblemMark().isEmpty()) {
            return Optional.empty();
        }
        if (problem.startsWith("expected ',' or ']'") && e.getContextMark().isPresent()) {
            return Optional.of(new Said(e.getContextMark().get().getLine() + 1,
                    "the '[' on this line opens a list that is never closed; end the list with ']'"));
        }
        if (problem.startsWith("expected ',' or '}'") && e.getContextMark().isPresent()) {
            return Optional.of(new Said(e.getContextMark().get().getLine() + 1,
                    "the '{' on this line opens a mapping that is never closed; end the mapping with '}'"));
        }
        String[] lines = text.split("\\R", -1);
        Mark mark = e.getProblemMark().get();
        int line = mark.getLine();
        int above = above(lines, line);
        if (line >= lines.length || above < 0) {
            return Optional.empty();
        }
        int indent = indent(lines[line]);
        int aboveIndent = indent(lines[above]);
        if (problem.startsWith("expected <block end>") && indent < aboveIndent) {
            return Optional.of(new Said(line + 1, "this key is indented " + spaces(indent) + ", the key on line "
                    + (above + 1) + " above it " + spaces(aboveIndent) + ALIGN));
        }
        if (problem.startsWith("mapping values are not allowed") && indent > aboveIndent
                && !lines[above].strip().endsWith(":")) {
            return Optional.of(new Said(line + 1, "this key is indented " + spaces(indent) + ", deeper than the key on"
                    + " line " + (above + 1) + " above it (" + spaces(aboveIndent) + "), which already has a value"
                    + ALIGN));
        }
        return Optional.empty();
    }

    /** The nearest line above {@code line} that holds more than spaces and a comment, or -1. */
    private static int above(String[] lines, int line) {
        for (int i = Math.min(line, lines.length) - 1; i >= 0; i--) {
            String content = lines[i].strip();
            if (!content.isEmpty() && !content.startsWith("#")) {
                return i;
            }
        }
        return -1;
    }

    private static int indent(String line) {
        int spaces = 0;
        while (spaces < line.length() && line.charAt(spaces) == ' ') {
            spaces++;
        }
        return spaces;
    }

    private static String spaces(int count) {
        return count == 1 ? "1 space" : count + " spaces";
    }
}
