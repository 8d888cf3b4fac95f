package dev.checkpointreport.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * The scenario file's text, read safely: symlinks are resolved, anything but a regular file (a folder,
 * {@code /dev/zero}, a named pipe) is refused before it is opened, so nothing hangs, and no more than
 * {@link Limits#MAX_FILE_BYTES} + 1 bytes are ever read, whatever size the file claims.
 */
final class ScenarioFile {
    private static final String TOO_LARGE = "the file is larger than " + Limits.MAX_FILE_BYTES
            + " bytes; a scenario is a few lines";

    private ScenarioFile() {
    }

    /** The file's bytes: a regular file's, at most {@link Limits#MAX_FILE_BYTES} of them, or refused. */
    static byte[] bytes(Path path) throws ConfigException {
        String name = path.toString();
        try {
            Path real = path.toRealPath();
            BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class);
            if (attributes.isDirectory()) {
                throw new ConfigException(name, 0, null, "is a folder; expected the scenario's YAML file");
            }
            if (!attributes.isRegularFile()) {
                throw new ConfigException(name, 0, null, "is not a regular file (a device, a pipe or a socket); "
                        + "expected the scenario's YAML file");
            }
            byte[] bytes;
            try (InputStream in = Files.newInputStream(real)) {
                bytes = in.readNBytes(Limits.MAX_FILE_BYTES + 1);
            }
            if (bytes.length > Limits.MAX_FILE_BYTES) {
                throw new ConfigException(name, 0, null, TOO_LARGE);
            }
            return bytes;
        } catch (NoSuchFileException e) {
            throw new ConfigException(name, 0, null, ConfigLoader.NO_SUCH_FILE);
        } catch (AccessDeniedException e) {
            throw new ConfigException(name, 0, null, "the file cannot be read: permission denied", e);
        } catch (FileSystemException e) {
            String reason = e.getReason() == null ? "the file system refused" : e.getReason();
            throw new ConfigException(name, 0, null, "the file cannot be read: " + reason, e);
        } catch (IOException e) {
            throw new ConfigException(name, 0, null, "the file cannot be read: an input/output error", e);
        }
    }

    /** The text of the scenario {@code name}, whose bytes are {@code bytes}: UTF-8, or refused. */
    static String text(String name, byte[] bytes) throws ConfigException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        // UTF-8 never makes more chars than it has bytes, so the buffer cannot overflow
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            int line = 1;
            for (int i = 0; i < offset; i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new ConfigException(name, line, null, String.format(Locale.ROOT, "the file is not UTF-8 text: the "
                    + "byte 0x%02X at offset %d cannot be decoded; save the file as UTF-8", bytes[offset] & 0xFF, offset));
        }
        decoder.flush(out);
        return out.flip().toString();
    }
}
