package dev.checkpointreport.kafkastreams;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Waits on the listener's log: reads the lines appended since the last wait, woken by the file system's change
 * events, until one matches, the app's JVM dies or the bound passes. A partial last line waits for its end.
 */
final class LogWatch implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Path file;
    private final WatchService watcher;
    private long read;
    private final StringBuilder partial = new StringBuilder();

    LogWatch(Path file) throws IOException {
        this.file = file;
        this.watcher = FileSystems.getDefault().newWatchService();
        file.toAbsolutePath().getParent().register(watcher, StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_MODIFY);
    }

    /** The first line from here on that matches; fails when the app dies or {@code seconds} pass first. */
    JsonNode await(ChildJvm app, int seconds, String what, Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            for (JsonNode line = next(); line != null; line = next()) {
                if (wanted.test(line)) {
                    return line;
                }
            }
            if (!app.alive()) {
                throw new AssertionError("the app exited before " + what);
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("no line in " + seconds + " s: " + what);
            }
            // a change event, or at the latest a second later to see whether the app still lives
            var key = watcher.poll(Math.min(left, TimeUnit.SECONDS.toNanos(1)), TimeUnit.NANOSECONDS);
            if (key != null) {
                key.pollEvents();
                key.reset();
            }
        }
    }

    private JsonNode next() throws IOException {
        int end = partial.indexOf("\n");
        if (end < 0 && Files.exists(file)) {
            try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
                if (in.length() > read) {
                    byte[] bytes = new byte[(int) (in.length() - read)];
                    in.seek(read);
                    in.readFully(bytes);
                    read += bytes.length;
                    partial.append(new String(bytes, StandardCharsets.UTF_8));
                }
            }
            end = partial.indexOf("\n");
        }
        if (end < 0) {
            return null;
        }
        String line = partial.substring(0, end);
        partial.delete(0, end + 1);
        return JSON.readTree(line);
    }

    @Override
    public void close() throws IOException {
        watcher.close();
    }
}
