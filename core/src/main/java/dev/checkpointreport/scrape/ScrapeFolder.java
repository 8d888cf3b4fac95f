package dev.checkpointreport.scrape;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The folder that receives the scrapes: one new folder per scrape, named by its UTC time to the millisecond
 * ({@code 20261201T235959.123Z}, then {@code -2}, {@code -3} if that name is taken), created only when the scrape
 * saves something and never written twice; the folder itself, and the parents it lacks, made at the first file saved
 * and removed again when none was. Each file is written beside its name and moved into place in one step,
 * so a scrape cut short leaves whole files only. A response byte for byte identical to the last one saved under
 * its name is not written again; the last saved are read back from the newest {@link #LOOK_BACK} scrape folders,
 * so a scrape run by cron skips them too.
 */
final class ScrapeFolder {
    static final int LOOK_BACK = 100;
    static final Pattern SCRAPE = Pattern.compile("\\d{8}T\\d{6}\\.\\d{3}Z(-\\d{1,4})?");
    private static final Pattern SUBTASKS = Pattern.compile("subtasks-(\\d{1,18})-.*\\.json");
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private final Path into;
    private final Disk disk;
    private final Map<String, byte[]> lastSaved = new HashMap<>();
    private long lastDetailed = -1;
    /** The outermost folder of {@code into} this goal made, or {@code null}. */
    private Path made;

    private ScrapeFolder(Path into, Disk disk) {
        this.into = into;
        this.disk = disk;
    }

    /** The folder {@code into}, made at the first file saved, and what its newest scrapes saved. */
    static ScrapeFolder open(Path into) throws ScrapeException {
        return open(into, (file, body) -> Files.write(file, body, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE));
    }

    /** As {@link #open(Path)}, each file written by {@code disk}: a test's full disk. */
    static ScrapeFolder open(Path into, Disk disk) throws ScrapeException {
        ScrapeFolder folder = new ScrapeFolder(into, disk);
        Path existing = into;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing != null && !Files.isDirectory(existing)) {
            throw new ScrapeException(existing + (existing.equals(into) ? " is a file where a folder belongs"
                    : ", a parent of " + into + ", is a file, not a folder") + "; point -Dcheckpoint.scrape.into at a "
                    + "folder");
        }
        if (existing == null || !existing.equals(into)) {
            return folder;
        }
        try {
            List<Path> scrapes = new ArrayList<>();
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(into)) {
                for (Path entry : entries) {
                    if (SCRAPE.matcher(entry.getFileName().toString()).matches() && Files.isDirectory(entry)) {
                        scrapes.add(entry);
                    }
                }
            }
            scrapes.sort(null);
            for (Path scrape : scrapes.subList(Math.max(0, scrapes.size() - LOOK_BACK), scrapes.size())) {
                folder.remember(scrape);
            }
        } catch (IOException e) {
            throw new ScrapeException(into + " cannot be read (" + FolderFailure.said(e) + ")", e);
        }
        return folder;
    }

    /** Writes a new file; {@link Files#write} but in a test that fills the disk. */
    @FunctionalInterface
    interface Disk {
        void write(Path file, byte[] body) throws IOException;
    }

    /**
     * Removes the folder {@code into} and the parents {@link #open} made for it, when no scrape saved anything into
     * them: a goal that saved nothing leaves nothing, and removes only what it made.
     */
    void end() {
        if (made == null) {
            return;
        }
        for (Path dir = into; dir != null && dir.startsWith(made); dir = dir.getParent()) {
            try {
                Files.deleteIfExists(dir);
            } catch (IOException notEmpty) {
                return;
            }
        }
    }

    private void remember(Path scrape) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(scrape)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                Matcher subtasks = SUBTASKS.matcher(name);
                if (subtasks.matches()) {
                    lastDetailed = Math.max(lastDetailed, Long.parseLong(subtasks.group(1)));
                } else if (!name.startsWith(".") && Files.isRegularFile(file)
                        && Files.size(file) <= RestClient.MAX_RESPONSE_BYTES) {
                    lastSaved.put(name, digest(Files.readAllBytes(file)));
                }
            }
        }
    }

    /** The newest checkpoint whose subtasks a scrape saved; -1 before any. */
    long lastDetailed() {
        return lastDetailed;
    }

    /** Notes that checkpoint {@code id}'s subtasks have been looked at, whether or not a vertex had state. */
    void detailed(long id) {
        lastDetailed = Math.max(lastDetailed, id);
    }

    Path into() {
        return into;
    }

    /**
     * One round of the scrape goal: its folder, made at its first saved (or staged) file. A staged file is written beside its name, hidden
     * ({@code .NAME.partial}, which no pattern of a scenario reads), and moved into place by {@link #commit}: a
     * scrape that must be refused after its answers came saves none of them.
     */
    final class Round {
        private final Instant at;
        private final Map<String, byte[]> staged = new LinkedHashMap<>();
        private final List<String> placed = new ArrayList<>();
        private Path folder;
        private int saved;
        private int skipped;

        private Round(Instant at) {
            this.at = at;
        }

        /** Saves {@code body} as {@code name} unless it is the last saved under that name; whether it did. */
        boolean save(String name, byte[] body) throws ScrapeException {
            byte[] digest = digest(body);
            if (Arrays.equals(lastSaved.get(name), digest)) {
                skipped++;
                return false;
            }
            write(name, body);
            place(name, digest);
            return true;
        }

        /** Writes {@code body} hidden, to be saved as {@code name} by {@link #commit}. */
        void stage(String name, byte[] body) throws ScrapeException {
            write(name, body);
            staged.put(name, digest(body));
        }

        /** Saves every staged file, skipping those identical to the last saved under their names. */
        void commit() throws ScrapeException {
            for (Map.Entry<String, byte[]> file : List.copyOf(staged.entrySet())) {
                staged.remove(file.getKey());
                if (Arrays.equals(lastSaved.get(file.getKey()), file.getValue())) {
                    deleteQuietly(partial(file.getKey()));
                    skipped++;
                } else {
                    place(file.getKey(), file.getValue());
                }
            }
        }

        /**
         * Deletes the files this round saved, for a goal that fails on its first scrape: a failed goal leaves
         * nothing behind. What it saved is not remembered as the last saved, so a later goal saves it again.
         */
        void discard() {
            for (String name : placed) {
                deleteQuietly(folder.resolve(name));
                lastSaved.remove(name);
            }
            placed.clear();
            saved = 0;
        }

        /** Deletes what is staged and not saved, and the scrape's folder if it holds nothing: it made it. */
        void end() {
            staged.keySet().forEach(name -> deleteQuietly(partial(name)));
            staged.clear();
            if (folder != null && saved == 0) {
                deleteQuietly(folder);
                folder = null;
            }
        }

        private Path partial(String name) {
            return folder.resolve("." + name + ".partial");
        }

        private void write(String name, byte[] body) throws ScrapeException {
            Path partial = folder().resolve("." + name + ".partial");
            try {
                disk.write(partial, body);
            } catch (IOException e) {
                deleteQuietly(partial);
                throw new ScrapeException(folder.resolve(name) + " " + FolderFailure.of(e), e);
            }
        }

        private void place(String name, byte[] digest) throws ScrapeException {
            Path target = folder.resolve(name);
            try {
                if (Files.exists(target)) {
                    throw new FileAlreadyExistsException(target.toString());
                }
                Files.move(partial(name), target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                deleteQuietly(partial(name));
                throw new ScrapeException(target + " " + (e instanceof FileAlreadyExistsException
                        ? "was written by another program while the scrape saved it" : FolderFailure.of(e)), e);
            }
            lastSaved.put(name, digest);
            placed.add(name);
            saved++;
        }

        private Path folder() throws ScrapeException {
            if (folder != null) {
                return folder;
            }
            makeInto();
            String name = NAME.format(at);
            for (int n = 1; n < 10_000; n++) {
                Path candidate = into.resolve(n == 1 ? name : name + "-" + n);
                try {
                    folder = Files.createDirectory(candidate);
                    return folder;
                } catch (FileAlreadyExistsException taken) {
                    // another scrape took this name within the same millisecond: the next suffix
                } catch (IOException e) {
                    throw new ScrapeException(candidate + " " + FolderFailure.of(e), e);
                }
            }
            throw new ScrapeException(into.resolve(name) + ": 9,999 scrapes share this millisecond's name");
        }

        /** The folder the scrape saved into, or {@code null} when it saved nothing. */
        Path savedInto() {
            return folder;
        }

        int saved() {
            return saved;
        }

        int skipped() {
            return skipped;
        }
    }

    /** Makes {@code into} and its missing parents, noting the outermost it made for {@link #end}. */
    private void makeInto() throws ScrapeException {
        if (Files.isDirectory(into)) {
            return;
        }
        Path outermost = into;
        while (outermost.getParent() != null && !Files.exists(outermost.getParent())) {
            outermost = outermost.getParent();
        }
        try {
            Files.createDirectories(into);
        } catch (IOException e) {
            throw new ScrapeException(into + " " + FolderFailure.of(e), e);
        }
        if (made == null) {
            made = outermost;
        }
    }

    Round begin(Instant at) {
        return new Round(at);
    }

    private static byte[] digest(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    private static void deleteQuietly(Path partial) {
        try {
            Files.deleteIfExists(partial);
        } catch (IOException ignored) {
            // a partial file's name starts with a dot and ends in .partial: no glob of a scenario reads it; a
            // folder that is not empty is another's to keep
        }
    }

}
