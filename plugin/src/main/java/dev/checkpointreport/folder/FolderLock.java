package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * One writer of a report folder at a time. Threads of one build (the modules of a {@code -T 4} build)
 * wait on a lock per folder, since a file lock belongs to the whole process; processes wait on a file
 * lock beside the folder, {@code .NAME.lock}, in the parent only the folder's writers can write to (never a
 * predictable name in a shared temporary folder). The plugin makes that file only where there is none
 * ({@code CREATE_NEW}), writing {@link #FIRST_LINE} into it at once, and takes a file found there only when it
 * holds what the plugin writes ({@link LockFile}) (that line and a holder's token, or the bare token of an earlier version): a lock a
 * killed run left is taken, while any other file there (the user's notes, a link, a FIFO) is refused, naming it,
 * and never opened through, truncated or deleted. An empty file is given a second, for its maker to write the
 * line. The holder deletes the file as it lets go, when its name still leads to what the holder wrote, so no lock
 * is left in the course's tree; a waiter that then locks the deleted file finds, by the token it writes into it and
 * reads back by name, that the name leads elsewhere, and tries again. A file this run made and could not write
 * (a full disk) is deleted at once.
 */
final class FolderLock implements AutoCloseable {
    static final Duration PATIENCE = Duration.ofSeconds(60);
    /** {@link LockFile#FIRST_LINE}, the line every lock file the plugin makes begins with. */
    static final String FIRST_LINE = LockFile.FIRST_LINE;
    private static final long POLL_MILLIS = 20;
    /** How long a lock file may stay empty before it is taken for another program's. */
    private static final long EMPTY_NANOS = TimeUnit.SECONDS.toNanos(1);
    private static final Map<Path, ReentrantLock> IN_THIS_PROCESS = new ConcurrentHashMap<>();

    /** How the lock's bytes are written into its file, from its start; tests write them to a full disk. */
    @FunctionalInterface
    interface Writes {
        void write(FileChannel channel, byte[] bytes) throws IOException;
    }

    static final Writes WRITE = (channel, bytes) -> {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            channel.write(buffer, buffer.position());
        }
    };

    private final ReentrantLock threads;
    private final Path file;
    private final FileChannel channel;
    private final FileChannel named;
    /** What this holder wrote into the file, and the file's identity ({@code dev} and inode; null where none is known). */
    private final byte[] written;
    private final Object key;

    private FolderLock(ReentrantLock threads, Path file, FileChannel channel, FileChannel named, byte[] written,
            Object key) {
        this.threads = threads;
        this.file = file;
        this.channel = channel;
        this.named = named;
        this.written = written;
        this.key = key;
    }

    /** Waits up to {@link #PATIENCE} for the folder; after that fails with {@code busy}'s refusal. */
    static FolderLock acquire(Path folder, Function<String, ReportFolderException> busy) throws IOException {
        return acquire(folder, busy, false, WRITE);
    }

    /**
     * As {@link #acquire(Path, Function)}, for a reader that changes nothing in the folder: where the lock cannot
     * be made because nothing can be written beside the folder (a read-only file system, a parent this user may
     * not write), no build of this user's can be replacing it, and the reader goes on without the file lock
     * ({@link #held} is false).
     */
    static FolderLock toRead(Path folder, Function<String, ReportFolderException> busy) throws IOException {
        return acquire(folder, busy, true, WRITE);
    }

    /** The lock, its bytes written by {@code writes}; for a reader ({@code reading}), perhaps without the file lock. */
    static FolderLock acquire(Path folder, Function<String, ReportFolderException> busy, boolean reading,
            Writes writes) throws IOException {
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
            FolderLock held = lock(threads, folder, deadline, reading, writes);
            if (held == null) {
                throw busy.apply(why);
            }
            return held;
        } catch (IOException | RuntimeException e) {
            threads.unlock();
            throw e;
        }
    }

    /** Whether the file lock is held; false for a reader where nothing can be written ({@link #toRead}). */
    boolean held() {
        return channel != null;
    }

    /** The lock, or {@code null} when another process held it until the deadline. */
    private static FolderLock lock(ReentrantLock threads, Path folder, long deadline, boolean reading, Writes writes)
            throws IOException {
        Path file = Debris.sibling(folder, Debris.LOCK, "");
        // one channel while waiting: closing any channel of a file lets go of the process's lock on it
        FileChannel channel = LockFile.open(folder, file, reading, writes);
        long emptySince = -1;
        try {
            while (channel != null && System.nanoTime() < deadline) {
                FileLock lock = locks(channel);
                if (lock == null) {
                    pause();
                    continue;
                }
                byte[] found = LockFile.start(channel, LockFile.MOST);
                if (!LockFile.isOurs(found)) {
                    if (found.length > 0) {
                        throw LockFile.notOurs(folder, file);
                    }
                    long now = System.nanoTime();
                    emptySince = emptySince < 0 ? now : emptySince;
                    if (now - emptySince > EMPTY_NANOS) {
                        throw LockFile.notOurs(folder, file);
                    }
                    // made this instant: its maker writes the first line next, or deletes it on a full disk
                    channel.close();
                    pause();
                    channel = LockFile.open(folder, file, reading, writes);
                    continue;
                }
                emptySince = -1;
                byte[] mine = LockFile.token();
                FileChannel named = LockFile.named(file, channel, mine, writes);
                if (named != null) {
                    Object key = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
                    return new FolderLock(threads, file, channel, named, mine, key);
                }
                // the holder before deleted it: wait on the file the name leads to now
                channel.close();
                channel = LockFile.open(folder, file, reading, writes);
            }
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            throw e;
        }
        if (channel == null) {
            return new FolderLock(threads, null, null, null, null, null);
        }
        channel.close();
        return null;
    }

    private static FileLock locks(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            // a copy of this class in another class loader of this process holds it
            return null;
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
        if (channel == null) {
            threads.unlock();
            return;
        }
        try (FileChannel lock = channel; FileChannel name = named) {
            // deleted while still locked: a waiter that locks the deleted file sees that the name leads elsewhere
            if (stillOurs()) {
                Files.delete(file);
            }
        } finally {
            threads.unlock();
        }
    }

    /**
     * Whether the name still leads to the file this holder locked, holding what it wrote: a file put there since,
     * or written over this one, is the user's and is never deleted. Read through the held channel, since closing
     * another channel of the file would let go of the lock.
     */
    private boolean stillOurs() throws IOException {
        BasicFileAttributes now;
        try {
            now = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return false;
        }
        return now.isRegularFile() && now.size() == written.length && (key == null || key.equals(now.fileKey()))
                && Arrays.equals(LockFile.start(channel, written.length + 1), written);
    }
}
