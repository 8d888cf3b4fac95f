package dev.checkpointreport.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random damage to gzip files of several members: bytes overwritten, inserted or cut at random offsets,
 * junk or another member appended. Each file is either read exactly as {@code gzip -dc} reads it (which must
 * succeed), or refused in one line naming the file and a byte offset; never read short in silence. A failure
 * names the seed and round, which reproduce it.
 */
class GzipDamageTest {
    private static final long SEED = 20260301L;
    private static final int ROUNDS = 300;

    @TempDir
    Path dir;

    @Test
    void damagedGzipIsReadAsGzipReadsItOrRefusedAtAByte() throws Exception {
        Random random = new Random(SEED);
        int refused = 0;
        for (int round = 0; round < ROUNDS; round++) {
            byte[] whole = members(random);
            byte[] damaged = damaged(whole, random);
            Path file = Files.write(dir.resolve("events.csv.gz"), damaged);
            Decompressed reference = gzipDc(file);
            String as = "seed " + SEED + ", round " + round;
            try {
                byte[] read = readWhole(file);
                assertThat(reference.exit).as(as + ": read whole, so gzip -dc must succeed").isZero();
                assertThat(read).as(as + ": the bytes gzip -dc reads").isEqualTo(reference.bytes);
            } catch (IOException e) {
                refused++;
                assertThat(Arrays.equals(damaged, whole)).as(as + ": an intact file, named members too, is read").isFalse();
                assertThat(SourceInput.failure("events.csv.gz", 0, e).getMessage()).as(as)
                        .matches("events\\.csv\\.gz:1: [^\\n]*\\bbyte \\d+[^\\n]*");
            }
        }
        // the damage must reach the refusals and let some files through, or it tests nothing
        assertThat(refused).isBetween(ROUNDS / 2, ROUNDS - ROUNDS / 10);
    }

    @Test
    void aMemberWhoseDataFailsItsCrcIsRefusedAtItsTrailer() throws Exception {
        byte[] member = gzip("k1,p1\nk2,p2\n");
        member[member.length - 8] ^= 1;
        Path file = Files.write(dir.resolve("events.csv.gz"), member);

        IOException e = catchThrowableOfType(IOException.class, () -> readWhole(file));

        assertThat(SourceInput.failure("events.csv.gz", 2, e).getMessage()).isEqualTo("events.csv.gz:3: at byte "
                + (member.length - 8) + ", the gzip member that starts at byte 0 fails its CRC-32 check: the data "
                + "inflated is not the data compressed; compress the file again");
    }

    @Test
    void aPlainFileNamedGzIsRefusedAtItsFirstByte() throws Exception {
        Path file = Files.writeString(dir.resolve("events.csv.gz"), "key,period\nk1,p1\n");

        IOException e = catchThrowableOfType(IOException.class, () -> readWhole(file));

        assertThat(SourceInput.failure("events.csv.gz", 0, e).getMessage()).isEqualTo("events.csv.gz:1: at byte 0, "
                + "the file is not gzip: it does not start with the gzip magic bytes 1f 8b; compress it with gzip, or "
                + "drop the .gz from its name");
    }

    /** One to three gzip members of random lines, some of them with a file name and a header CRC. */
    private static byte[] members(Random random) throws IOException {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        for (int member = random.nextInt(3); member >= 0; member--) {
            StringBuilder text = new StringBuilder();
            for (int line = random.nextInt(200); line >= 0; line--) {
                text.append('k').append(random.nextInt(5_000)).append(",p").append(random.nextInt(12)).append('\n');
            }
            byte[] compressed = gzip(text.toString());
            file.writeBytes(random.nextInt(4) == 0 ? named(compressed) : compressed);
        }
        return file.toByteArray();
    }

    /** The member with FNAME and FHCRC set: the name {@code a.csv} and the header's CRC-16 after it. */
    private static byte[] named(byte[] member) {
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        header.write(member, 0, 10);
        header.writeBytes("a.csv\0".getBytes(StandardCharsets.US_ASCII));
        byte[] bytes = header.toByteArray();
        bytes[3] |= 8 | 2;
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes);
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        whole.writeBytes(bytes);
        whole.write((int) crc.getValue());
        whole.write((int) (crc.getValue() >> 8));
        whole.write(member, 10, member.length - 10);
        return whole.toByteArray();
    }

    /**
     * The file damaged in one of six ways at a random offset, or only in its first header's time, extra flags
     * or system, which say nothing of the data (unless a header CRC covers them), or not at all.
     */
    private static byte[] damaged(byte[] file, Random random) throws IOException {
        int at = random.nextInt(file.length);
        switch (random.nextInt(8)) {
            case 0 -> {
                byte[] bytes = file.clone();
                bytes[at] = (byte) random.nextInt(256);
                return bytes;
            }
            case 1 -> {
                byte[] bytes = file.clone();
                bytes[at] ^= (byte) (1 << random.nextInt(8));
                return bytes;
            }
            case 2 -> {
                return Arrays.copyOf(file, at);
            }
            case 3 -> {
                byte[] bytes = new byte[file.length + 1 + random.nextInt(4)];
                System.arraycopy(file, 0, bytes, 0, at);
                for (int i = at; i < at + bytes.length - file.length; i++) {
                    bytes[i] = (byte) random.nextInt(256);
                }
                System.arraycopy(file, at, bytes, at + bytes.length - file.length, file.length - at);
                return bytes;
            }
            case 4 -> {
                byte[] junk = new byte[1 + random.nextInt(30)];
                random.nextBytes(junk);
                if (random.nextBoolean()) {
                    Arrays.fill(junk, (byte) 0);
                }
                return join(file, junk);
            }
            case 5 -> {
                byte[] member = gzip("k1,p1\nk2,p2\n");
                member[random.nextInt(member.length)] ^= (byte) (1 << random.nextInt(8));
                return join(file, member);
            }
            case 6 -> {
                byte[] bytes = file.clone();
                bytes[4 + random.nextInt(6)] = (byte) random.nextInt(256);
                return bytes;
            }
            default -> {
                return file;
            }
        }
    }

    private static byte[] join(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    private static byte[] readWhole(Path file) throws IOException, SourceException {
        try (InputStream in = SourceInput.open(file, "events.csv.gz", true)) {
            return in.readAllBytes();
        }
    }

    private record Decompressed(int exit, byte[] bytes) {
    }

    /** What {@code gzip -dc} writes of {@code file}, and its exit status. */
    private static Decompressed gzipDc(Path file) throws IOException, InterruptedException {
        Process gzip = new ProcessBuilder("gzip", "-dc", file.toString()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        byte[] bytes = gzip.getInputStream().readAllBytes();
        return new Decompressed(gzip.waitFor(), bytes);
    }
}
