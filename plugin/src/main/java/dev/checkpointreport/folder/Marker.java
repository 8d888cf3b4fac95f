package dev.checkpointreport.folder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a folder's {@link ReportFolder#MARKER} says of who wrote it. This plugin's marker holds its text, the
 * {@link FileListing} of every file it wrote, and when the report has a stamp, what {@code stat} said of each
 * file ({@code seen} lines, {@link FileStat}) and then the stamp's lines (what they say is the {@code uptodate}
 * package's business); it is written last, after every file it lists. An earlier version, which read every line
 * after the listing as the stamp, finds a stamp that does not begin with {@code inputs} and writes the report
 * again. A marker without a listing (empty, forged, another program's) proves nothing, and the bare text only that
 * a killed run of the plugin was writing the folder ({@link Kind#STAGED}): no release wrote any other format.
 *
 * @param listing the files the plugin wrote; {@code null} unless {@code kind} is {@link Kind#LISTED}
 * @param stamp the lines of the report's stamp, empty when it has none
 */
record Marker(Kind kind, FileListing listing, List<String> stamp) {
    /** Who the marker says wrote the folder. */
    enum Kind {
        /** No marker this plugin can read: nothing says the plugin wrote the folder. */
        NONE,
        /**
         * The bare text, which the plugin writes first into a folder it is writing ({@link ReportFolder#mark}): a run
         * killed while writing left it, and it is the plugin's to clear when it holds nothing but files the plugin
         * writes ({@link Debris}).
         */
        STAGED,
        /** This plugin, with the listing of its files. */
        LISTED
    }

    private static final String FILES = "files ";
    /** A listing of 100,000 files; a marker larger than this is not read. */
    private static final int MAX_BYTES = 16 << 20;
    /**
     * Lists every file of {@code folder} and writes its marker: the listing, then with a stamp the files' stats,
     * which only the up-to-date check reads, and {@code stamp}'s lines (none when empty).
     */
    static void write(Path folder, List<String> stamp) throws IOException {
        FileListing listing = FileListing.of(folder);
        String listed = ReportFolder.MARKER_TEXT + "\n" + FILES + listing.files().size() + "\n" + listing.text();
        String stamped = String.join("", stamp.stream().map(line -> line + "\n").toList());
        String seen = stamp.isEmpty() ? "" : listing.seenText();
        if (listed.length() + seen.length() + stamped.length() > MAX_BYTES / 4) {
            seen = ""; // the stats are only a shortcut: without them every file is read
        }
        String text = listed + seen + stamped;
        if (listed.length() > MAX_BYTES / 4) {
            throw new IOException("the report's folder holds " + listing.files().size() + " files, more than its"
                    + " marker can list");
        }
        if (text.length() > MAX_BYTES / 4) {
            // what the files leave is too little for the stamp: its inputs and verdicts, not the files, are too many
            throw new IOException("the report's stamp (its inputs, data files and verdicts, " + stamp.size()
                    + " lines) is " + stamped.length() + " characters, more than its marker holds beside its "
                    + listing.files().size() + (listing.files().size() == 1 ? " file" : " files") + " ("
                    + MAX_BYTES / 4 + " characters in all)");
        }
        Files.writeString(folder.resolve(ReportFolder.MARKER), text, StandardCharsets.UTF_8);
    }

    /** The marker of {@code folder}, which exists. */
    static Marker read(Path folder) throws IOException {
        Path marker = folder.resolve(ReportFolder.MARKER);
        if (!Files.isRegularFile(marker, LinkOption.NOFOLLOW_LINKS)) {
            return new Marker(Kind.NONE, null, List.of());
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(marker, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (bytes.length > MAX_BYTES || !text.startsWith(ReportFolder.MARKER_TEXT)) {
            return new Marker(Kind.NONE, null, List.of());
        }
        String rest = text.substring(ReportFolder.MARKER_TEXT.length());
        if (rest.isEmpty()) {
            return new Marker(Kind.STAGED, null, List.of());
        }
        return listed(rest.lines().toList());
    }

    /** {@code lines}: a blank line, {@code files N}, N files, their {@code seen} lines if any, then the stamp if any. */
    private static Marker listed(List<String> lines) {
        Marker none = new Marker(Kind.NONE, null, List.of());
        if (lines.size() < 2 || !lines.get(0).isEmpty() || !lines.get(1).matches(FILES + "[1-9][0-9]{0,8}")) {
            return none;
        }
        int count = Integer.parseInt(lines.get(1).substring(FILES.length()));
        if (lines.size() < 2 + count) {
            return none;
        }
        Optional<FileListing> listing = FileListing.parse(lines.subList(2, 2 + count));
        if (listing.isEmpty() || listing.get().files().size() != count) {
            return none;
        }
        int stamp = 2 + count;
        while (stamp < lines.size() && lines.get(stamp).startsWith(FileStat.SEEN)) {
            stamp++; // a stamp begins with its inputs, never with a seen line
        }
        FileListing seen = listing.get().seen(lines.subList(2 + count, stamp));
        // the stamp's lines are kept as they are: one that cannot be read means the folder is never up to date
        return new Marker(Kind.LISTED, seen, List.copyOf(lines.subList(stamp, lines.size())));
    }
}
