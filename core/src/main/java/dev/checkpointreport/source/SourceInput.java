package dev.checkpointreport.source;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Opens a source file as bytes, unzipping a {@code .gz} on a thread of its own, and words what can go wrong while reading it. */
final class SourceInput {
    private static final int BUFFER = 1 << 16;

    private SourceInput() {
    }

    static InputStream open(Path file, String shown, boolean gzip) throws SourceException {
        return open(file, shown, gzip, InflationLimit.DEFAULT);
    }

    /** Opens {@code file}, a {@code .gz} file inflating at most as far as {@code limit} allows. */
    static InputStream open(Path file, String shown, boolean gzip, InflationLimit limit) throws SourceException {
        InputStream in = null;
        try {
            in = Files.newInputStream(file);
            if (!gzip) {
                return new BufferedInputStream(in, BUFFER);
            }
            GzipMembers members = new GzipMembers(in);
            return new InflatingInput(members, members::compressed, limit);
        } catch (IOException e) {
            close(in, e);
            throw failure(shown, 0, e);
        }
    }

    /**
     * The failure of reading {@code shown} after {@code line} complete lines; a gzip file's damage is told by the
     * exception itself ({@link GzipMembers}, {@link InflationLimit}), which only a {@code .gz} file raises.
     */
    static SourceException failure(String shown, long line, IOException e) {
        String problem;
        if (e instanceof GzipMembers.Truncated cut) {
            problem = "the gzip file is truncated at byte " + cut.length() + ": it ends "
                    + (line == 0 ? "inside the first line" : "after line " + line) + "; compress the file again";
        } else if (e instanceof GzipMembers.Damaged || e instanceof InflationLimit.Exceeded) {
            problem = e.getMessage();
        } else if (deniedAccess(e)) {
            problem = "the file cannot be read: permission denied; the user running the build needs read access to it";
        } else {
            problem = "the file cannot be read: an input/output error";
        }
        return new SourceException(shown, new LineProblem(line + 1, null, problem), e);
    }

    /** Whether the system refused to let this user read the file: EACCES, as NIO or a stream reports it. */
    private static boolean deniedAccess(IOException e) {
        if (e instanceof AccessDeniedException) {
            return true;
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return reason != null && (reason.equals("Permission denied") || reason.endsWith(" (Permission denied)"));
    }

    /** Closes what was opened before {@code failed}: the open's failure is the one to report, a close's kept in it. */
    private static void close(InputStream in, IOException failed) {
        if (in != null) {
            try {
                in.close();
            } catch (IOException again) {
                failed.addSuppressed(again);
            }
        }
    }
}
