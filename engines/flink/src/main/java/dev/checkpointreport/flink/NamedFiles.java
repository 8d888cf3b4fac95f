package dev.checkpointreport.flink;

import java.io.IOException;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.impl.StreamFormatAdapter;
import org.apache.flink.connector.file.src.reader.BulkFormat;
import org.apache.flink.connector.file.src.util.RecordAndPosition;

/**
 * The events of every file a folder holds, each event with the name of its file, so that a line the job
 * cannot count is named by its file and line. Each file is one split, read by one reader from its start;
 * the files are shared out over the readers.
 */
final class NamedFiles implements BulkFormat<EventRecord, FileSourceSplit> {
    private static final long serialVersionUID = 1L;
    private final BulkFormat<EventRecord, FileSourceSplit> files;
    /** The name every event's file is given, or {@code null} for the file's own path. */
    private final String shown;

    NamedFiles(EventsFormat format, String shown) {
        this.files = new StreamFormatAdapter<>(format);
        this.shown = shown;
    }

    @Override
    public Reader<EventRecord> createReader(Configuration config, FileSourceSplit split) throws IOException {
        return named(files.createReader(config, split), split);
    }

    @Override
    public Reader<EventRecord> restoreReader(Configuration config, FileSourceSplit split) throws IOException {
        return named(files.restoreReader(config, split), split);
    }

    private Reader<EventRecord> named(Reader<EventRecord> reader, FileSourceSplit split) {
        String name = shown != null ? shown : split.path().toString();
        return new Reader<>() {
            @Override
            public RecordIterator<EventRecord> readBatch() throws IOException {
                RecordIterator<EventRecord> batch = reader.readBatch();
                return batch == null ? null : new RecordIterator<>() {
                    @Override
                    public RecordAndPosition<EventRecord> next() {
                        RecordAndPosition<EventRecord> next = batch.next();
                        if (next != null) {
                            next.getRecord().file = name;
                        }
                        return next;
                    }

                    @Override
                    public void releaseBatch() {
                        batch.releaseBatch();
                    }
                };
            }

            @Override
            public void close() throws IOException {
                reader.close();
            }
        };
    }

    @Override
    public boolean isSplittable() {
        return files.isSplittable();
    }

    @Override
    public TypeInformation<EventRecord> getProducedType() {
        return files.getProducedType();
    }
}
