package dev.checkpointreport.config;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;

/**
 * An indent that does not line up, and a bracket or a quote left open, said in the scenario's words and placed where
 * the author made them. SnakeYAML words them as parser states ("expected &lt;block end&gt;", "expected ',' or ']',
 * but got :", "found unexpected end of stream") and places an open bracket on the line after the list, where it
 * first sees a key, and an open quote at the end of the file.
 */
final class YamlMistakes {
    private static final String ALIGN = "; keys of one mapping start in the same column";

    private YamlMistakes() {
    }

    private static final Pattern KEY = Pattern.compile("^\\s*(?:-\\s+)?([A-Za-z_][\\w-]*)\\s*:(\\s|$)");

    /**
     * A mistake as the scenario's author would say it: the line to name, the key there ({@code null} when none is
     * named) and what is wrong.
     */
    record Said(int line, String key, String problem) {
        Said(int line, String problem) {
            this(line, null, problem);
        }
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
        if ("while scanning a quoted scalar".equals(e.getContext()) && e.getContextMark().isPresent()) {
            Mark open = e.getContextMark().get();
            String quote = open.getLine() < lines.length && open.getColumn() < lines[open.getLine()].length()
                    && lines[open.getLine()].charAt(open.getColumn()) == '\'' ? "single quote" : "double quote";
            return Optional.of(new Said(open.getLine() + 1, keyAt(lines, open.getLine()), "the " + quote + " on this "
                    + "line opens a text that is never closed; end the text with a " + quote));
        }
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

    /**
     * The key a line sets, with the keys above it that hold it ({@code source.generator}), as far as the indents
     * tell; {@code null} when the line sets none.
     */
    private static String keyAt(String[] lines, int line) {
        Matcher own = KEY.matcher(lines[line]);
        if (!own.find()) {
            return null;
        }
        StringBuilder path = new StringBuilder(own.group(1));
        int indent = indent(lines[line]);
        for (int i = line - 1; i >= 0 && indent > 0; i--) {
            String content = lines[i].strip();
            Matcher parent = KEY.matcher(lines[i]);
            if (!content.isEmpty() && !content.startsWith("#") && indent(lines[i]) < indent) {
                indent = indent(lines[i]);
                if (parent.find()) {
                    path.insert(0, parent.group(1) + ".");
                }
            }
        }
        return path.toString();
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
