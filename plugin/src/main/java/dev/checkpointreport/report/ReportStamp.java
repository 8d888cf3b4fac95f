package dev.checkpointreport.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a report was made from, as one {@link InputDigest}, and what the gate said of it. It is kept in the
 * folder's marker, below the marker's text, written last, after every file of the report: a folder whose
 * marker has no stamp (an older plugin's, or a run killed halfway) is simply written again.
 *
 * @param inputs the digest of every input, {@code sha256:...}
 */
public record ReportStamp(String inputs, GateOutcome outcome) {
    private static final String INPUTS = "inputs ";
    /** Far more than any gate's lines; a marker larger than this is not read. */
    private static final int MAX_BYTES = 1 << 20;

    /**
     * What the gate said of the report in {@code folder}, when that report was made from {@code inputs} and
     * each of {@code files} (relative to the folder) is in place; empty when it must be written.
     */
    public static Optional<GateOutcome> kept(Path folder, String inputs, List<String> files) throws IOException {
        for (String file : files) {
            if (!Files.isRegularFile(folder.resolve(file), LinkOption.NOFOLLOW_LINKS)) {
                return Optional.empty();
            }
        }
        return readFrom(folder).filter(stamp -> stamp.inputs().equals(inputs)).map(ReportStamp::outcome);
    }

    /** Whether {@code folder}'s marker holds a stamp this plugin can read. */
    public static boolean stamped(Path folder) throws IOException {
        return readFrom(folder).isPresent();
    }

    /** Writes the folder's marker with this stamp, last of the folder's files. */
    public void writeInto(Path folder) throws IOException {
        Files.writeString(folder.resolve(ReportFolder.MARKER), ReportFolder.MARKER_TEXT + "\n" + INPUTS + inputs + "\n"
                + outcome.text(), StandardCharsets.UTF_8);
    }

    /** The stamp in {@code folder}'s marker; empty when the folder has none, or one this plugin cannot read. */
    static Optional<ReportStamp> readFrom(Path folder) throws IOException {
        Path marker = folder.resolve(ReportFolder.MARKER);
        if (!Files.isRegularFile(marker, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(marker, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        String start = ReportFolder.MARKER_TEXT + "\n" + INPUTS;
        if (bytes.length > MAX_BYTES || !text.startsWith(start)) {
            return Optional.empty();
        }
        List<String> lines = text.substring(start.length()).lines().toList();
        if (lines.isEmpty()) {
            return Optional.empty();
        }
        return GateOutcome.parse(lines.subList(1, lines.size())).map(outcome -> new ReportStamp(lines.get(0), outcome));
    }
}
