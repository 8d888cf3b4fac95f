package dev.checkpointreport.source;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A stream that counts the bytes read from it; read by one thread at a time. */
final class CountedInput extends FilterInputStream {
    private long count;

    CountedInput(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count++;
        }
        return b;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        int n = super.read(bytes, offset, length);
        if (n > 0) {
            count += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count += skipped;
        return skipped;
    }

    long count() {
        return count;
    }
}
