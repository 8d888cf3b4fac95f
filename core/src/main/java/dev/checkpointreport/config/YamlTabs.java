package dev.checkpointreport.config;

import java.util.Optional;
import org.snakeyaml.engine.v2.exceptions.Mark;

/**
 * What a tab SnakeYAML refuses is doing, said in the scenario's words. The library says "Do not use \t(TAB) for
 * indentation" of every tab outside a quoted text or a flow list, including the one after {@code seed:} that
 * separates a key from its value; the mark's column tells them apart.
 */
final class YamlTabs {
    private static final String LIBRARY_WORDS = "\\t(TAB)";
    private static final int MOST_SHOWN = 40;

    private YamlTabs() {
    }

    /** The problem to say for a refused tab at {@code mark} in {@code text}, or empty for any other mistake. */
    static Optional<String> problem(String problem, Optional<Mark> mark, String text) {
        if (problem == null || !problem.contains(LIBRARY_WORDS) || mark.isEmpty()) {
            return Optional.empty();
        }
        String[] lines = text.split("\\R", -1);
        int line = mark.get().getLine();
        int column = mark.get().getColumn();
        if (line < 0 || line >= lines.length || column < 0 || column > lines[line].length()) {
            return Optional.empty();
        }
        String before = lines[line].substring(0, column).strip();
        if (before.isEmpty()) {
            return Optional.of("a tab indents this line; YAML indents with spaces only");
        }
        String shown = VisibleText.visible(before.length() > MOST_SHOWN
                ? "..." + before.substring(before.length() - MOST_SHOWN) : before);
        if (before.endsWith(":")) {
            return Optional.of("a tab after '" + shown + "' separates the key from its value; YAML allows only spaces"
                    + " there");
        }
        return Optional.of("a tab after '" + shown + "', where YAML allows only spaces");
    }
}
