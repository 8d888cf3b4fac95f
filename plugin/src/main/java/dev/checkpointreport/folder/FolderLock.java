package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * One writer of a report folder at a time. Threads of one build (the modules of a {@code -T 4} build)
 * wait on a lock per folder, since a file lock belongs to the whole process; processes wait on a file
 * lock beside the folder, {@code .NAME.lock}, in the parent only the folder's writers can write to (never a
 * predictable name in a shared temporary folder). Anything there but a regular file (a link, a FIFO) is
 * refused, never opened through, so nothing another user puts there can take the lock or hang the wait.
 * The holder deletes the file as it lets go, so no lock is left in the course's tree; a waiter that then
 * locks the deleted file finds, by a token of its own written into it and read back by name, that the name
 * leads elsewhere, and tries again.
 */
final class FolderLock implements AutoCloseable {
    static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 20;
    private static final Map<Path, ReentrantLock> IN_THIS_PROCESS = new ConcurrentHashMap<>();

    private final ReentrantLock threads;
    private final Path file;
    private final FileChannel channel;
    private final FileChannel named;

    private FolderLock(ReentrantLock threads, Path file, FileChannel channel, FileChannel named) {
        this.threads = threads;
        this.file = file;
        this.channel = channel;
        this.named = named;
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
            FolderLock held = lock(threads, folder, deadline);
            if (held == null) {
                throw busy.apply(why);
            }
            return held;
        } catch (IOException | RuntimeException e) {
            threads.unlock();
            throw e;
        }
    }

    /** The lock, or {@code null} when another process held it until the deadline. */
    private static FolderLock lock(ReentrantLock threads, Path folder, long deadline) throws IOException {
        Path file = Debris.sibling(folder, Debris.LOCK, "");
        // one channel while waiting: closing any channel of a file lets go of the process's lock on it
        FileChannel channel = open(folder, file);
        try {
            while (System.nanoTime() < deadline) {
                if (!locks(channel)) {
                    pause();
                    continue;
                }
                FileChannel named = named(file, channel);
                if (named != null) {
                    return new FolderLock(threads, file, channel, named);
                }
                // the holder before deleted it: wait on the file the name leads to now
                channel.close();
                channel = open(folder, file);
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        channel.close();
        return null;
    }

    private static FileChannel open(Path folder, Path file) throws IOException {
        refuseAnythingButAFile(folder, file);
        try {
            // read and write: opening a FIFO that replaced the file since does not block, as writing alone would
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            if (Replaceable.isDenied(e)) {
                throw Replaceable.denied(folder, "this user cannot write in its parent " + folder.getParent());
            }
            refuseAnythingButAFile(folder, file);
            throw e;
        }
    }

    private static void refuseAnythingButAFile(Path folder, Path file) throws ReportFolderException {
        BasicFileAttributes found;
        try {
            found = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return; // missing: it is created
        }
        if (!found.isRegularFile()) {
            String kind = found.isSymbolicLink() ? "a symbolic link" : found.isDirectory() ? "a folder"
                    : "a FIFO, socket or device";
            throw Replaceable.refused(folder, "its lock file " + file + " is " + kind
                    + ", not the regular file the plugin makes; remove it");
        }
    }

    private static boolean locks(FileChannel channel) throws IOException {
        try {
            return channel.tryLock() != null;
        } catch (OverlappingFileLockException e) {
            // a copy of this class in another class loader of this process holds it
            return false;
        }
    }

    /**
     * The file {@code file} names, opened, when it is still the locked one: the holder before deletes it as it
     * lets go. It stays open while the lock is held, since closing it would let go of the lock.
     */
    private static FileChannel named(Path file, FileChannel locked) throws IOException {
        // unique to this holder; not a secret, so no SecureRandom, whose first seeding costs a cold build 30 ms
        ThreadLocalRandom random = ThreadLocalRandom.current();
        byte[] token = new UUID(random.nextLong(), random.nextLong()).toString().getBytes(StandardCharsets.US_ASCII);
        locked.truncate(0);
        locked.write(ByteBuffer.wrap(token), 0);
        FileChannel named;
        try {
            named = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            ByteBuffer read = ByteBuffer.allocate(token.length);
            // another file, or a FIFO (whose size is 0), is never read
            while (named.size() == token.length && read.hasRemaining() && named.read(read, read.position()) > 0) {
                // reads the token back
            }
            if (Arrays.equals(read.array(), token)) {
                return named;
            }
        } catch (IOException | RuntimeException e) {
            named.close();
            throw e;
        }
        named.close();
        return null;
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
            // deleted while still locked: a waiter that locks the deleted file sees that the name leads elsewhere
            Files.deleteIfExists(file);
        } finally {
            try (FileChannel lock = channel; FileChannel name = named) {
                // closed: the lock is let go
            } finally {
                threads.unlock();
            }
        }
    }
}
