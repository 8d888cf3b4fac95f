package dev.checkpointreport.report;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * One writer of a report folder at a time. Threads of one build (the modules of a {@code -T 4} build)
 * wait on a lock per folder, since a file lock belongs to the whole process; processes wait on a file
 * lock in the temporary folder, named by a hash of the report folder's path. That file is kept: deleting
 * a lock file lets a waiter lock a file nobody else sees, and a lock file beside the report would be
 * debris in the course's own tree.
 */
final class FolderLock implements AutoCloseable {
    static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 20;
    private static final int HASH_CHARS = 32;
    private static final Map<Path, ReentrantLock> IN_THIS_PROCESS = new ConcurrentHashMap<>();

    private final ReentrantLock threads;
    private final FileChannel channel;

    private FolderLock(ReentrantLock threads, FileChannel channel) {
        this.threads = threads;
        this.channel = channel;
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
            Path file = lockFile(folder);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
            try {
                while (System.nanoTime() < deadline) {
                    if (locks(channel)) {
                        return new FolderLock(threads, channel);
                    }
                    pause();
                }
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
            channel.close();
            throw busy.apply(why);
        } catch (IOException | RuntimeException e) {
            threads.unlock();
            throw e;
        }
    }

    private static Path lockFile(Path folder) throws IOException {
        byte[] digest;
        try {
            digest = MessageDigest.getInstance("SHA-256").digest(folder.toString().getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("this Java has no SHA-256", e);
        }
        String hash = HexFormat.of().formatHex(digest).substring(0, HASH_CHARS);
        return Path.of(System.getProperty("java.io.tmpdir"), "checkpoint-report-" + hash + ".lock");
    }

    private static boolean locks(FileChannel channel) throws IOException {
        try {
            return channel.tryLock() != null;
        } catch (OverlappingFileLockException e) {
            // a copy of this class in another class loader of this process holds it
            return false;
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
            channel.close();
        } finally {
            threads.unlock();
        }
    }
}
