package dev.checkpointreport.flink;

import dev.checkpointreport.source.JsonLineFields;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The named fields of one JSON Lines event read from its UTF-8 bytes, for the lines whose reading is plain: one
 * object of names and values without a backslash, each value text, a number, {@code true}, {@code false},
 * {@code null} or an object or list of such (at most {@link #DEPTH} levels), the named ones text, every one present,
 * nothing after the object but spaces. Such a line holds the
 * fields that {@link JsonLineFields} (Jackson) finds in it, at the same columns. Any other line, well formed or not,
 * is left to {@link JsonLineFields}, which reads it or words what is wrong with it: this reader never refuses one.
 */
final class JsonLineBytes {
    /** The most levels of objects and lists a plain line nests, its own object included. */
    private static final int DEPTH = 32;
    private final byte[][] names;
    /** Per name, where its value's text starts in the line's array (after the quote) and its length; -1 for none. */
    private final int[] starts;
    private final int[] lengths;
    /** Per name, where its value's opening quote is. */
    private final int[] tokens;
    private int lineStart;
    /** Where the line's first byte outside ASCII is, or {@link Integer#MAX_VALUE}. */
    private int firstWide;

    /** @param names the fields to read; a {@code null} one is not read */
    JsonLineBytes(List<String> names) {
        this.names = new byte[names.size()][];
        for (int i = 0; i < names.size(); i++) {
            this.names[i] = names.get(i) == null ? null : names.get(i).getBytes(StandardCharsets.UTF_8);
        }
        this.starts = new int[names.size()];
        this.lengths = new int[names.size()];
        this.tokens = new int[names.size()];
    }

    /** Reads the line {@code bytes[from, to)}; whether it is plain, and so its fields were read. */
    boolean read(byte[] bytes, int from, int to) {
        Arrays.fill(starts, -1);
        lineStart = from;
        firstWide = Integer.MAX_VALUE;
        int p = space(bytes, from, to);
        if (p == to || bytes[p] != '{') {
            return false;
        }
        p = space(bytes, p + 1, to);
        while (true) {
            if (p == to || bytes[p] != '"') {
                return false;
            }
            int nameEnd = string(bytes, p + 1, to);
            if (nameEnd < 0) {
                return false;
            }
            int slot = named(bytes, p + 1, nameEnd);
            p = space(bytes, nameEnd + 1, to);
            if (p == to || bytes[p] != ':') {
                return false;
            }
            p = space(bytes, p + 1, to);
            if (p < to && bytes[p] == '"') {
                int end = string(bytes, p + 1, to);
                if (end < 0) {
                    return false;
                }
                if (slot >= 0) {
                    tokens[slot] = p;
                    starts[slot] = p + 1;
                    lengths[slot] = end - p - 1;
                }
                p = end + 1;
            } else if (slot >= 0 || (p = value(bytes, p, to, 1)) < 0) {
                return false;
            }
            p = space(bytes, p, to);
            if (p < to && bytes[p] == ',') {
                p = space(bytes, p + 1, to);
            } else if (p < to && bytes[p] == '}') {
                break;
            } else {
                return false;
            }
        }
        if (space(bytes, p + 1, to) != to) {
            return false;
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && starts[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** Where the text of the field {@code field} starts in the line's array. */
    int start(int field) {
        return starts[field];
    }

    int length(int field) {
        return lengths[field];
    }

    /** The 1-based column of the field's value, in characters as Jackson counts them in the line's text. */
    int column(int field, byte[] bytes) {
        int token = tokens[field];
        return token <= firstWide ? token - lineStart + 1
                : new String(bytes, lineStart, token - lineStart, StandardCharsets.UTF_8).length() + 1;
    }

    private static int space(byte[] bytes, int p, int to) {
        while (p < to && (bytes[p] == ' ' || bytes[p] == '\t' || bytes[p] == '\r')) {
            p++;
        }
        return p;
    }

    /** Where the string whose text starts at {@code p} ends (its closing quote); -1 at a backslash or a control. */
    private int string(byte[] bytes, int p, int to) {
        for (; p < to; p++) {
            byte b = bytes[p];
            if (b == '"') {
                return p;
            }
            if (b < 0x20) {
                if (b >= 0) {
                    return -1;
                }
                firstWide = Math.min(firstWide, p);
            } else if (b == '\\') {
                return -1;
            }
        }
        return -1;
    }

    /** The field whose name is {@code bytes[from, to)}, or -1. */
    private int named(byte[] bytes, int from, int to) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null && Arrays.equals(bytes, from, to, names[i], 0, names[i].length)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Where the JSON value at {@code p}, {@code depth} levels into the line's object, ends; -1 if it is not one or
     * holds a backslash, a control or more than {@link #DEPTH} levels.
     */
    private int value(byte[] bytes, int p, int to, int depth) {
        if (p == to) {
            return -1;
        }
        byte b = bytes[p];
        if (b == '"') {
            int end = string(bytes, p + 1, to);
            return end < 0 ? -1 : end + 1;
        }
        if (b != '{' && b != '[') {
            return scalar(bytes, p, to);
        }
        byte close = b == '{' ? (byte) '}' : (byte) ']';
        p = space(bytes, p + 1, to);
        if (p < to && bytes[p] == close) {
            return p + 1;
        }
        if (depth == DEPTH) {
            return -1;
        }
        while (true) {
            if (close == '}') {
                if (p == to || bytes[p] != '"' || (p = string(bytes, p + 1, to)) < 0) {
                    return -1;
                }
                p = space(bytes, p + 1, to);
                if (p == to || bytes[p] != ':') {
                    return -1;
                }
                p = space(bytes, p + 1, to);
            }
            p = value(bytes, p, to, depth + 1);
            if (p < 0) {
                return -1;
            }
            p = space(bytes, p, to);
            if (p < to && bytes[p] == ',') {
                p = space(bytes, p + 1, to);
            } else if (p < to && bytes[p] == close) {
                return p + 1;
            } else {
                return -1;
            }
        }
    }

    /** Where a JSON number, {@code true}, {@code false} or {@code null} at {@code p} ends; -1 if there is none. */
    private static int scalar(byte[] bytes, int p, int to) {
        byte b = bytes[p];
        if (b == 't' || b == 'f' || b == 'n') {
            String word = b == 't' ? "true" : b == 'f' ? "false" : "null";
            for (int i = 0; i < word.length(); i++) {
                if (p + i == to || bytes[p + i] != word.charAt(i)) {
                    return -1;
                }
            }
            return p + word.length();
        }
        int q = b == '-' ? p + 1 : p;
        if (q < to && bytes[q] == '0') {
            q++;
        } else {
            int digits = q;
            q = digits(bytes, q, to);
            if (q == digits) {
                return -1;
            }
        }
        if (q < to && bytes[q] == '.') {
            int digits = q + 1;
            q = digits(bytes, digits, to);
            if (q == digits) {
                return -1;
            }
        }
        if (q < to && (bytes[q] == 'e' || bytes[q] == 'E')) {
            int digits = q + 1 < to && (bytes[q + 1] == '+' || bytes[q + 1] == '-') ? q + 2 : q + 1;
            q = digits(bytes, digits, to);
            if (q == digits) {
                return -1;
            }
        }
        return q;
    }

    private static int digits(byte[] bytes, int p, int to) {
        while (p < to && bytes[p] >= '0' && bytes[p] <= '9') {
            p++;
        }
        return p;
    }
}
