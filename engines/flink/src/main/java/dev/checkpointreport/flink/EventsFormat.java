package dev.checkpointreport.flink;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.FieldMismatchStrategy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.reader.SimpleStreamFormat;
import org.apache.flink.connector.file.src.reader.StreamFormat;
import org.apache.flink.core.fs.FSDataInputStream;

/**
 * An events file read whole, in order, by one reader (Flink unzips a {@code .gz} by its name): a CSV with a
 * header row, parsed by FastCSV as the plugin parses it (quoted fields may hold commas and line breaks, a
 * byte order mark is skipped), or JSON Lines, passed on a line at a time for the counting subtasks to parse.
 */
final class EventsFormat extends SimpleStreamFormat<EventRecord> {
    private static final long serialVersionUID = 1L;
    private final CountOptions options;

    EventsFormat(CountOptions options) {
        this.options = options;
    }

    @Override
    public StreamFormat.Reader<EventRecord> createReader(Configuration config, FSDataInputStream stream)
            throws IOException {
        InputStreamReader text = new InputStreamReader(stream, StandardCharsets.UTF_8);
        return options.jsonLines() ? new JsonLines(new BufferedReader(text, 1 << 16), options) : new Csv(text, options);
    }

    @Override
    public TypeInformation<EventRecord> getProducedType() {
        return TypeInformation.of(EventRecord.class);
    }

    /** The file cannot be read as events at all: empty, or without a column the job reads. */
    static final class Unreadable extends IOException {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message);
        }
    }

    /** CSV records after the header, the columns found by name in it. */
    private static final class Csv implements StreamFormat.Reader<EventRecord> {
        private final CsvReader<CsvRecord> csv;
        private final Iterator<CsvRecord> records;
        private final int fields;
        private final int key;
        private final int when;
        private final int partition;

        Csv(InputStreamReader text, CountOptions options) throws IOException {
            csv = CsvReader.builder().detectBomHeader(true).extraFieldStrategy(FieldMismatchStrategy.IGNORE)
                    .missingFieldStrategy(FieldMismatchStrategy.IGNORE).ofCsvRecord(text);
            records = csv.iterator();
            if (!records.hasNext()) {
                throw new Unreadable(options.events() + ": line 1: the file is empty; expected a header row naming "
                        + "the columns " + String.join(", ", columns(options)));
            }
            List<String> header = records.next().getFields();
            fields = header.size();
            key = position(header, options.key(), options);
            when = position(header, options.when(), options);
            partition = options.partition() == null ? -1 : position(header, options.partition(), options);
        }

        private static List<String> columns(CountOptions options) {
            return options.partition() == null ? List.of(options.key(), options.when())
                    : List.of(options.key(), options.when(), options.partition());
        }

        private static int position(List<String> header, String column, CountOptions options) throws IOException {
            int position = header.indexOf(column);
            if (position < 0) {
                throw new Unreadable(options.events() + ": line 1: the header has no column '" + column
                        + "'; its columns are " + String.join(", ", header.stream().limit(20).map(c -> "'" + c + "'")
                        .toList()));
            }
            return position;
        }

        @Override
        public EventRecord read() {
            if (!records.hasNext()) {
                return null;
            }
            CsvRecord record = records.next();
            long line = record.getStartingLineNumber();
            if (record.getFieldCount() != fields) {
                return EventRecord.refused(line, "expected " + fields + " fields, as the header has, found "
                        + record.getFieldCount());
            }
            EventRecord event = new EventRecord();
            event.line = line;
            event.key = record.getField(key);
            event.keyColumn = key + 1;
            event.when = record.getField(when);
            event.whenColumn = when + 1;
            if (partition >= 0) {
                event.partition = record.getField(partition);
                event.partitionColumn = partition + 1;
            }
            return event;
        }

        @Override
        public void close() throws IOException {
            csv.close();
        }
    }

    /** JSON Lines: every line that is not blank, with its number; lines end at LF, a CR before it dropped. */
    private static final class JsonLines implements StreamFormat.Reader<EventRecord> {
        private final BufferedReader lines;
        private final StringBuilder text = new StringBuilder();
        private final CountOptions options;
        private long line;
        private boolean any;

        JsonLines(BufferedReader lines, CountOptions options) {
            this.lines = lines;
            this.options = options;
        }

        @Override
        public EventRecord read() throws IOException {
            for (String text = nextLine(); text != null; text = nextLine()) {
                line++;
                if (!text.isBlank()) {
                    any = true;
                    return EventRecord.json(line, text);
                }
            }
            if (!any) {
                throw new Unreadable(options.events() + ": line " + Math.max(line, 1) + ": the file is empty; expected "
                        + "one JSON object per line");
            }
            return null;
        }

        private String nextLine() throws IOException {
            text.setLength(0);
            int c = lines.read();
            if (c < 0) {
                return null;
            }
            for (; c >= 0 && c != '\n'; c = lines.read()) {
                text.append((char) c);
            }
            if (text.length() > 0 && text.charAt(text.length() - 1) == '\r') {
                text.setLength(text.length() - 1);
            }
            return text.toString();
        }

        @Override
        public void close() throws IOException {
            lines.close();
        }
    }
}
