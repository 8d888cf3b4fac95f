package dev.checkpointreport.flink;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A split of a CSV without quotes, read as bytes: fields end at a comma, lines at LF, CR or CRLF, an empty line
 * holds no record, as FastCSV reads such a file. Only the fields the job reads are looked at; a key is passed as
 * the bytes it is, a period as the same string while it repeats. A quote means the file needs FastCSV after all,
 * from its start: {@link QuotedCsv}.
 *
 * <p>It reads a buffer at a time: the buffer's lines are found eight bytes at a time (the commas, line ends and
 * quotes of a word found at once by bit arithmetic), their keys hashed, each key's slot read once in a row so that
 * their cache misses overlap ({@link SplitTally#touch}), and only then counted.
 */
final class CsvBytes {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    /** Bytes past the filled part that a word may read (they are masked off). */
    private static final int SLACK = ByteWords.BYTES;

    private final int fields;
    private final int key;
    private final int when;
    private final int partition;
    /** The fields looked at: up to the last of the key, the period and the partition. */
    private final int read;
    private byte[] buffer;
    private int filled;
    /** Where {@code buffer[0]} lies in the file. */
    private long base;
    /** The split's bytes are all in the buffer. */
    private boolean endOfSplit;
    private final RepeatedText whenText = new RepeatedText();

    /** The buffer's lines with a record: each one's number, start, field count, and its fields' starts and ends. */
    private int size;
    private long[] numbers = new long[1 << 11];
    private int[] lineStarts = new int[1 << 11];
    private int[] counts = new int[1 << 11];
    private int[] hashes = new int[1 << 11];
    private int[] bounds = new int[0];

    /** @param fields the header's fields; {@code key}, {@code when}, {@code partition} their 0-based positions, -1 for none */
    CsvBytes(int fields, int key, int when, int partition) {
        this(fields, key, when, partition, 1 << 16);
    }

    /** The same, reading {@code bufferBytes} at a time (more when a line is longer). */
    CsvBytes(int fields, int key, int when, int partition, int bufferBytes) {
        this.buffer = new byte[bufferBytes + SLACK];
        this.fields = fields;
        this.key = key;
        this.when = when;
        this.partition = partition;
        this.read = Math.max(key, Math.max(when, partition)) + 1;
        this.bounds = new int[numbers.length * 2 * read];
    }

    /**
     * Counts every line of {@code lines} into {@code tally}; the lines' count. The first split's first line, the
     * header (after a byte order mark), is counted as a line and not read.
     */
    long count(LineRange lines, boolean header, SplitTally tally, String shown) throws IOException {
        base = lines.firstLine();
        filled = 0;
        endOfSplit = false;
        fill(lines, 0);
        int at = header && filled >= BOM.length && Arrays.equals(buffer, 0, BOM.length, BOM, 0, BOM.length)
                ? BOM.length : 0;
        long line = 0;
        // the position just after a CR that ended a line: an LF there ends no line of its own
        int afterCr = -1;
        boolean skipFirst = header;
        while (true) {
            boolean ended = endOfSplit;
            Scan scan = scan(at, filled, afterCr, line, skipFirst, ended, shown);
            if (scan.lines > line) {
                skipFirst = false;
            }
            line = scan.lines;
            afterCr = scan.afterCr;
            countBatch(tally);
            if (ended) {
                return line;
            }
            int keep = scan.next;
            if (keep == 0 && filled == buffer.length - SLACK) {
                buffer = Arrays.copyOf(buffer, 2 * buffer.length - SLACK);
            }
            fill(lines, keep);
            at = 0;
            afterCr = afterCr < 0 ? -1 : afterCr - keep;
        }
    }

    /** What one scan of the buffer left: the lines counted so far, where the next line starts, the CR before it. */
    private record Scan(long lines, int next, int afterCr) {
    }

    /**
     * Finds the lines that end in {@code [from, to)} (and the last one when the split has {@code ended}), each
     * field the job reads of each, into the batch.
     */
    private Scan scan(int from, int to, int afterCr, long line, boolean skipFirst, boolean ended, String shown)
            throws QuotedCsv {
        size = 0;
        int start = from;
        int field = 0;
        int[] bounds = this.bounds;
        int row = 0;
        bounds[0] = 0;
        for (int p = from; p < to; p += SLACK) {
            long word = ByteWords.word(buffer, p);
            long found = special(word);
            if (to - p < SLACK) {
                found &= (1L << ((to - p) * 8)) - 1;
            }
            while (found != 0) {
                int q = p + ByteWords.first(found);
                found &= found - 1;
                byte b = buffer[q];
                if (b == ',') {
                    if (field < read) {
                        bounds[row + 2 * field + 1] = q - start;
                    }
                    field++;
                    if (field < read) {
                        bounds[row + 2 * field] = q + 1 - start;
                    }
                } else if (b == '\n' || b == '\r') {
                    if (b == '\n' && q == afterCr) {
                        start = q + 1;
                        continue;
                    }
                    line++;
                    if (!skipFirst && q > start) {
                        row = keep(line, start, field, q, row);
                        bounds = this.bounds;
                    }
                    skipFirst = false;
                    afterCr = b == '\r' ? q + 1 : -1;
                    start = q + 1;
                    field = 0;
                    bounds[row] = 0;
                } else if (b == '"') {
                    throw new QuotedCsv(shown);
                }
            }
        }
        if (ended && start < to) {
            line++;
            if (!skipFirst) {
                keep(line, start, field, to, row);
            }
            start = to;
        }
        return new Scan(line, start, afterCr);
    }

    /** Keeps the line {@code line} of {@code [start, end)}, its last field of number {@code field}; the next row. */
    private int keep(long line, int start, int field, int end, int row) {
        if (field < read) {
            bounds[row + 2 * field + 1] = end - start;
        }
        int i = size++;
        numbers[i] = line;
        lineStarts[i] = start;
        counts[i] = field + 1;
        if (size == numbers.length) {
            numbers = Arrays.copyOf(numbers, 2 * size);
            lineStarts = Arrays.copyOf(lineStarts, 2 * size);
            counts = Arrays.copyOf(counts, 2 * size);
            hashes = Arrays.copyOf(hashes, 2 * size);
            bounds = Arrays.copyOf(bounds, 2 * size * 2 * read);
        }
        return row + 2 * read;
    }

    /** One byte set high for each byte of {@code word} that is a comma, an LF, a CR or a quote. */
    private static long special(long word) {
        return ByteWords.matches(word, ',') | ByteWords.matches(word, '\n') | ByteWords.matches(word, '\r')
                | ByteWords.matches(word, '"');
    }

    /** Counts the batch's lines: their keys hashed, their slots read, then each counted. */
    private void countBatch(SplitTally tally) {
        int keyStart = 2 * key;
        int step = 2 * read;
        for (int i = 0; i < size; i++) {
            int from = lineStarts[i] + bounds[i * step + keyStart];
            hashes[i] = counts[i] == fields ? KeyTable.hash(buffer, from, lineStarts[i] + bounds[i * step + keyStart + 1]
                    - from) : 0;
        }
        long touched = 0;
        for (int i = 0; i < size; i++) {
            touched += tally.touch(hashes[i]);
        }
        tally.touched(touched);
        for (int i = 0; i < size; i++) {
            record(tally, i, i * step);
        }
    }

    private void record(SplitTally tally, int i, int row) {
        long line = numbers[i];
        int start = lineStarts[i];
        if (counts[i] != fields) {
            tally.refused(line, null, "expected " + fields + " fields, as the header has, found " + counts[i]);
            return;
        }
        int keyFrom = start + bounds[row + 2 * key];
        int keyLength = bounds[row + 2 * key + 1] - bounds[row + 2 * key];
        tally.add(line, base + start, buffer, keyFrom, keyLength, hashes[i], null,
                whenText.of(buffer, start + bounds[row + 2 * when], bounds[row + 2 * when + 1] - bounds[row + 2 * when]),
                partition < 0 ? null : new String(buffer, start + bounds[row + 2 * partition],
                        bounds[row + 2 * partition + 1] - bounds[row + 2 * partition], StandardCharsets.UTF_8));
    }

    /** Keeps the bytes from {@code keep} at the buffer's start and fills the rest, but {@link #SLACK}, from {@code in}. */
    private void fill(InputStream in, int keep) throws IOException {
        int kept = filled - keep;
        if (keep > 0) {
            System.arraycopy(buffer, keep, buffer, 0, kept);
        }
        base += keep;
        filled = kept;
        int room = buffer.length - SLACK;
        while (filled < room && !endOfSplit) {
            int n = in.read(buffer, filled, room - filled);
            endOfSplit = n < 0;
            filled += Math.max(n, 0);
        }
    }

    /** A quote in a file that was split: its line boundaries are not known to be its records' boundaries. */
    static final class QuotedCsv extends IOException {
        private static final long serialVersionUID = 1L;

        QuotedCsv(String file) {
            super(file + " holds quoted fields");
        }
    }
}
