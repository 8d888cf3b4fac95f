package dev.checkpointreport.config;

import java.util.Locale;

/**
 * The one rule for quoting what a user wrote (a file or scenario name, a key, a label, a value) in a message:
 * every character a reader cannot see (a line break, another control character, a format character such as
 * U+202E, U+200B, U+2066 to U+2069 or U+FEFF, a line separator) written as YAML writes it in double quotes,
 * so a message stays one line, shows what the file holds, and no line of the log can start a GitHub workflow
 * command the plugin did not mean.
 */
public final class VisibleText {

    private VisibleText() {
    }

    /**
     * The text with every character a reader cannot see written as YAML writes it in double quotes (a line
     * break as backslash n, a zero-width space as backslash u200B) and every backslash doubled, so a message
     * that quotes it stays one line and shows what the file holds; {@code null} when every character is
     * visible, and the text, backslashes and all, can be shown as it is.
     */
    static String escaped(String text) {
        boolean allVisible = true;
        for (int i = 0; i < text.length() && allVisible; i += Character.charCount(text.codePointAt(i))) {
            allVisible = !invisible(text.codePointAt(i));
        }
        if (allVisible) {
            return null;
        }
        StringBuilder visible = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            visible.append(escape(text.codePointAt(i)));
        }
        return visible.toString();
    }

    /** {@code text}, or its escaped form when it holds a character a reader cannot see. */
    public static String visible(String text) {
        String escaped = escaped(text);
        return escaped == null ? text : escaped;
    }

    /**
     * A name (a dotted key, a file, a scenario) as a message gives it: as it is, or in double quotes, escaped,
     * when it holds a character a reader cannot see, is empty, begins or ends with a space, or begins with
     * {@code ::}, which GitHub Actions reads as a workflow command at the start of a line: a key of a, a line
     * break and b is named as a, backslash, n and b in double quotes.
     */
    public static String quoted(String name) {
        String escaped = escaped(name);
        if (escaped == null && !name.isEmpty() && name.strip().equals(name) && !name.startsWith("::")) {
            return name;
        }
        return '"' + (escaped == null ? name.replace("\\", "\\\\") : escaped).replace("\"", "\\\"") + '"';
    }

    private static boolean invisible(int c) {
        int type = Character.getType(c);
        return c != ' ' && (Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)
                || type == Character.FORMAT || type == Character.SURROGATE || type == Character.UNASSIGNED
                || type == Character.PRIVATE_USE);
    }

    private static String escape(int c) {
        return switch (c) {
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\t' -> "\\t";
            case '\r' -> "\\r";
            default -> !invisible(c) ? Character.toString(c)
                    : c > 0xFFFF ? String.format(Locale.ROOT, "\\U%08X", c) : String.format(Locale.ROOT, "\\u%04X", c);
        };
    }
}
