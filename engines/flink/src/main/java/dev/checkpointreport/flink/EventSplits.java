package dev.checkpointreport.flink;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.enumerate.FileEnumerator;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.core.fs.FileStatus;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The splits of the events: every file of a folder (but those whose names start with {@code .} or {@code _}), and
 * a file cut into byte ranges that {@link LineRange} moves to line boundaries when there are fewer files than
 * readers, so that every reader reads. A file may be cut when it is JSON Lines, or a CSV whose first 64 KiB hold its
 * header and no quote (such a CSV is then read as bytes, split id {@link #BYTES}); a gzipped file and a CSV with
 * quotes (whose quoted fields may hold line breaks) are each read whole by one reader, the CSV by FastCSV, and the
 * log says which and why.
 */
final class EventSplits implements FileEnumerator.Provider, FileEnumerator {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(EventSplits.class);
    static final int LOOKED_AT = 1 << 16;
    /** How the id of a split of a CSV read as bytes starts; the others start with {@code w}. */
    static final String BYTES = "b";

    private final boolean jsonLines;
    private final long splitBytes;
    private final int readers;
    private final boolean csvWhole;
    private int made;

    /**
     * @param splitBytes the least bytes of a split
     * @param readers the readers: the splits of a file are at most as many as the readers per file
     * @param csvWhole every CSV is read whole, since one that was cut held quotes
     */
    EventSplits(boolean jsonLines, long splitBytes, int readers, boolean csvWhole) {
        this.jsonLines = jsonLines;
        this.splitBytes = splitBytes;
        this.readers = readers;
        this.csvWhole = csvWhole;
    }

    @Override
    public FileEnumerator create() {
        return new EventSplits(jsonLines, splitBytes, readers, csvWhole);
    }

    @Override
    public Collection<FileSourceSplit> enumerateSplits(Path[] paths, int minDesiredSplits) throws IOException {
        List<FileStatus> files = new ArrayList<>();
        for (Path path : paths) {
            FileSystem fs = path.getFileSystem();
            list(fs, fs.getFileStatus(path), files);
        }
        int perFile = Math.max(1, (readers + files.size() - 1) / files.size());
        List<FileSourceSplit> splits = new ArrayList<>();
        for (FileStatus file : files) {
            long size = file.getLen();
            String whole = whole(file.getPath().getFileSystem(), file.getPath(), size);
            int count = whole != null ? 1 : (int) Math.max(1, Math.min(perFile, size / splitBytes));
            if (whole != null) {
                LOG.info("{} is read whole by one reader: {}", file.getPath(), whole);
            } else if (count > 1) {
                LOG.info("{} is read in {} splits at line boundaries", file.getPath(), count);
            }
            String kind = whole == null && !jsonLines ? BYTES : "w";
            for (int i = 0; i < count; i++) {
                long start = size * i / count;
                long end = size * (i + 1) / count;
                splits.add(new FileSourceSplit(kind + made++, file.getPath(), start, end - start,
                        file.getModificationTime(), size));
            }
        }
        return splits;
    }

    private static void list(FileSystem fs, FileStatus status, List<FileStatus> files) throws IOException {
        if (!status.isDir()) {
            files.add(status);
            return;
        }
        for (FileStatus child : fs.listStatus(status.getPath())) {
            String name = child.getPath().getName();
            if (!name.startsWith(".") && !name.startsWith("_")) {
                list(fs, child, files);
            }
        }
    }

    /** Why the file is read whole, or {@code null} when it may be cut. */
    private String whole(FileSystem fs, Path path, long size) throws IOException {
        if (path.getName().endsWith(".gz")) {
            return "it is gzipped";
        }
        if (jsonLines) {
            return null;
        }
        if (csvWhole) {
            return "a CSV read in splits held quoted fields, so every CSV is read whole";
        }
        byte[] first = new byte[LOOKED_AT];
        int n = 0;
        try (FSDataInputStream in = fs.open(path)) {
            for (int read = 0; read >= 0 && n < first.length; read = in.read(first, n, first.length - n)) {
                n += read;
            }
        }
        boolean lineEnds = false;
        for (int i = 0; i < n; i++) {
            if (first[i] == '"') {
                return "it is a CSV with quoted fields, which may hold line breaks";
            }
            lineEnds |= first[i] == '\n';
        }
        return lineEnds ? null : "its header does not end within its first " + LOOKED_AT + " bytes";
    }
}
