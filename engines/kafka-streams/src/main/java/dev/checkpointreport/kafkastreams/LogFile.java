package dev.checkpointreport.kafkastreams;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The JSON Lines file the listener appends to, one line a write, flushed, so a killed JVM loses no line it wrote.
 * Past {@link StreamsLog#ROLL_BYTES} the file is renamed to {@code <name>.<n>}, the next free number, and a new one
 * started: the reader puts the parts in order by what they hold, so their names need not sort.
 */
final class LogFile implements AutoCloseable {
    private final Path file;
    private final long rollBytes;
    private OutputStream out;
    private long written;

    LogFile(Path file, long rollBytes) {
        this.file = file;
        this.rollBytes = rollBytes;
    }

    synchronized void append(String line) {
        try {
            byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
            if (out == null) {
                out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                written = Files.size(file);
            }
            if (written > 0 && written + bytes.length > rollBytes) {
                out.close();
                Files.move(file, rolled(), StandardCopyOption.ATOMIC_MOVE);
                out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                written = 0;
            }
            out.write(bytes);
            out.flush();
            written += bytes.length;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file, e);
        }
    }

    private Path rolled() {
        int n = 1;
        while (Files.exists(file.resolveSibling(file.getFileName() + "." + n))) {
            n++;
        }
        return file.resolveSibling(file.getFileName() + "." + n);
    }

    @Override
    public synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot close " + file, e);
            } finally {
                out = null;
            }
        }
    }

    /** A JSON string of {@code text}: quotes, backslashes and control characters escaped. */
    static String quoted(String text) {
        StringBuilder json = new StringBuilder(text.length() + 2).append('"');
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                json.append('\\').append(c);
            } else if (c < 0x20) {
                json.append(String.format("\\u%04x", (int) c));
            } else {
                json.append(c);
            }
        }
        return json.append('"').toString();
    }
}
