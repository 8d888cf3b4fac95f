package dev.checkpointreport.source;

import java.util.Arrays;

/**
 * A run of parsed lines of an events CSV on their way from the parsing thread to the counting one: per
 * line its number, how many fields it has, the characters of its key with their hash (as
 * {@link String#hashCode()} computes it), and the text of the other columns the job reads. Batches are
 * filled, counted and filled again, so parsing a line makes no object but the texts it must.
 */
final class LineBatch {
    static final int LINES = 1024;

    private final long[] lines = new long[LINES];
    private final int[] fieldCounts = new int[LINES];
    private final int[] keyHashes = new int[LINES];
    private final int[] keyEnds = new int[LINES];
    /** The texts of the columns other than the key, in {@link EventColumns}' order ({@code null} at the key). */
    private final String[][] texts = new String[EventColumns.PARTITION + 1][LINES];
    private char[] keyChars = new char[LINES * 16];
    private int keyUsed;
    private int keyHash;
    private int size;
    /** What {@link #touchKeys} read, kept so that the reads are made. */
    private long touched;

    /** A new line begins: forgets a key read for a line that never ended (an empty line). */
    void begin() {
        keyUsed = size == 0 ? 0 : keyEnds[size - 1];
        keyHash = 0;
    }

    /** The key of the current line. */
    void key(char[] buffer, int offset, int length) {
        if (keyUsed + length > keyChars.length) {
            keyChars = Arrays.copyOf(keyChars, Math.max(2 * keyChars.length, keyUsed + length));
        }
        int hash = 0;
        for (int i = 0; i < length; i++) {
            char c = buffer[offset + i];
            keyChars[keyUsed + i] = c;
            hash = 31 * hash + c;
        }
        keyUsed += length;
        keyHash = hash;
    }

    /** The text of {@code column} in the current line. */
    void text(int column, String value) {
        texts[column][size] = value;
    }

    /** The current line, numbered {@code line} and of {@code fieldCount} fields, is complete; whether the batch is full. */
    boolean end(long line, int fieldCount) {
        lines[size] = line;
        fieldCounts[size] = fieldCount;
        keyHashes[size] = keyHash;
        keyEnds[size] = keyUsed;
        size++;
        return size == LINES;
    }

    /** Empties the batch to be filled again. */
    void clear() {
        size = 0;
        keyUsed = 0;
    }

    int size() {
        return size;
    }

    long line(int i) {
        return lines[i];
    }

    int fieldCount(int i) {
        return fieldCounts[i];
    }

    String text(int column, int i) {
        return texts[column][i];
    }

    /** Reads where each line's key is in {@code tally}, so that the look-ups that follow find them in the cache. */
    void touchKeys(EventTally tally) {
        long read = 0;
        for (int i = 0; i < size; i++) {
            read += tally.touchKey(keyHashes[i]);
        }
        touched = read;
    }

    /** The slot of line {@code i}'s key in {@code tally}. */
    int keySlot(EventTally tally, int i) {
        int start = i == 0 ? 0 : keyEnds[i - 1];
        return tally.keySlot(keyChars, start, keyEnds[i] - start, keyHashes[i]);
    }

    /** Line {@code i}'s key as text. */
    String key(int i) {
        int start = i == 0 ? 0 : keyEnds[i - 1];
        return new String(keyChars, start, keyEnds[i] - start);
    }
}
