package dev.checkpointreport.source;

import java.util.Locale;

/** A value from a source file as a message quotes it: one line, cut short, control characters named. */
final class QuotedValue {
    private static final int MAX_CHARS = 60;

    private QuotedValue() {
    }

    static String of(String value) {
        StringBuilder shown = new StringBuilder("'");
        int count = value.codePointCount(0, value.length());
        int limit = Math.min(count, MAX_CHARS);
        int i = 0;
        for (int n = 0; n < limit; n++) {
            int c = value.codePointAt(i);
            shown.append(Character.isISOControl(c) ? String.format(Locale.ROOT, "U+%04X", c) : Character.toString(c));
            i += Character.charCount(c);
        }
        shown.append('\'');
        if (count > MAX_CHARS) {
            shown.append("… (").append(count).append(" characters)");
        }
        return shown.toString();
    }
}
