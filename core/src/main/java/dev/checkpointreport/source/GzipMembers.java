package dev.checkpointreport.source;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * The inflated bytes of a gzip file, member after member (RFC 1952), read so that every byte of the file is
 * either data or refused: each member's header (magic {@code 1f 8b}, method 8, no reserved flag, its header
 * CRC when flagged), its deflate data, and its trailer's CRC-32 and length are checked, and what follows a
 * member must be another member or the end of the file. {@code java.util.zip.GZIPInputStream} stops quietly
 * at a second member it cannot read, or at junk after the first, which read a file short in silence.
 */
final class GzipMembers extends InputStream {
    private static final int BUFFER = 1 << 16;
    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;
    private static final int RESERVED = 0xE0;

    private final InputStream file;
    private final byte[] buffer = new byte[BUFFER];
    private final Inflater inflater = new Inflater(true);
    private final CRC32 crc = new CRC32();
    private final CRC32 headerCrc = new CRC32();
    private long bufferStart;
    private int position;
    private int filled;
    private long member = -1;
    private long size;
    private boolean ended;

    GzipMembers(InputStream file) {
        this.file = file;
    }

    /** The compressed bytes read from the file so far. */
    long compressed() {
        return bufferStart + filled;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (!ended) {
            if (member < 0 && !startMember()) {
                ended = true;
                break;
            }
            int n = inflate(bytes, offset, length);
            if (n > 0) {
                return n;
            }
        }
        return -1;
    }

    /** Reads a member's header; whether there is one, {@code false} at the end of the file after a member. */
    private boolean startMember() throws IOException {
        long start = at();
        if (start > 0 && !refill()) {
            return false;
        }
        headerCrc.reset();
        if (header() != 0x1F || header() != 0x8B) {
            throw new Damaged(start == 0 ? "at byte 0, the file is not gzip: it does not start with the gzip magic "
                    + "bytes 1f 8b; compress it with gzip, or drop the .gz from its name"
                    : "at byte " + start + ", after a complete gzip member, the bytes are not another member (which "
                    + "starts with the magic bytes 1f 8b): the file is damaged, or has other bytes appended; compress "
                    + "the file again");
        }
        member = start;
        int method = header();
        if (method != 8) {
            throw damaged(start + 2, "gives the compression method " + method + "; gzip writes 8 (deflate)");
        }
        int flags = header();
        if ((flags & RESERVED) != 0) {
            throw damaged(start + 3, "sets a reserved flag (flags " + flags + ")");
        }
        for (int i = 0; i < 6; i++) {
            header(); // the modification time, extra flags and system, which say nothing of the data
        }
        if ((flags & FEXTRA) != 0) {
            int extra = header() | header() << 8;
            for (int i = 0; i < extra; i++) {
                header();
            }
        }
        for (int text : new int[] {FNAME, FCOMMENT}) {
            while ((flags & text) != 0 && header() != 0) {
                // the file name or comment, up to its zero byte
            }
        }
        if ((flags & FHCRC) != 0) {
            long header = at();
            long expected = headerCrc.getValue() & 0xFFFF;
            if ((next() | next() << 8) != expected) {
                throw damaged(header, "fails its header's CRC-16 check");
            }
        }
        return true;
    }

    /** Inflates into {@code bytes}; 0 once the member has ended and its trailer is checked. */
    private int inflate(byte[] bytes, int offset, int length) throws IOException {
        while (!inflater.finished()) {
            if (inflater.needsInput()) {
                if (!refill()) {
                    throw new Truncated(at());
                }
                inflater.setInput(buffer, position, filled - position);
                position = filled;
            }
            int n;
            try {
                n = inflater.inflate(bytes, offset, length);
            } catch (DataFormatException e) {
                throw damaged(bufferStart + filled - inflater.getRemaining(), "holds compressed data that is not "
                        + "valid deflate");
            }
            if (n > 0) {
                crc.update(bytes, offset, n);
                size += n;
                return n;
            }
            if (inflater.needsDictionary()) {
                throw damaged(bufferStart + filled - inflater.getRemaining(), "asks for a preset dictionary, "
                        + "which gzip never uses");
            }
        }
        position = filled - inflater.getRemaining();
        long trailer = at();
        long written = next() | next() << 8 | next() << 16 | (long) next() << 24;
        long length32 = next() | next() << 8 | next() << 16 | (long) next() << 24;
        if (written != crc.getValue()) {
            throw damaged(trailer, "fails its CRC-32 check: the data inflated is not the data compressed");
        }
        if (length32 != (size & 0xFFFFFFFFL)) {
            throw damaged(trailer + 4, "fails its length check: " + size + " bytes inflated, its trailer says "
                    + length32 + " (modulo 2^32)");
        }
        inflater.reset();
        crc.reset();
        size = 0;
        member = -1;
        return 0;
    }

    /** A header byte, counted into the header's CRC. */
    private int header() throws IOException {
        int b = next();
        headerCrc.update(b);
        return b;
    }

    /** The next byte of the file; past its end, {@link Truncated}. */
    private int next() throws IOException {
        if (!refill()) {
            throw new Truncated(at());
        }
        return buffer[position++] & 0xFF;
    }

    /** Whether there is a byte to read at {@code position}, reading the file on when the buffer is used up. */
    private boolean refill() throws IOException {
        if (position < filled) {
            return true;
        }
        bufferStart += filled;
        position = 0;
        filled = 0;
        int n;
        while ((n = file.read(buffer, 0, BUFFER)) == 0) {
            // a stream may return 0; a file does not, but read again rather than take it for the end
        }
        if (n < 0) {
            return false;
        }
        filled = n;
        return true;
    }

    /** The offset in the file of the next byte to read. */
    private long at() {
        return bufferStart + position;
    }

    private Damaged damaged(long at, String problem) {
        return new Damaged("at byte " + at + ", the gzip member that starts at byte " + member + " " + problem
                + "; compress the file again");
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        file.close();
    }

    /** A gzip file with bytes that are not gzip; its message says where, in the plugin's words. */
    static final class Damaged extends IOException {
        private static final long serialVersionUID = 1L;

        Damaged(String problem) {
            super(problem);
        }
    }

    /** A gzip file that ends inside a member, at byte {@code length}. */
    static final class Truncated extends EOFException {
        private static final long serialVersionUID = 1L;
        private final long length;

        Truncated(long length) {
            this.length = length;
        }

        long length() {
            return length;
        }
    }
}
