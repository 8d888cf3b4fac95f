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
 */
final class CsvBytes {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final int fields;
    private final int key;
    private final int when;
    private final int partition;
    /** Where each field the job reads starts and ends, from the start of its line. */
    private final int[] starts;
    private final int[] ends;
    private byte[] buffer = new byte[1 << 16];
    private int filled;
    /** Where {@code buffer[0]} lies in the file. */
    private long base;
    private byte[] lastWhen = new byte[0];
    private String lastWhenText = "";

    /** @param fields the header's fields; {@code key}, {@code when}, {@code partition} their 0-based positions, -1 for none */
    CsvBytes(int fields, int key, int when, int partition) {
        this.fields = fields;
        this.key = key;
        this.when = when;
        this.partition = partition;
        int read = Math.max(key, Math.max(when, partition)) + 1;
        this.starts = new int[read];
        this.ends = new int[read];
    }

    /**
     * Counts every line of {@code lines} into {@code tally}; the lines' count. The first split's first line, the
     * header (after a byte order mark), is counted as a line and not read.
     */
    long count(LineRange lines, boolean header, SplitTally tally, String shown) throws IOException {
        base = lines.firstLine();
        int at = 0;
        filled = 0;
        if (header) {
            more(lines, 0, BOM.length);
            at = filled >= BOM.length && Arrays.equals(buffer, 0, BOM.length, BOM, 0, BOM.length) ? BOM.length : 0;
        }
        long line = 0;
        while (true) {
            int start = at;
            int field = 0;
            int ended = -1;
            starts[0] = 0;
            for (;; at++) {
                if (at == filled) {
                    more(lines, start, 1);
                    at -= start;
                    start = 0;
                    if (at == filled) {
                        break;
                    }
                }
                byte b = buffer[at];
                if (b == ',') {
                    if (field < ends.length) {
                        ends[field] = at - start;
                    }
                    field++;
                    if (field < starts.length) {
                        starts[field] = at + 1 - start;
                    }
                } else if (b == '\n' || b == '\r') {
                    ended = b;
                    break;
                } else if (b == '"') {
                    throw new QuotedCsv(shown);
                }
            }
            if (at == start && ended < 0) {
                return line;
            }
            line++;
            if (field < ends.length) {
                ends[field] = at - start;
            }
            if (!header && at > start) {
                record(tally, line, base + start, field + 1, start);
            }
            header = false;
            if (ended < 0) {
                return line;
            }
            at++;
            if (ended == '\r') {
                if (at == filled) {
                    more(lines, at, 1);
                    at = 0;
                }
                if (at < filled && buffer[at] == '\n') {
                    at++;
                }
            }
        }
    }

    private void record(SplitTally tally, long line, long at, int count, int start) {
        if (count != fields) {
            tally.refused(line, null, "expected " + fields + " fields, as the header has, found " + count);
            return;
        }
        int keyFrom = start + starts[key];
        int keyLength = ends[key] - starts[key];
        tally.add(line, at, buffer, keyFrom, keyLength, KeyTable.hash(buffer, keyFrom, keyLength), null,
                whenText(start + starts[when], ends[when] - starts[when]),
                partition < 0 ? null : new String(buffer, start + starts[partition], ends[partition] - starts[partition],
                        StandardCharsets.UTF_8));
    }

    private String whenText(int from, int length) {
        if (!Arrays.equals(buffer, from, from + length, lastWhen, 0, lastWhen.length)) {
            lastWhen = Arrays.copyOfRange(buffer, from, from + length);
            lastWhenText = new String(lastWhen, StandardCharsets.UTF_8);
        }
        return lastWhenText;
    }

    /**
     * Keeps the bytes from {@code keep} at the buffer's start and reads after them until at least {@code wanted}
     * more bytes are held or the lines end.
     */
    private void more(InputStream in, int keep, int wanted) throws IOException {
        int kept = filled - keep;
        if (kept == buffer.length) {
            buffer = Arrays.copyOf(buffer, 2 * buffer.length);
        } else if (keep > 0) {
            System.arraycopy(buffer, keep, buffer, 0, kept);
        }
        base += keep;
        filled = kept;
        while (filled - kept < wanted) {
            int n = in.read(buffer, filled, buffer.length - filled);
            if (n < 0) {
                break;
            }
            filled += n;
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
