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
 * a large file cut into byte ranges that {@link LineRange} moves to line boundaries, so that many readers read it.
 * A file is cut when it is JSON Lines, or a CSV whose first 64 KiB hold its header and no quote; a gzipped file,
 * a small one, and a CSV with quotes (whose quoted fields may hold line breaks) are each read whole by one reader,
 * and the log says which and why.
 */
final class EventSplits implements FileEnumerator.Provider, FileEnumerator {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(EventSplits.class);
    static final int LOOKED_AT = 1 << 16;

    private final boolean jsonLines;
    private final long splitBytes;
    private final int maxSplits;
    private final boolean csvWhole;
    private int made;

    /**
     * @param splitBytes the least bytes of a split; a file of fewer than twice as many is read whole
     * @param maxSplits the most splits of one file
     * @param csvWhole every CSV is read whole, since one that was cut held quotes
     */
    EventSplits(boolean jsonLines, long splitBytes, int maxSplits, boolean csvWhole) {
        this.jsonLines = jsonLines;
        this.splitBytes = splitBytes;
        this.maxSplits = maxSplits;
        this.csvWhole = csvWhole;
    }

    @Override
    public FileEnumerator create() {
        return new EventSplits(jsonLines, splitBytes, maxSplits, csvWhole);
    }

    @Override
    public Collection<FileSourceSplit> enumerateSplits(Path[] paths, int minDesiredSplits) throws IOException {
        List<FileSourceSplit> splits = new ArrayList<>();
        for (Path path : paths) {
            FileSystem fs = path.getFileSystem();
            add(fs, fs.getFileStatus(path), splits);
        }
        return splits;
    }

    private void add(FileSystem fs, FileStatus status, List<FileSourceSplit> splits) throws IOException {
        if (status.isDir()) {
            for (FileStatus child : fs.listStatus(status.getPath())) {
                String name = child.getPath().getName();
                if (!name.startsWith(".") && !name.startsWith("_")) {
                    add(fs, child, splits);
                }
            }
            return;
        }
        long size = status.getLen();
        String whole = whole(fs, status.getPath(), size);
        int count = whole != null ? 1 : (int) Math.min(maxSplits, size / splitBytes);
        if (whole != null && size >= 2 * splitBytes) {
            LOG.info("{} is read whole by one reader: {}", status.getPath(), whole);
        } else if (count > 1) {
            LOG.info("{} is read in {} splits at line boundaries", status.getPath(), count);
        }
        for (int i = 0; i < count; i++) {
            long start = size * i / count;
            long end = size * (i + 1) / count;
            splits.add(new FileSourceSplit(Integer.toString(made++), status.getPath(), start, end - start,
                    status.getModificationTime(), size));
        }
    }

    /** Why the file is read whole, or {@code null} when it may be cut. */
    private String whole(FileSystem fs, Path path, long size) throws IOException {
        if (path.getName().endsWith(".gz")) {
            return "it is gzipped";
        }
        if (size < 2 * splitBytes) {
            return "it is small";
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
