package dev.checkpointreport.flink;

import dev.checkpointreport.source.JsonLineFields;
import dev.checkpointreport.source.LineProblem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * The JSON Lines of a split: every line that is not blank, lines ending at LF (found eight bytes at a time), a CR
 * before it dropped. A plain line ({@link JsonLineBytes}) is read where it lies in the buffer, its key passed on as
 * its bytes; any other is made a string and read by the plugin's own {@link JsonLineFields}, which skips the other
 * fields unread and words what is wrong with a line as the plugin does. The plain lines are counted in batches, as
 * {@link CsvBytes} counts a buffer's: their keys hashed and their slots read in a row, so that the cache misses
 * overlap, then each counted; a batch is counted before any other line, so the lines are counted in their order.
 */
final class JsonLinesSplit {
    /** Bytes past the filled part that a word may read (what it finds there is bounded off). */
    private static final int SLACK = ByteWords.BYTES;
    private static final int BATCH = 512;
    /** Per plain line: the key's, the period's and the partition's start and length, then their three columns. */
    private static final int FIELDS = 9;

    private final List<String> names;
    private final String[] values;
    private final int[] columns;
    private final JsonLineBytes plain;
    private final RepeatedText when = new RepeatedText();
    private byte[] buffer;
    /** The batch of plain lines: each one's number, where it starts in the file, and {@link #FIELDS} ints of it. */
    private int size;
    private final long[] numbers = new long[BATCH];
    private final long[] starts = new long[BATCH];
    private final int[] fields = new int[BATCH * FIELDS];
    private final int[] hashes = new int[BATCH];

    JsonLinesSplit(CountOptions options) {
        this(options, 1 << 16, true);
    }

    /** The same, reading {@code bufferBytes} at a time (more when a line is longer), plain lines as bytes or not. */
    JsonLinesSplit(CountOptions options, int bufferBytes, boolean asBytes) {
        this.names = Arrays.asList(options.key(), options.when(), options.partition());
        this.values = new String[names.size()];
        this.columns = new int[names.size()];
        this.plain = asBytes ? new JsonLineBytes(names) : null;
        this.buffer = new byte[bufferBytes + SLACK];
    }

    /** Counts every line of {@code lines} into {@code tally}; the lines' count. */
    long count(LineRange lines, SplitTally tally) throws IOException {
        long base = lines.firstLine();
        int filled = 0;
        int start = 0;
        int at = 0;
        long line = 0;
        while (true) {
            at = lineEnd(at, filled);
            if (at == filled) {
                countBatch(tally);
                int kept = filled - start;
                if (start == 0 && kept == buffer.length - SLACK) {
                    buffer = Arrays.copyOf(buffer, 2 * buffer.length - SLACK);
                } else {
                    System.arraycopy(buffer, start, buffer, 0, kept);
                }
                base += start;
                at = kept;
                start = 0;
                filled = kept;
                int n = lines.read(buffer, filled, buffer.length - SLACK - filled);
                if (n > 0) {
                    filled += n;
                    continue;
                }
                if (kept == 0) {
                    return line;
                }
            }
            line++;
            int end = at > start && buffer[at - 1] == '\r' ? at - 1 : at;
            read(tally, line, base + start, start, end);
            if (at == filled) {
                countBatch(tally);
                return line;
            }
            start = at + 1;
            at = start;
        }
    }

    /** The first LF in {@code buffer[from, to)}, or {@code to}. */
    private int lineEnd(int from, int to) {
        for (int p = from; p < to; p += ByteWords.BYTES) {
            long found = ByteWords.matches(ByteWords.word(buffer, p), '\n');
            if (found != 0) {
                return Math.min(to, p + ByteWords.first(found));
            }
        }
        return to;
    }

    /** Counts the batch's lines: their keys hashed, their slots read, then each counted. */
    private void countBatch(SplitTally tally) {
        for (int i = 0; i < size; i++) {
            hashes[i] = KeyTable.hash(buffer, fields[i * FIELDS], fields[i * FIELDS + 1]);
        }
        long touched = 0;
        for (int i = 0; i < size; i++) {
            touched += tally.touch(hashes[i]);
        }
        tally.touched(touched);
        for (int i = 0; i < size; i++) {
            int row = i * FIELDS;
            tally.columns(fields[row + 6], fields[row + 7], fields[row + 8]);
            tally.add(numbers[i], starts[i], buffer, fields[row], fields[row + 1], hashes[i], null,
                    when.of(buffer, fields[row + 2], fields[row + 3]), names.get(2) == null ? null
                            : new String(buffer, fields[row + 4], fields[row + 5], StandardCharsets.UTF_8));
        }
        size = 0;
    }

    private void read(SplitTally tally, long line, long at, int from, int to) {
        if (plain != null && plain.read(buffer, from, to)) {
            int row = size * FIELDS;
            for (int field = 0; field < 3; field++) {
                boolean named = names.get(field) != null;
                fields[row + 2 * field] = named ? plain.start(field) : 0;
                fields[row + 2 * field + 1] = named ? plain.length(field) : 0;
                fields[row + 6 + field] = named ? plain.column(field, buffer) : 0;
            }
            numbers[size] = line;
            starts[size] = at;
            if (++size == BATCH) {
                countBatch(tally);
            }
            return;
        }
        countBatch(tally);
        String text = new String(buffer, from, to - from, StandardCharsets.UTF_8);
        if (text.isBlank()) {
            return;
        }
        Arrays.fill(values, null);
        LineProblem problem = JsonLineFields.read(line, text, names, values, columns);
        if (problem != null) {
            tally.refused(line, problem.column(), problem.problem());
            return;
        }
        tally.columns(columns[0], columns[1], columns[2]);
        tally.add(line, at, values[0], values[1], values[2]);
    }
}
