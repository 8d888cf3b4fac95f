package dev.checkpointreport.source;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.LongSupplier;

/**
 * The bytes of a gzip stream, inflated on a thread of their own a few chunks ahead of the reader, so that
 * unzipping and parsing overlap on two cores. A failure of the gzip stream (a truncated file, bad data)
 * reaches the reader at the same point of the bytes where it happened, as the same exception; so does
 * inflating past the {@link InflationLimit}, checked after each chunk.
 */
final class InflatingInput extends InputStream {
    private static final int CHUNK = 1 << 16;
    private static final int AHEAD = 8;
    private static final byte[] END = new byte[0];

    private final BlockingQueue<Object> chunks = new ArrayBlockingQueue<>(AHEAD);
    private final Thread inflater;
    private final LongSupplier compressed;
    private final InflationLimit limit;
    private long inflated;
    private byte[] chunk = new byte[0];
    private int position;
    private boolean ended;

    /**
     * @param compressed the compressed bytes the gzip stream has read so far
     * @param limit how far the stream may inflate
     */
    InflatingInput(InputStream gzip, LongSupplier compressed, InflationLimit limit) {
        this.compressed = compressed;
        this.limit = limit;
        inflater = new Thread(() -> inflate(gzip), "checkpoint-report-inflate");
        inflater.setDaemon(true);
        inflater.start();
    }

    private void inflate(InputStream gzip) {
        try (gzip) {
            boolean more = true;
            while (more) {
                more = inflateChunk(gzip);
            }
        } catch (IOException e) {
            pass(e);
        } catch (RuntimeException e) {
            pass(new IOException("inflating failed", e));
        } catch (OutOfMemoryError e) {
            pass(e);
        } catch (InterruptedException e) {
            // closed by the reader: nothing more is wanted
        }
    }

    /** Passes on the next chunk, then the end or a failure; whether there is more to come. */
    private boolean inflateChunk(InputStream gzip) throws InterruptedException {
        byte[] bytes = new byte[CHUNK];
        int filled = 0;
        int read = 0;
        IOException failure = null;
        try {
            while (filled < CHUNK && (read = gzip.read(bytes, filled, CHUNK - filled)) >= 0) {
                filled += read;
            }
            inflated += filled;
            limit.check(inflated, compressed.getAsLong());
        } catch (IOException e) {
            failure = e;
        }
        if (filled > 0 && !(failure instanceof InflationLimit.Exceeded)) {
            chunks.put(filled == CHUNK ? bytes : Arrays.copyOf(bytes, filled));
        }
        if (failure != null) {
            chunks.put(failure);
            return false;
        }
        if (read < 0) {
            chunks.put(END);
            return false;
        }
        return true;
    }

    /** Passes on {@code failure}: an {@code IOException}, or the heap running out, which the reader throws as it is. */
    private void pass(Throwable failure) {
        try {
            chunks.put(failure);
        } catch (InterruptedException e) {
            // closed by the reader: nobody is waiting for the failure
        }
    }

    @Override
    public int read() throws IOException {
        return fill() ? chunk[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int n = Math.min(length, chunk.length - position);
        System.arraycopy(chunk, position, bytes, offset, n);
        position += n;
        return n;
    }

    /** Whether there are bytes to read, waiting for the next chunk when this one is used up. */
    private boolean fill() throws IOException {
        while (!ended && position == chunk.length) {
            Object next;
            try {
                next = chunks.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for the gzip stream", e);
            }
            if (next instanceof IOException failure) {
                ended = true;
                throw failure;
            }
            if (next instanceof OutOfMemoryError failure) {
                ended = true;
                throw failure;
            }
            chunk = (byte[]) next;
            position = 0;
            ended = chunk == END;
        }
        return !ended;
    }

    @Override
    public void close() {
        ended = true;
        inflater.interrupt();
    }
}
