package dev.checkpointreport.output.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A template's text with {@link LoopPasses}' calls, and the way back from a column of that text to the column
 * of the user's: a message names the user's text. Columns count a tab up to the next multiple of
 * {@link #TAB_SIZE}, as FreeMarker's do.
 *
 * @param text the text FreeMarker parses
 * @param calls the calls' offsets in each line that has any, by line number from 1, as offsets in the user's line
 * @param lines the user's lines that have calls, by line number
 * @param length the length of one call
 */
record Marked(String text, Map<Integer, List<Integer>> calls, Map<Integer, String> lines, int length) {
    /** FreeMarker's default, which the report's configuration keeps. */
    static final int TAB_SIZE = 8;

    static Marked of(String original, List<Integer> offsets, String call) {
        StringBuilder text = new StringBuilder(original.length() + offsets.size() * call.length());
        Map<Integer, List<Integer>> calls = new TreeMap<>();
        Map<Integer, String> lines = new TreeMap<>();
        int line = 1;
        int lineStart = 0;
        int copied = 0;
        for (int offset : offsets) {
            for (int i = copied; i < offset; i++) {
                char c = original.charAt(i);
                if (c == '\n' || (c == '\r' && (i + 1 >= original.length() || original.charAt(i + 1) != '\n'))) {
                    line++;
                    lineStart = i + 1;
                }
            }
            text.append(original, copied, offset).append(call);
            copied = offset;
            calls.computeIfAbsent(line, l -> new ArrayList<>()).add(offset - lineStart);
            lines.put(line, lineOf(original, lineStart));
        }
        text.append(original, copied, original.length());
        return new Marked(text.toString(), calls, lines, call.length());
    }

    /** The user's column for a column of line {@code line} of the text FreeMarker parsed. */
    int column(int line, int column) {
        List<Integer> here = calls.get(line);
        if (here == null || column <= 0) {
            return column;
        }
        String user = lines.get(line);
        StringBuilder parsed = new StringBuilder(user);
        for (int i = here.size() - 1; i >= 0; i--) {
            parsed.insert(here.get(i), "x".repeat(length));
        }
        int index = index(parsed, column);
        int userIndex = index;
        for (int i = 0; i < here.size(); i++) {
            int start = here.get(i) + i * length;
            if (index >= start + length) {
                userIndex -= length;
            } else if (index >= start) {
                userIndex = here.get(i);
            }
        }
        return column(user, userIndex);
    }

    /** The index in {@code line} of the character FreeMarker puts at {@code column}. */
    private static int index(CharSequence line, int column) {
        int at = 0;
        for (int i = 0; i < line.length(); i++) {
            at = next(at, line.charAt(i));
            if (at >= column) {
                return i;
            }
        }
        return line.length() + column - at - 1;
    }

    private static int column(CharSequence line, int index) {
        int at = 0;
        for (int i = 0; i <= index && i < line.length(); i++) {
            at = next(at, line.charAt(i));
        }
        return at + Math.max(0, index - line.length() + 1);
    }

    private static int next(int column, char c) {
        return c == '\t' ? (column / TAB_SIZE + 1) * TAB_SIZE : column + 1;
    }

    private static String lineOf(String text, int start) {
        int end = start;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return text.substring(start, end);
    }
}
