package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.ReadOnlyFileSystemException;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One writer of a report folder at a time. Threads of one build (the modules of a {@code -T 4} build)
 * wait on a lock per folder, since a file lock belongs to the whole process; processes wait on a file
 * lock beside the folder, {@code .NAME.lock}, in the parent only the folder's writers can write to (never a
 * predictable name in a shared temporary folder). The plugin makes that file only where there is none
 * ({@code CREATE_NEW}), writing {@link #FIRST_LINE} into it at once, and takes a file found there only when it
 * holds what the plugin writes (that line and a holder's token, or the bare token of an earlier version): a lock a
 * killed run left is taken, while any other file there (the user's notes, a link, a FIFO) is refused, naming it,
 * and never opened through, truncated or deleted. An empty file is given a second, for its maker to write the
 * line. The holder deletes the file as it lets go, when its name still leads to what the holder wrote, so no lock
 * is left in the course's tree; a waiter that then locks the deleted file finds, by the token it writes into it and
 * reads back by name, that the name leads elsewhere, and tries again. A file this run made and could not write
 * (a full disk) is deleted at once.
 */
final class FolderLock implements AutoCloseable {
    static final Duration PATIENCE = Duration.ofSeconds(60);
    /** The first line of every lock file the plugin makes: what the file is, for whoever finds one. */
    static final String FIRST_LINE = "This is the lock of a checkpoint-report build writing the folder beside it;"
            + " the build deletes it when done.\n";
    private static final byte[] FIRST = FIRST_LINE.getBytes(StandardCharsets.US_ASCII);
    private static final Pattern TOKEN = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static final int TOKEN_LENGTH = 36;
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
        FileChannel channel = open(folder, file, reading, writes);
        long emptySince = -1;
        try {
            while (channel != null && System.nanoTime() < deadline) {
                FileLock lock = locks(channel);
                if (lock == null) {
                    pause();
                    continue;
                }
                byte[] found = start(channel, FIRST.length + TOKEN_LENGTH + 1);
                if (!isOurs(found)) {
                    if (found.length > 0) {
                        throw notOurs(folder, file);
                    }
                    long now = System.nanoTime();
                    emptySince = emptySince < 0 ? now : emptySince;
                    if (now - emptySince > EMPTY_NANOS) {
                        throw notOurs(folder, file);
                    }
                    // made this instant: its maker writes the first line next, or deletes it on a full disk
                    channel.close();
                    pause();
                    channel = open(folder, file, reading, writes);
                    continue;
                }
                emptySince = -1;
                byte[] mine = token();
                FileChannel named = named(file, channel, mine, writes);
                if (named != null) {
                    Object key = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
                    return new FolderLock(threads, file, channel, named, mine, key);
                }
                // the holder before deleted it: wait on the file the name leads to now
                channel.close();
                channel = open(folder, file, reading, writes);
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

    /**
     * The lock file, opened: made with {@link #FIRST_LINE} where there is none, else the regular file there;
     * {@code null} for a reader when nothing can be written beside the folder.
     */
    private static FileChannel open(Path folder, Path file, boolean reading, Writes writes) throws IOException {
        while (true) {
            refuseAnythingButAFile(folder, file);
            try {
                return create(file, writes);
            } catch (FileAlreadyExistsException e) {
                // there is one: opened below
            } catch (IOException | ReadOnlyFileSystemException e) {
                if (reading && cannotWrite(e)) {
                    return null;
                }
                if (e instanceof IOException io && Replaceable.isDenied(io)) {
                    throw Replaceable.denied(folder, "this user cannot write in its parent " + folder.getParent());
                }
                throw e;
            }
            try {
                // read and write: opening a FIFO that replaced the file since does not block, as writing alone would
                return FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                        LinkOption.NOFOLLOW_LINKS);
            } catch (NoSuchFileException e) {
                // its holder deleted it since: made again above
            } catch (IOException | ReadOnlyFileSystemException e) {
                if (reading && cannotWrite(e)) {
                    return null;
                }
                refuseAnythingButAFile(folder, file);
                if (e instanceof IOException io && Replaceable.isDenied(io)) {
                    throw Replaceable.denied(folder, "this user cannot write its lock file " + file);
                }
                throw e;
            }
        }
    }

    /** A lock file made by this run, its first line written; deleted again when that cannot be written. */
    private static FileChannel create(Path file, Writes writes) throws IOException {
        FileChannel made = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        try {
            writes.write(made, FIRST);
            return made;
        } catch (IOException | RuntimeException e) {
            // a full disk: the empty file is this run's, and no waiter takes an empty file, so none holds it
            made.close();
            try {
                Files.deleteIfExists(file);
            } catch (IOException again) {
                e.addSuppressed(again);
            }
            throw e;
        }
    }

    /** Whether {@code e} says that nothing can be written here: a read-only file system, or a refused permission. */
    private static boolean cannotWrite(Exception e) {
        return e instanceof ReadOnlyFileSystemException || e instanceof IOException io && Replaceable.refusesWriting(io);
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

    private static ReportFolderException notOurs(Path folder, Path file) {
        return Replaceable.refused(folder, "its lock file " + file + " is a file the plugin did not make (it does not"
                + " begin with the plugin's line), which the plugin never changes or deletes; move it elsewhere");
    }

    /** Whether a lock file's bytes are what the plugin writes: its first line, a holder's token after it, or a bare one. */
    private static boolean isOurs(byte[] found) {
        String text = new String(found, StandardCharsets.US_ASCII);
        String token = text.startsWith(FIRST_LINE) ? text.substring(FIRST_LINE.length()) : text;
        return text.equals(FIRST_LINE) || TOKEN.matcher(token).matches();
    }

    /** The first bytes of a file, at most {@code most}: as many as the plugin ever writes into one and one more. */
    private static byte[] start(FileChannel channel, int most) throws IOException {
        ByteBuffer read = ByteBuffer.allocate(most);
        while (read.hasRemaining() && channel.read(read, read.position()) > 0) {
            // reads what there is
        }
        return Arrays.copyOf(read.array(), read.position());
    }

    private static FileLock locks(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            // a copy of this class in another class loader of this process holds it
            return null;
        }
    }

    /** The first line and a token unique to this holder: not a secret, so no SecureRandom (30 ms of a cold build). */
    private static byte[] token() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String token = new UUID(random.nextLong(), random.nextLong()).toString();
        return (FIRST_LINE + token).getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * The file {@code file} names, opened, when it is still the locked one: the holder before deletes it as it
     * lets go. It stays open while the lock is held, since closing it would let go of the lock.
     */
    private static FileChannel named(Path file, FileChannel locked, byte[] mine, Writes writes) throws IOException {
        writes.write(locked, mine);
        locked.truncate(mine.length);
        return leadingTo(file, mine);
    }

    /** The file {@code file} names, opened, when it holds exactly {@code bytes}; else {@code null}. */
    private static FileChannel leadingTo(Path file, byte[] bytes) throws IOException {
        FileChannel named;
        try {
            named = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            ByteBuffer read = ByteBuffer.allocate(bytes.length);
            // another file, or a FIFO (whose size is 0), is never read
            while (named.size() == bytes.length && read.hasRemaining() && named.read(read, read.position()) > 0) {
                // reads the token back
            }
            if (Arrays.equals(read.array(), bytes)) {
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
                && Arrays.equals(start(channel, written.length + 1), written);
    }
}
