package dev.checkpointreport.folder;

/** A text kept on one line of a marker: backslashes and line breaks escaped, and read back. */
public final class OneLine {
    private OneLine() {
    }

    /** {@code text} on one line: backslashes and line breaks escaped. */
    public static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    /** The text {@link #escape} put on one line. */
    public static String unescape(String text) {
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
