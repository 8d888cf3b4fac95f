package dev.checkpointreport.flink;

import java.io.IOException;
import java.io.InputStream;
import org.apache.flink.core.fs.FSDataInputStream;

/**
 * The bytes of the lines a split owns: every line that starts in {@code [start, end)}. A split that starts inside
 * a line leaves that line to the split before it and begins after the line's LF; its last line is read to its LF,
 * past {@code end} if need be. So the splits of a file read each line exactly once, whatever their bounds.
 */
final class LineRange extends InputStream {
    private final InputStream in;
    private final long end;
    private byte[] carried = new byte[0];
    private int carriedAt;
    /** Where the next byte returned lies in the file. */
    private long position;
    private final long firstLine;
    private boolean done;

    /** The lines of {@code stream} that start in {@code [start, end)}; {@code start} 0 reads from the start. */
    LineRange(FSDataInputStream stream, long start, long end) throws IOException {
        this.in = stream;
        this.end = end;
        if (start > 0) {
            stream.seek(start - 1);
            position = start - 1;
            skipToLineStart();
        }
        firstLine = position;
        done = position >= end;
    }

    /** All the lines of {@code in}, such as an unzipped file. */
    LineRange(InputStream in) {
        this.in = in;
        this.end = Long.MAX_VALUE;
        this.firstLine = 0;
    }

    /** Where the first line this range returns starts in the file. */
    long firstLine() {
        return firstLine;
    }

    private void skipToLineStart() throws IOException {
        byte[] buffer = new byte[1 << 13];
        for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
            for (int i = 0; i < n; i++) {
                if (buffer[i] == '\n') {
                    position += i + 1;
                    carried = java.util.Arrays.copyOfRange(buffer, i + 1, n);
                    return;
                }
            }
            position += n;
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n;
        do {
            n = read(one, 0, 1);
        } while (n == 0);
        return n < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] into, int offset, int length) throws IOException {
        if (done) {
            return -1;
        }
        int n;
        if (carriedAt < carried.length) {
            n = Math.min(length, carried.length - carriedAt);
            System.arraycopy(carried, carriedAt, into, offset, n);
            carriedAt += n;
        } else {
            n = in.read(into, offset, length);
            if (n < 0) {
                done = true;
                return -1;
            }
        }
        if (position + n > end - 1) {
            for (int i = (int) Math.max(0, end - 1 - position); i < n; i++) {
                if (into[offset + i] == '\n') {
                    n = i + 1;
                    done = true;
                    break;
                }
            }
        }
        position += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
