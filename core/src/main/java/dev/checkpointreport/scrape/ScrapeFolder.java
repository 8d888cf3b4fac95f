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
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The folder that receives the scrapes: one new folder per scrape, named by its UTC time to the millisecond
 * ({@code 20261201T235959.123Z}, then {@code -2}, {@code -3} if that name is taken), created only when the scrape
 * saves something and never written twice. Each file is written beside its name and moved into place in one step,
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
    private final Map<String, byte[]> lastSaved = new HashMap<>();
    private long lastDetailed = -1;

    private ScrapeFolder(Path into) {
        this.into = into;
    }

    /** The folder {@code into}, created if it is missing, and what its newest scrapes saved. */
    static ScrapeFolder open(Path into) throws ScrapeException {
        ScrapeFolder folder = new ScrapeFolder(into);
        try {
            Files.createDirectories(into);
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
            throw new ScrapeException(into + ": the folder cannot be read or created (" + reason(e) + ")", e);
        }
        return folder;
    }

    private void remember(Path scrape) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(scrape)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                Matcher subtasks = SUBTASKS.matcher(name);
                if (subtasks.matches()) {
                    lastDetailed = Math.max(lastDetailed, Long.parseLong(subtasks.group(1)));
                } else if (!name.startsWith(".") && Files.isRegularFile(file)
                        && Files.size(file) <= JobManager.MAX_RESPONSE_BYTES) {
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

    /** One scrape's folder, made at its first saved file. */
    final class Scrape {
        private final Instant at;
        private Path folder;
        private int saved;
        private int skipped;

        private Scrape(Instant at) {
            this.at = at;
        }

        /** Saves {@code body} as {@code name} unless it is the last saved under that name; whether it did. */
        boolean save(String name, byte[] body) throws ScrapeException {
            byte[] digest = digest(body);
            if (Arrays.equals(lastSaved.get(name), digest)) {
                skipped++;
                return false;
            }
            Path target = folder().resolve(name);
            Path partial = folder.resolve("." + name + ".partial");
            try {
                Files.write(partial, body, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                if (Files.exists(target)) {
                    throw new FileAlreadyExistsException(target.toString());
                }
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                deleteQuietly(partial);
                throw new ScrapeException(target + ": cannot be written (" + reason(e) + "); the files saved before "
                        + "it are whole", e);
            }
            lastSaved.put(name, digest);
            Matcher subtasks = SUBTASKS.matcher(name);
            if (subtasks.matches()) {
                lastDetailed = Math.max(lastDetailed, Long.parseLong(subtasks.group(1)));
            }
            saved++;
            return true;
        }

        private Path folder() throws ScrapeException {
            if (folder != null) {
                return folder;
            }
            String name = NAME.format(at);
            for (int n = 1; n < 10_000; n++) {
                Path candidate = into.resolve(n == 1 ? name : name + "-" + n);
                try {
                    folder = Files.createDirectory(candidate);
                    return folder;
                } catch (FileAlreadyExistsException taken) {
                    // another scrape took this name within the same millisecond: the next suffix
                } catch (IOException e) {
                    throw new ScrapeException(candidate + ": the scrape's folder cannot be created (" + reason(e)
                            + ")", e);
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

    Scrape begin(Instant at) {
        return new Scrape(at);
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
            // the partial file's name starts with a dot and ends in .partial: no glob of a scenario reads it
        }
    }

    private static String reason(IOException e) {
        return e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getClass().getSimpleName();
    }
}
