package dev.checkpointreport.report;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * One writer of a report folder at a time. Threads of one build (the modules of a {@code -T 4} build)
 * wait on a lock per folder, since a file lock belongs to the whole process; processes wait on a file
 * lock on the hidden sibling {@code .NAME.lock}, which the holder deletes when done. Because a waiter may
 * lock a file that was deleted meanwhile, the holder writes a token through its lock and reads it back
 * through the path: only the holder whose token the path shows holds the lock.
 */
final class FolderLock implements AutoCloseable {
    static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 20;
    private static final Map<Path, ReentrantLock> IN_THIS_PROCESS = new ConcurrentHashMap<>();

    private final ReentrantLock threads;
    private final FileChannel channel;
    private final Path file;

    private FolderLock(ReentrantLock threads, FileChannel channel, Path file) {
        this.threads = threads;
        this.channel = channel;
        this.file = file;
    }

    /** Waits up to {@link #PATIENCE} for the folder; after that fails with {@code busy}'s refusal. */
    static FolderLock acquire(Path folder, Function<String, ReportFolderException> busy) throws IOException {
        ReentrantLock threads = IN_THIS_PROCESS.computeIfAbsent(folder, f -> new ReentrantLock());
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        String why = "another build has been writing it for over " + PATIENCE.toSeconds() + " s";
        try {
            if (!threads.tryLock(PATIENCE.toNanos(), TimeUnit.NANOSECONDS)) {
                throw busy.apply(why);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw busy.apply("the build was interrupted while waiting for another writer");
        }
        try {
            Path file = folder.resolveSibling("." + folder.getFileName() + ".lock");
            while (System.nanoTime() < deadline) {
                FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                        StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                if (holds(channel, file)) {
                    return new FolderLock(threads, channel, file);
                }
                channel.close();
                pause();
            }
            throw busy.apply(why);
        } catch (IOException | RuntimeException e) {
            threads.unlock();
            throw e;
        }
    }

    private static boolean holds(FileChannel channel, Path file) throws IOException {
        try {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return false;
            }
            byte[] token = UUID.randomUUID().toString().getBytes(StandardCharsets.US_ASCII);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(token), 0);
            return Arrays.equals(token, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static void pause() throws IOException {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for another writer");
        }
    }

    @Override
    public void close() throws IOException {
        try {
            Files.deleteIfExists(file);
        } finally {
            try {
                channel.close();
            } finally {
                threads.unlock();
            }
        }
    }
}
