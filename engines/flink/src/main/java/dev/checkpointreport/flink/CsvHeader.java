package dev.checkpointreport.flink;

import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import de.siegmar.fastcsv.reader.FieldMismatchStrategy;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;

/**
 * A CSV's header row and the positions of the columns the job reads, and the whole file read by FastCSV as the
 * plugin reads it (quoted fields may hold commas, quotes and line breaks, a byte order mark is skipped): the way
 * a file is read when it is not split.
 *
 * @param fields how many fields the header has
 * @param key the key's 0-based position; {@code when} and {@code partition} likewise, -1 for no partition
 */
record CsvHeader(int fields, int key, int when, int partition) {

    /** The header of the file {@code in} starts, read by FastCSV; its records follow in {@code records}. */
    static CsvHeader of(Iterator<CsvRecord> records, CountOptions options) throws IOException {
        if (!records.hasNext()) {
            throw new Unreadable(options.events() + ": line 1: the file is empty; expected a header row naming "
                    + "the columns " + String.join(", ", columns(options)));
        }
        List<String> header = records.next().getFields();
        return new CsvHeader(header.size(), position(header, options.key(), options),
                position(header, options.when(), options),
                options.partition() == null ? -1 : position(header, options.partition(), options));
    }

    /** Reads the header of {@code in}, a file's first bytes, and nothing after its first record. */
    static CsvHeader of(InputStream in, CountOptions options) throws IOException {
        try (CsvReader<CsvRecord> csv = reader(in)) {
            return of(csv.iterator(), options);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Counts every record of the whole file {@code in} into {@code tally}, each numbered by its first line. */
    static void countAll(InputStream in, CountOptions options, SplitTally tally) throws IOException {
        try (CsvReader<CsvRecord> csv = reader(in)) {
            Iterator<CsvRecord> records = csv.iterator();
            CsvHeader header = of(records, options);
            tally.columns(header.key + 1, header.when + 1, header.partition + 1);
            while (records.hasNext()) {
                CsvRecord record = records.next();
                long line = record.getStartingLineNumber();
                if (record.getFieldCount() != header.fields) {
                    tally.refused(line, null, "expected " + header.fields + " fields, as the header has, found "
                            + record.getFieldCount());
                } else {
                    tally.add(line, line, record.getField(header.key), record.getField(header.when),
                            header.partition < 0 ? null : record.getField(header.partition));
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static CsvReader<CsvRecord> reader(InputStream in) {
        return CsvReader.builder().detectBomHeader(true).extraFieldStrategy(FieldMismatchStrategy.IGNORE)
                .missingFieldStrategy(FieldMismatchStrategy.IGNORE)
                .ofCsvRecord(new InputStreamReader(in, StandardCharsets.UTF_8));
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

    /** The file cannot be read as events at all: empty, or without a column the job reads. */
    static final class Unreadable extends IOException {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message);
        }
    }
}
