package dev.checkpointreport.flink;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Eight bytes of a buffer read as one word and searched at once by bit arithmetic, as the CSV and JSON Lines
 * readers scan their buffers and the key table compares keys. A word read near a buffer's filled end reads past it,
 * so a buffer keeps {@link #BYTES} bytes of slack, and what a search finds there is masked off or bounded.
 */
final class ByteWords {
    static final int BYTES = Long.BYTES;
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long ONES = 0x0101010101010101L;

    private ByteWords() {
    }

    /** The eight bytes at {@code at}, the first in the lowest byte. */
    static long word(byte[] bytes, int at) {
        return (long) WORDS.get(bytes, at);
    }

    /** The high bit of each byte of {@code word} that is {@code b}, exactly. */
    static long matches(long word, char b) {
        return zeros(word ^ b * ONES);
    }

    /** Where in its word the first byte {@code found} marks is, 0 to 7. */
    static int first(long found) {
        return Long.numberOfTrailingZeros(found) >>> 3;
    }

    /** The high bit of each zero byte of {@code x}, exactly. */
    private static long zeros(long x) {
        return ~(((x & LOW7) + LOW7) | x | LOW7);
    }
}
