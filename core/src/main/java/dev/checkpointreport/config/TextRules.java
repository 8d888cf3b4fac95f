package dev.checkpointreport.config;

import java.util.Locale;

/**
 * What text in a scenario may hold: what a reader can see. YAML's escapes ({@code "\x07"},
 * {@code "\uD800"}) can write control characters and half of a surrogate pair, which a page cannot
 * show and UTF-8 cannot encode. Tabs and line breaks are text, which a message shows as
 * {@link VisibleText} does.
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

    private static String codePoint(char c) {
        return String.format(Locale.ROOT, "U+%04X", (int) c);
    }
}
