package dev.checkpointreport.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * What a report folder holds, judged against its marker: the plugin replaces a folder only while it is empty or
 * holds nothing but files its marker lists, the marker naming only paths the caller writes ({@code writes}), and
 * one listed file at least still as listed. A refusal names up to {@link #NAMED_FILES} of the files.
 */
final class FolderContents {
    private static final int NAMED_FILES = 3;

    private final Path real;
    /** Whether the caller writes a file at a path of the folder: a listing that names any other is not the plugin's. */
    private final Predicate<String> writes;
    private final Function<String, ReportFolderException> refused;

    FolderContents(Path real, Predicate<String> writes, Function<String, ReportFolderException> refused) {
        this.real = real;
        this.writes = writes;
        this.refused = refused;
    }

    /** Refuses the folder when it holds a file the plugin did not write, or its marker lists one it never writes. */
    void check() throws IOException {
        if (!Files.isDirectory(real) || ReportFolder.isEmpty(real)) {
            return;
        }
        Marker marker = Marker.read(real);
        if (marker.kind() != Marker.Kind.LISTED) {
            List<String> names;
            try (Stream<Path> files = Files.list(real)) {
                names = files.map(f -> f.getFileName().toString()).sorted().toList();
            }
            throw refused.apply("it holds files the plugin did not write (" + named(names) + ")");
        }
        List<String> forged = notWritten(marker.listing());
        if (!forged.isEmpty()) {
            throw refused.apply("its marker lists " + (forged.size() == 1 ? "a file" : "files") + " the plugin never writes ("
                    + named(forged) + "), so the listing is not the plugin's");
        }
        FileListing.Strangers strangers = marker.listing().strangers(real);
        String others = "it holds files the plugin did not write (" + named(strangers.unlisted()) + ")";
        String changed = "the files the plugin wrote there were all changed since (" + named(strangers.unproven())
                + "), so nothing shows that the folder is still the plugin's";
        if (!strangers.unlisted().isEmpty() && !strangers.unproven().isEmpty()) {
            throw refused.apply(others + ", and " + changed);
        }
        if (!strangers.unlisted().isEmpty()) {
            throw refused.apply(others);
        }
        if (!strangers.unproven().isEmpty()) {
            throw refused.apply(changed);
        }
    }

    /** The paths {@code listing} names that the caller never writes, in name order. */
    List<String> notWritten(FileListing listing) {
        return listing.files().keySet().stream().filter(writes.negate()).toList();
    }

    /** Up to {@link #NAMED_FILES} of {@code paths}, and how many more there are. */
    static String named(List<String> paths) {
        int count = paths.size();
        String more = count > NAMED_FILES ? " and " + (count - NAMED_FILES) + " more" : "";
        return String.join(", ", paths.subList(0, Math.min(NAMED_FILES, count))) + more;
    }
}
