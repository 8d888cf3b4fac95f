package dev.checkpointreport.pipeline;

import dev.checkpointreport.config.ConfigException;
import dev.checkpointreport.output.BuildHistory;
import dev.checkpointreport.output.json.HistoryReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;

/**
 * What a course's build adds to its history across builds: the previous {@code history.json} as the goal's
 * {@code history} named and read it, and this build's facts, which the goal takes from the environment.
 *
 * @param file the previous history as a message names it (a path relative to the project, or a URL), or
 *     {@code null} when the goal names none: the course's history then starts with this build
 * @param previous its bytes, or {@code null} when there is none yet (no such file, a URL that answered 404)
 * @param date when this build ran
 * @param commit the commit built, or {@code null}, as it is when it is not a commit id ({@code HEAD} set by hand)
 * @param branch the branch built, or {@code null}, as it is when it is longer than a history holds: the next build
 *     reads back what this one writes
 * @param base the branch this build is compared with (a pull request's base), or {@code null} for the last build
 */
public record HistoryRequest(String file, byte[] previous, Instant date, String commit, String branch, String base) {

    public HistoryRequest {
        commit = HistoryReader.commit(commit);
        branch = HistoryReader.branch(branch);
    }

    /** No previous history: the course's history is this build alone, of no known commit. */
    public static HistoryRequest none(Instant date) {
        return new HistoryRequest(null, null, date, null, null, null);
    }

    /** The previous history, read and judged: none when there is none yet; refused in one line naming the file. */
    BuildHistory read() throws ConfigException {
        return previous == null ? BuildHistory.NONE : HistoryReader.read(file, previous);
    }

    /**
     * Refuses the build when the previous history, a file, no longer holds what was read: another build appended to
     * it since, or it was put back with a killed build's report (none was read then). Called under the folder's
     * lock, before anything is written, so that no build's point is written over; a URL is not read again.
     */
    void unchanged(Path basedir) throws ConfigException {
        if (file == null || file.contains("://")) {
            return;
        }
        if (!holds(basedir == null ? Path.of(file) : basedir.resolve(file), previous)) {
            throw new ConfigException(file, 0, null, "changed after this build read it (another build appended to"
                    + " it, or a killed build's report was put back); nothing was written: build again to append to"
                    + " the history as it is now");
        }
    }

    /** Whether {@code path} holds {@code bytes}, or, for {@code null}, is missing; read no further than they go. */
    private static boolean holds(Path path, byte[] bytes) {
        if (!Files.exists(path)) {
            return bytes == null;
        }
        if (bytes == null || !Files.isRegularFile(path)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(path)) {
            return Arrays.equals(in.readNBytes(bytes.length + 1), bytes);
        } catch (IOException e) {
            return false;
        }
    }

    /** This build's instant as the history writes it, to the second, UTC. */
    String when() {
        return date.truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
