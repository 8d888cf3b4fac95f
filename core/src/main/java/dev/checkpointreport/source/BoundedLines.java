package dev.checkpointreport.source;

import java.io.IOException;
import java.io.Reader;

/**
 * Lines of text, each at most {@code maxChars} long, so that a file without line breaks cannot fill the
 * memory. A line ends at LF; a CR before it and a byte order mark at the start are dropped.
 */
final class BoundedLines {
    private final Reader in;
    private final int maxChars;
    private final char[] buffer = new char[1 << 16];
    private int position;
    private int length;
    private boolean first = true;

    BoundedLines(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
    }

    /** The next line, or {@code null} at the end; {@code null} is never returned for a line that was begun. */
    String next() throws IOException, LineTooLong {
        StringBuilder line = null;
        while (true) {
            if (position == length) {
                length = Math.max(in.read(buffer), 0);
                position = 0;
                if (length == 0) {
                    return line == null ? null : finish(line);
                }
            }
            int start = position;
            while (position < length && buffer[position] != '\n') {
                position++;
            }
            if (line == null) {
                line = new StringBuilder(position - start);
            }
            line.append(buffer, start, position - start);
            if (line.length() > maxChars) {
                throw new LineTooLong();
            }
            if (position < length) {
                position++;
                return finish(line);
            }
        }
    }

    private String finish(StringBuilder line) {
        if (line.length() > 0 && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        if (first && line.length() > 0 && line.charAt(0) == '\uFEFF') {
            line.deleteCharAt(0);
        }
        first = false;
        return line.toString();
    }

    /** A line longer than the bound. */
    static final class LineTooLong extends Exception {
        private static final long serialVersionUID = 1L;

        LineTooLong() {
            super(null, null, false, false);
        }
    }
}
