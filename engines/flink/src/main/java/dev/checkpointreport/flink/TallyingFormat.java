package dev.checkpointreport.flink;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.reader.BulkFormat;
import org.apache.flink.connector.file.src.util.IteratorResultIterator;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.core.fs.FileSystem;

/**
 * Reads one split and counts it where it is read ({@link SplitTally}), handing on only the tallies: a CSV without
 * quotes ({@link EventSplits#BYTES}) as bytes by {@link CsvBytes} after the file's header, any other CSV whole by
 * FastCSV ({@link CsvHeader#countAll}), JSON Lines by {@link JsonLinesSplit}, a {@code .gz} unzipped by its name.
 */
final class TallyingFormat implements BulkFormat<Tally, FileSourceSplit> {
    private static final long serialVersionUID = 1L;
    private final CountOptions options;
    /** The name every event's file is given, or {@code null} for the file's own path (the files of a folder). */
    private final String shown;

    TallyingFormat(CountOptions options, String shown) {
        this.options = options;
        this.shown = shown;
    }

    @Override
    public Reader<Tally> createReader(Configuration config, FileSourceSplit split) {
        return new Reader<>() {
            private boolean read;

            @Override
            public RecordIterator<Tally> readBatch() throws IOException {
                if (read) {
                    return null;
                }
                read = true;
                List<Tally> tallies = count(split);
                return new IteratorResultIterator<>(tallies.iterator(), split.offset() + split.length(), 0);
            }

            @Override
            public void close() {
            }
        };
    }

    @Override
    public Reader<Tally> restoreReader(Configuration config, FileSourceSplit split) {
        return createReader(config, split);
    }

    private List<Tally> count(FileSourceSplit split) throws IOException {
        String file = shown != null ? shown : split.path().toString();
        SplitTally tally = new SplitTally(options, file, split.offset());
        FileSystem fs = split.path().getFileSystem();
        boolean whole = split.offset() == 0 && split.length() == split.fileSize();
        boolean gzip = split.path().getName().endsWith(".gz");
        long lines;
        if (!options.jsonLines() && !split.splitId().startsWith(EventSplits.BYTES)) {
            try (InputStream in = unzipped(fs.open(split.path()), gzip)) {
                CsvHeader.countAll(in, options, tally);
            }
            lines = 0;
        } else if (options.jsonLines()) {
            try (LineRange range = whole ? new LineRange(unzipped(fs.open(split.path()), gzip))
                    : new LineRange(fs.open(split.path()), split.offset(), split.offset() + split.length())) {
                lines = new JsonLinesSplit(options).count(range, tally);
            }
        } else {
            CsvHeader header;
            try (FSDataInputStream start = fs.open(split.path())) {
                header = CsvHeader.of(start, options);
            }
            tally.columns(header.key() + 1, header.when() + 1, header.partition() + 1);
            try (LineRange range = new LineRange(fs.open(split.path()), split.offset(),
                    split.offset() + split.length())) {
                lines = new CsvBytes(header.fields(), header.key(), header.when(), header.partition())
                        .count(range, split.offset() == 0, tally, file);
            }
        }
        return tally.tallies(lines);
    }

    private static InputStream unzipped(FSDataInputStream in, boolean gzip) throws IOException {
        return gzip ? new GZIPInputStream(in, 1 << 16) : in;
    }

    @Override
    public boolean isSplittable() {
        return true;
    }

    @Override
    public TypeInformation<Tally> getProducedType() {
        return TypeInformation.of(Tally.class);
    }
}
