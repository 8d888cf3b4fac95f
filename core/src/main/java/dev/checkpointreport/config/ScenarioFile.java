package dev.checkpointreport.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

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
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ConfigException(name, 0, null, "the file is not UTF-8 text");
        }
    }
}
