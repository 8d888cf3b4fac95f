package dev.checkpointreport.measured;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A value of a saved response with the file and the JSON path it came from, so that every conversion fails
 * with one message naming both, in the shape {@code expected …, found …}.
 */
final class JsonValue {
    /** 2^53 − 1: every whole number is exact in a double and in the script that reads report.json. */
    static final long MAX_WHOLE = (1L << 53) - 1;
    private static final int SHOWN_CHARS = 40;

    private final String file;
    private final int line;
    private final String path;
    private final JsonNode node;

    JsonValue(String file, String path, JsonNode node) {
        this(file, 0, path, node);
    }

    /** A value of the record that starts on {@code line} of a log of many. */
    JsonValue(String file, int line, String path, JsonNode node) {
        this.file = file;
        this.line = line;
        this.path = path;
        this.node = node;
    }

    String file() {
        return file;
    }

    String path() {
        return path;
    }

    /** The line its record starts on; 0 in a file of one document. */
    int line() {
        return line;
    }

    /** The field {@code name}, missing (and {@link #present()} false) when the object has none. */
    JsonValue at(String name) {
        return new JsonValue(file, line, path + "." + name, node == null ? null : node.get(name));
    }

    /** Present and not {@code null}. */
    boolean present() {
        return node != null && !node.isNull();
    }

    JsonNode node() {
        return node;
    }

    boolean isText() {
        return node != null && node.isTextual();
    }

    boolean isObject() {
        return node != null && node.isObject();
    }

    MeasuredException error(String problem) {
        return new MeasuredException(file, line, path, problem);
    }

    MeasuredException expected(String what) {
        return error("expected " + what + ", found " + described());
    }

    /** The items of an array. */
    List<JsonValue> items(String what) throws MeasuredException {
        if (node == null || !node.isArray()) {
            throw expected("a list of " + what);
        }
        List<JsonValue> items = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            items.add(new JsonValue(file, line, path + "[" + i + "]", node.get(i)));
        }
        return items;
    }

    /** A whole number from {@code min} to {@code max}; what it means is said in {@code what}. */
    long whole(String what, long min, long max) throws MeasuredException {
        if (node == null || node.isNull()) {
            throw error("missing; expected " + what);
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            if (node.isIntegralNumber()) {
                throw error("expected " + what + ", found " + shown(node.asText()) + " (allowed: " + min + " to "
                        + max + ")");
            }
            throw expected(what);
        }
        long value = node.longValue();
        if (value < min || value > max) {
            throw error("expected " + what + ", found " + value + " (allowed: " + min + " to " + max + ")");
        }
        return value;
    }

    /** A whole number, or {@code null} when the field is missing or {@code null}. */
    Long optionalWhole(String what, long min, long max) throws MeasuredException {
        return present() ? whole(what, min, max) : null;
    }

    /** A number of any kind; {@code null} when missing, {@code null} or not a number ({@code "NaN"}). */
    Double decimal() {
        if (node == null || !node.isNumber() || !Double.isFinite(node.doubleValue())) {
            return null;
        }
        return node.doubleValue();
    }

    String text(String what) throws MeasuredException {
        if (node == null || !node.isTextual()) {
            throw expected(what);
        }
        return node.textValue();
    }

    /** Text, or {@code null} when the field is missing or {@code null}. */
    String optionalText(String what) throws MeasuredException {
        return present() ? text(what) : null;
    }

    boolean bool(String what) throws MeasuredException {
        if (node == null || !node.isBoolean()) {
            throw expected(what);
        }
        return node.booleanValue();
    }

    /** The object's field names, for a message: at most eight, each cut short. */
    String keys() {
        List<String> names = new ArrayList<>();
        Iterator<String> fields = node.fieldNames();
        while (fields.hasNext() && names.size() < 8) {
            names.add(shown(fields.next()));
        }
        return names.isEmpty() ? "no fields" : "the fields " + String.join(", ", names)
                + (node.size() > names.size() ? ", …" : "");
    }

    String described() {
        if (node == null) {
            return "nothing";
        }
        return switch (node.getNodeType()) {
            case OBJECT -> "an object with " + keys();
            case ARRAY -> "a list of " + node.size();
            case STRING -> "the text '" + shown(node.textValue()) + "'";
            case NUMBER -> "the number " + shown(node.asText());
            case BOOLEAN -> "the boolean " + node.asText();
            case NULL -> "null";
            default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /**
     * Text as a message quotes it: what a reader cannot see as a backslash-u escape, cut short so that the
     * message stays one readable line.
     */
    static String shown(String text) {
        return shown(text, SHOWN_CHARS);
    }

    /** {@link #shown(String)} cut at {@code max} characters. */
    static String shown(String text, int max) {
        StringBuilder shown = new StringBuilder();
        int count = text.codePointCount(0, text.length());
        int i = 0;
        for (int taken = 0; taken < max && i < text.length(); taken++) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isISOControl(c) || Character.isWhitespace(c) && c != ' '
                    || Character.getType(c) == Character.FORMAT || Character.getType(c) == Character.SURROGATE) {
                shown.append(String.format("\\u%04X", c));
            } else {
                shown.appendCodePoint(c);
            }
        }
        return count > max ? shown + "… (" + count + " characters)" : shown.toString();
    }
}
