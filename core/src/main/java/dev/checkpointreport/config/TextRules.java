package dev.checkpointreport.config;

import java.util.Locale;

/**
 * What text in a scenario may hold: what a reader can see. YAML's escapes ({@code "\x07"},
 * {@code "\uD800"}) can write control characters and half of a surrogate pair, which a page cannot
 * show and UTF-8 cannot encode. Tabs and line breaks are text.
 */
final class TextRules {

    private TextRules() {
    }

    /** Why {@code text} is refused, or {@code null} when it is fine. */
    static String problem(String text) {
        int position = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            position++;
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return "the text holds half of a surrogate pair (" + codePoint(c) + ") at character " + position
                        + "; write the whole character, or its \\U escape";
            } else if (Character.isISOControl(c) && c != '\t' && c != '\n') {
                return "the text holds the control character " + codePoint(c) + " at character " + position
                        + "; remove it";
            }
        }
        return null;
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
    static String visible(String text) {
        String escaped = escaped(text);
        return escaped == null ? text : escaped;
    }

    /**
     * A dotted key as a message names it: as it is, or in double quotes, escaped, when it holds a character a
     * reader cannot see, is empty, or begins or ends with a space: a key of a, a line break and b is named
     * as a, backslash, n and b in double quotes.
     */
    static String quotedKey(String key) {
        String escaped = escaped(key);
        if (escaped == null && !key.isEmpty() && key.strip().equals(key)) {
            return key;
        }
        return '"' + (escaped == null ? key.replace("\\", "\\\\") : escaped).replace("\"", "\\\"") + '"';
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

    private static String codePoint(char c) {
        return String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
