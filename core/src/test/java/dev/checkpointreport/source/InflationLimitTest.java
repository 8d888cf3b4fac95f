package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A gzip file is read only as far as its inflation limit: a ratio to its compressed bytes, past a floor. */
class InflationLimitTest {
    private static final InflationLimit ONE_MIB_FLOOR = new InflationLimit(100, 1 << 20);

    @TempDir
    Path dir;

    /** {@code bytes} bytes of {@code fill}, gzipped into {@code name}. */
    private Path gzipped(String name, long bytes, byte fill) throws IOException {
        Path file = dir.resolve(name);
        byte[] block = new byte[1 << 16];
        java.util.Arrays.fill(block, fill);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            for (long written = 0; written < bytes; written += block.length) {
                out.write(block, 0, (int) Math.min(block.length, bytes - written));
            }
        }
        return file;
    }

    /** Reads {@code file} whole; the bytes read. */
    private static long readWhole(Path file, InflationLimit limit) throws Exception {
        long read = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = SourceInput.open(file, file.getFileName().toString(), true, limit)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                read += n;
            }
        }
        return read;
    }

    @Test
    void zerosThatInflateAThousandFoldAreRefusedPastAHundredFold() throws Exception {
        Path bomb = gzipped("zeros.csv.gz", 64L << 20, (byte) 0);

        IOException e = catchThrowableOfType(IOException.class, () -> readWhole(bomb, ONE_MIB_FLOOR));

        assertThat(SourceInput.failure("zeros.csv.gz", 0, e).getMessage()).isEqualTo("zeros.csv.gz:1: the gzip "
                + "file inflates more than 100-fold: 6553600 bytes from 65250 compressed bytes read; a .gz file "
                + "may inflate to 100 times its compressed bytes, or to 1048576 bytes whatever its size: unzip it and "
                + "name the plain file, which is read without this bound");
    }

    @Test
    void aFileWithinTheRatioIsReadPastTheFloor() throws Exception {
        // 4 MiB inflated from some 4 KiB: within a ratio of 10,000
        Path file = gzipped("within.csv.gz", 4L << 20, (byte) 'x');

        assertThat(readWhole(file, new InflationLimit(10_000, 1 << 20))).isEqualTo(4L << 20);
    }
}
