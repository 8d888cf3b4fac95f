package dev.checkpointreport.flink;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A field's text decoded from its UTF-8 bytes once while the same bytes come again, as a period's do for many lines
 * in a row; the same string is then handed on, so that {@link PlacedEvent} places a run of one period once.
 */
final class RepeatedText {
    private byte[] last = new byte[0];
    private String text = "";

    /** The text of {@code bytes[from, from + length)}. */
    String of(byte[] bytes, int from, int length) {
        if (!Arrays.equals(bytes, from, from + length, last, 0, last.length)) {
            last = Arrays.copyOfRange(bytes, from, from + length);
            text = new String(last, StandardCharsets.UTF_8);
        }
        return text;
    }
}
