package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.ReadOnlyFileSystemException;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The lock file beside a report folder, {@code .NAME.lock}: what the plugin writes into it (its first line, then a
 * holder's token) and the rule for which file found there is the plugin's to take. It is made only where there is
 * none, and a file there that is not a regular file, or does not hold what the plugin writes, is refused, naming
 * it. {@link FolderLock} waits on it.
 */
final class LockFile {
    /** The first line of every lock file the plugin makes: what the file is, for whoever finds one. */
    static final String FIRST_LINE = "This is the lock of a checkpoint-report build writing the folder beside it;"
            + " the build deletes it when done.\n";
    private static final byte[] FIRST = FIRST_LINE.getBytes(StandardCharsets.US_ASCII);
    private static final Pattern TOKEN = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static final int TOKEN_LENGTH = 36;
    /** As many bytes as the plugin ever writes into a lock file, and one more. */
    static final int MOST = FIRST.length + TOKEN_LENGTH + 1;

    private LockFile() {
    }

    /**
     * The lock file, opened: made with {@link #FIRST_LINE} where there is none, else the regular file there;
     * {@code null} for a reader when nothing can be written beside the folder.
     */
    static FileChannel open(Path folder, Path file, boolean reading, FolderLock.Writes writes) throws IOException {
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
    private static FileChannel create(Path file, FolderLock.Writes writes) throws IOException {
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

    static ReportFolderException notOurs(Path folder, Path file) {
        return Replaceable.refused(folder, "its lock file " + file + " is a file the plugin did not make (it does not"
                + " begin with the plugin's line), which the plugin never changes or deletes; move it elsewhere");
    }

    /** Whether a lock file's bytes are what the plugin writes: its first line, a holder's token after it, or a bare one. */
    static boolean isOurs(byte[] found) {
        String text = new String(found, StandardCharsets.US_ASCII);
        String token = text.startsWith(FIRST_LINE) ? text.substring(FIRST_LINE.length()) : text;
        return text.equals(FIRST_LINE) || TOKEN.matcher(token).matches();
    }

    /** The first bytes of a file, at most {@code most}: as many as the plugin ever writes into one and one more. */
    static byte[] start(FileChannel channel, int most) throws IOException {
        ByteBuffer read = ByteBuffer.allocate(most);
        while (read.hasRemaining() && channel.read(read, read.position()) > 0) {
            // reads what there is
        }
        return Arrays.copyOf(read.array(), read.position());
    }

    /** The first line and a token unique to this holder: not a secret, so no SecureRandom (30 ms of a cold build). */
    static byte[] token() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String token = new UUID(random.nextLong(), random.nextLong()).toString();
        return (FIRST_LINE + token).getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * The file {@code file} names, opened, when it is still the locked one: the holder before deletes it as it
     * lets go. It stays open while the lock is held, since closing it would let go of the lock.
     */
    static FileChannel named(Path file, FileChannel locked, byte[] mine, FolderLock.Writes writes) throws IOException {
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
}
